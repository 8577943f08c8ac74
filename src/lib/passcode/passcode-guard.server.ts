import type { Kysely } from 'kysely';
import { verifyPassword } from '../auth/password.server.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { RATE_LIMITS, rateLimiter } from '../security/rate-limit.server.ts';

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
 * PPC-01/PPC-09: when the user has a parental passcode, a protected change needs it. Throws
 * `PasscodeRequired` when none was sent, `PasscodeIncorrect` for a wrong one, and
 * `PasscodeLocked` after 5 wrong tries in an hour (checked before comparing, so a locked
 * account cannot keep guessing). Returns quietly when no passcode is set or it matched.
 */
export async function requirePasscodeIfEnabled(
	db: Kysely<Database>,
	userId: string,
	input: PasscodeInput,
): Promise<void> {
	const row = await db
		.selectFrom('users')
		.select('passcode_hash')
		.where('id', '=', userId)
		.executeTakeFirst();
	if (!row?.passcode_hash) return;
	if (input.skipAllowed && input.userConfirmSkip && !input.passcode) return;
	if (!input.passcode) throw new AppError('PasscodeRequired');
	const limiter = rateLimiter();
	if (!(await limiter.peek(RATE_LIMITS.passcodePerUser, userId)).allowed) {
		throw new AppError('PasscodeLocked');
	}
	if (
		!/^\d{4}$/.test(input.passcode) ||
		!(await verifyPassword(input.passcode, row.passcode_hash))
	) {
		const state = await limiter.hit(RATE_LIMITS.passcodePerUser, userId);
		throw new AppError(state.allowed ? 'PasscodeIncorrect' : 'PasscodeLocked', {
			extra: { tries_left: state.remaining },
		});
	}
}
