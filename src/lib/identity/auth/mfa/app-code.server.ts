import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../../platform/db/database.ts';
import { claimTotpStep, consumeBackupCode } from '../accounts.repository.server.ts';
import { consumeShortCode } from '../auth-tokens.repository.server.ts';
import { hashBackupCode, looksLikeBackupCode } from './backup-codes.ts';
import { verifyTotp } from './totp.ts';

/**
 * Whether `code` is a second factor that does NOT come through the mailbox, using it up: a TOTP
 * code of a step not used before, or an unused backup code. For logins whose password itself
 * came from the mailbox (a reset link), where a mailed code would prove the same thing twice.
 */
export async function verifyAppOrBackupCode(
	db: Kysely<Database>,
	user: Pick<UserRow, 'id' | 'mfa_secret' | 'mfa_last_step'>,
	code: string,
): Promise<boolean> {
	const digits = code.replace(/\s/g, '');
	if (/^\d{6}$/.test(digits)) {
		const step = user.mfa_secret
			? verifyTotp(user.mfa_secret, digits, { lastUsedStep: user.mfa_last_step })
			: null;
		return step !== null && claimTotpStep(db, user.id, step);
	}
	return looksLikeBackupCode(code) && consumeBackupCode(db, user.id, hashBackupCode(code));
}

/**
 * Whether `code` is any second factor of the user's login, using it up: an app or backup code
 * (`verifyAppOrBackupCode`), or the unused 6-digit code last mailed (10 minutes).
 */
export async function verifyMfaCode(
	db: Kysely<Database>,
	user: Pick<UserRow, 'id' | 'mfa_secret' | 'mfa_last_step'>,
	code: string,
): Promise<boolean> {
	if (await verifyAppOrBackupCode(db, user, code)) return true;
	const digits = code.replace(/\s/g, '');
	return /^\d{6}$/.test(digits)
		? consumeShortCode(db, { userId: user.id, purpose: 'mfa_email', code: digits })
		: false;
}

/**
 * Whether the account's current password was set from a reset link (and not changed since): it
 * then proves only the mailbox, so the mailed code is no second factor (AUTH-03, AUTH-22).
 */
export function passwordFromMailbox(
	user: Pick<UserRow, 'password_reset_at' | 'password_changed_at'>,
): boolean {
	return user.password_reset_at !== null && user.password_reset_at === user.password_changed_at;
}
