import type { Kysely } from 'kysely';
import { verifyPassword } from '../auth/password.server.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { passcodeGuardOf, requirePasscodeIfEnabled } from '../passcode/passcode-guard.server.ts';
import { type RateLimitRule, rateLimiter } from '../security/rate-limit.server.ts';

/** What closing or deactivating an account asks for. */
export interface AccountOwnerProof {
	/** The account's current password. */
	password: string;
	/** The parental passcode (4 digits) when the account has one (PPC-01). */
	passcode?: string | undefined;
}

/**
 * Wrong passwords on these pages per account: a session left open on a shared computer must not
 * be able to guess its way to closing the account.
 */
export const ACCOUNT_PASSWORD_RULE: RateLimitRule = {
	name: 'account-password:user',
	limit: 5,
	windowMs: 15 * 60_000,
};

/**
 * Confirms that the person acting owns the account, before it is closed or deactivated:
 * the password (`PasswordIncorrect`; after 5 wrong ones in 15 minutes `RateLimited`), then the
 * parental passcode when one is set (PPC-01/PPC-09: `PasscodeRequired`, `PasscodeIncorrect`,
 * `PasscodeLocked`). A linked business account without its own password (MAS-07) is confirmed
 * with its owner's password. Throws `NotFound` when there is no such account.
 */
export async function confirmAccountOwner(
	db: Kysely<Database>,
	userId: string,
	proof: AccountOwnerProof,
): Promise<void> {
	const user = await db
		.selectFrom('users')
		.select(['password_hash', 'owner_user_id'])
		.where('id', '=', userId)
		.executeTakeFirst();
	if (!user) throw new AppError('NotFound', { detail: 'No such account.' });
	let hash = user.password_hash;
	if (!hash && user.owner_user_id) {
		const owner = await db
			.selectFrom('users')
			.select('password_hash')
			.where('id', '=', user.owner_user_id)
			.executeTakeFirst();
		hash = owner?.password_hash ?? null;
	}
	// Counted before the slow check, so parallel guesses cannot all pass the limit.
	const limiter = rateLimiter();
	if (!(await limiter.hit(ACCOUNT_PASSWORD_RULE, userId)).allowed) {
		await limiter.release(ACCOUNT_PASSWORD_RULE, userId);
		throw new AppError('RateLimited', {
			message: 'Too many wrong passwords. Wait 15 minutes and try again.',
		});
	}
	const password = proof.password.slice(0, 1024);
	let ok: boolean;
	try {
		ok = Boolean(password && hash && (await verifyPassword(password, hash)));
	} catch (error) {
		await limiter.release(ACCOUNT_PASSWORD_RULE, userId);
		throw error;
	}
	if (!ok) {
		throw new AppError('PasswordIncorrect', {
			message: password ? 'Your password is incorrect.' : 'Enter your password.',
		});
	}
	await limiter.reset(ACCOUNT_PASSWORD_RULE, userId);
	await requirePasscodeIfEnabled(db, userId, { passcode: proof.passcode });
}

/** Whether the account (or its owner, for a linked business) has a parental passcode. */
export async function accountHasPasscode(db: Kysely<Database>, userId: string): Promise<boolean> {
	// A linked business is guarded by its owner's passcode.
	return (await passcodeGuardOf(db, userId)) !== null;
}
