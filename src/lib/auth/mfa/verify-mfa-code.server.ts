import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/database.ts';
import { claimTotpStep, consumeBackupCode } from '../accounts.repository.server.ts';
import { consumeShortCode } from '../auth-tokens.server.ts';
import { hashBackupCode, looksLikeBackupCode } from './backup-codes.ts';
import { verifyTotp } from './totp.ts';

/**
 * Whether `code` is a valid second factor for the user, using it up: a TOTP code of a step not
 * used before, an unused backup code, or the unused 6-digit code last mailed (10 minutes).
 */
export async function verifyMfaCode(
	db: Kysely<Database>,
	user: Pick<UserRow, 'id' | 'mfa_secret' | 'mfa_last_step'>,
	code: string,
): Promise<boolean> {
	const digits = code.replace(/\s/g, '');
	if (/^\d{6}$/.test(digits)) {
		const step = user.mfa_secret
			? verifyTotp(user.mfa_secret, digits, { lastUsedStep: user.mfa_last_step })
			: null;
		if (step !== null && (await claimTotpStep(db, user.id, step))) return true;
		return consumeShortCode(db, { userId: user.id, purpose: 'mfa_email', code: digits });
	}
	if (looksLikeBackupCode(code)) return consumeBackupCode(db, user.id, hashBackupCode(code));
	return false;
}
