import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { RATE_LIMITS, rateLimiter } from '../../platform/security/rate-limit.server.ts';
import { verifyPassword } from '../auth/password.server.ts';
import { findPasscodeAndOwner, findPasscodeHash } from '../users/users.repository.server.ts';

export interface PasscodeInput {
	/** The 4 digits the user typed, when the client sent them (SET-05). */
	passcode?: string | undefined;
	/**
	 * SET-05/U-30: the user acknowledged 'Update this setting?' for a change that only makes the
	 * account stricter; such a change may go through without the passcode.
	 */
	userConfirmSkip?: boolean | undefined;
	/** Whether this change is one that may skip (decided by the caller per field, U-30). */
	skipAllowed?: boolean;
}

/**
 * The passcode that guards an account and the key its wrong tries count under: a linked
 * business account (MAS) is guarded by its OWNER's passcode and lockout, so the business cannot
 * be used to get around the parental controls of the person who runs it.
 */
export async function passcodeGuardOf(
	db: Kysely<Database>,
	userId: string,
): Promise<{ hash: string; lockoutKey: string } | null> {
	const row = await findPasscodeAndOwner(db, userId);
	if (!row) return null;
	if (row.owner_user_id) {
		const owner = await findPasscodeHash(db, row.owner_user_id);
		if (owner?.passcode_hash) return { hash: owner.passcode_hash, lockoutKey: row.owner_user_id };
	}
	return row.passcode_hash ? { hash: row.passcode_hash, lockoutKey: userId } : null;
}

/**
 * PPC-01/PPC-09: when the user (or, for a linked business, its owner) has a parental passcode,
 * a protected change needs it. Throws `PasscodeRequired` when none was sent, `PasscodeIncorrect`
 * for a wrong one, and `PasscodeLocked` after 5 wrong tries in an hour. The try is counted
 * BEFORE the comparison (so parallel guesses cannot all get compared) and given back when the
 * passcode matched, so only wrong ones use up the five. Returns quietly when no passcode is set
 * or it matched.
 */
export async function requirePasscodeIfEnabled(
	db: Kysely<Database>,
	userId: string,
	input: PasscodeInput,
): Promise<void> {
	const guard = await passcodeGuardOf(db, userId);
	if (!guard) return;
	if (input.skipAllowed && input.userConfirmSkip && !input.passcode) return;
	if (!input.passcode) throw new AppError('PasscodeRequired');
	const rule = RATE_LIMITS.passcodePerUser;
	const limiter = rateLimiter();
	const state = await limiter.hit(rule, guard.lockoutKey);
	if (!state.allowed) {
		await limiter.release(rule, guard.lockoutKey);
		throw new AppError('PasscodeLocked');
	}
	let ok: boolean;
	try {
		ok = /^\d{4}$/.test(input.passcode) && (await verifyPassword(input.passcode, guard.hash));
	} catch (error) {
		await limiter.release(rule, guard.lockoutKey);
		throw error;
	}
	if (!ok) {
		throw new AppError('PasscodeIncorrect', { extra: { tries_left: state.remaining } });
	}
	await limiter.release(rule, guard.lockoutKey);
}
