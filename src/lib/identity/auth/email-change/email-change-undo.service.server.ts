import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { inMailLanguage } from '../../../platform/mail/mail-language.server.ts';
import { enqueueMail, notifyOutbox } from '../../../platform/mail/outbox.server.ts';
import { mailUrl } from '../../../platform/routing/absolute-url.server.ts';
import { findUserById, isEmailTaken, updateUser } from '../../users/users.repository.server.ts';
import {
	AUTH_TOKEN_TTL_MS,
	consumeAllTokens,
	findUsableLinkToken,
	issueLinkToken,
} from '../auth-tokens.repository.server.ts';
import { forgetDevices } from '../known-devices.repository.server.ts';
import { resetPasswordPath } from '../password-reset.service.server.ts';
import { revokeUserSessions } from '../sessions.repository.server.ts';
import { changeUndoneMail } from './email-change-mail.ts';

/**
 * The undo link in the notice an email change sends to the old address
 * (`/email/undo-change/?t=…`, valid for `EMAIL_CHANGE_UNDO_DAYS`, signed out). Whoever reads the
 * old mailbox is taken to be the owner: the change stops (or, once confirmed, the old address
 * comes back when no other account took it meanwhile), every session and pending link of the
 * account ends (and its known devices are forgotten), and the account is locked for review: its password is cleared, so it logs in
 * again only through a reset link, which goes to the restored address (one is mailed now).
 * `review_locked_at` records when, for staff. Using the link once ends it and every other undo
 * link of the account. `TokenInvalid` when it is unknown, used or expired.
 */
export async function undoEmailChange(
	db: Kysely<Database>,
	token: string,
	now = new Date(),
): Promise<{ email: string; userId: string }> {
	const { email, userId } = await db.transaction().execute(async (trx) => {
		const row = await findUsableLinkToken(trx, 'email_change_undo', token, now);
		if (!row?.email) throw new AppError('TokenInvalid');
		const user = await findUserById(trx, row.user_id);
		if (!user) throw new AppError('TokenInvalid');
		const restore = user.email !== row.email && !(await isEmailTaken(trx, row.email, user.id));
		const email = restore ? row.email : user.email;
		for (const purpose of ['email_change_undo', 'email_change', 'password_reset'] as const) {
			await consumeAllTokens(trx, user.id, purpose, now);
		}
		await updateUser(trx, user.id, {
			...(restore ? { email, email_verified_at: now.toISOString() } : {}),
			email_changing_to: null,
			password_hash: null,
			password_changed_at: now.toISOString(),
			review_locked_at: now.toISOString(),
			updated_at: now.toISOString(),
		});
		await revokeUserSessions(trx, user.id);
		await forgetDevices(trx, user.id);
		const reset = await issueLinkToken(trx, {
			userId: user.id,
			purpose: 'password_reset',
			email,
			ttlMs: AUTH_TOKEN_TTL_MS.password_reset,
			now,
		});
		await enqueueMail(trx, {
			...inMailLanguage(user.locale, () =>
				changeUndoneMail(mailUrl(resetPasswordPath(user.username, reset.token))),
			),
			to: email,
			userId: user.id,
		});
		return { email, userId: user.id };
	});
	notifyOutbox();
	return { email, userId };
}
