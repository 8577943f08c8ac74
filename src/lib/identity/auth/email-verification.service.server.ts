import type { Kysely } from 'kysely';
import errorsDetail from '~/messages/errors-detail/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { inMailLanguage } from '../../platform/mail/mail-language.server.ts';
import { enqueueMail, notifyOutbox } from '../../platform/mail/outbox.server.ts';
import { limitUnconfirmedMail } from '../../platform/mail/unconfirmed-mail-limit.server.ts';
import { verifyEmailMail } from '../../platform/mail/unconfirmed-mail-texts.ts';
import { mailUrl } from '../../platform/routing/absolute-url.server.ts';
import { RATE_LIMITS, rateLimiter } from '../../platform/security/rate-limit.server.ts';
import { findUserById } from '../users/users.repository.server.ts';
import { updateUser } from './accounts.repository.server.ts';
import {
	AUTH_TOKEN_TTL_MS,
	consumeToken,
	findUsableLinkToken,
	issueLinkToken,
} from './auth-tokens.repository.server.ts';

/** Path of the link in the mail; `src/pages/email/verify.ts` answers it. */
const VERIFY_EMAIL_PATH = '/email/verify/';

/**
 * Queues a verification mail for the user's current address: a 7-day single-use link, in a
 * text with nothing the user wrote (the address is not confirmed). Call it inside the
 * transaction that makes the address the user's, after `limitUnconfirmedMail`; call
 * `notifyOutbox()` after commit.
 */
export async function queueVerificationEmail(
	db: Kysely<Database>,
	user: { id: string; email: string; locale: string | null },
): Promise<void> {
	const { token } = await issueLinkToken(db, {
		userId: user.id,
		purpose: 'email_verify',
		email: user.email,
		ttlMs: AUTH_TOKEN_TTL_MS.email_verify,
	});
	const link = new URL(mailUrl(`${VERIFY_EMAIL_PATH}?t=${encodeURIComponent(token)}`));
	await enqueueMail(db, {
		...inMailLanguage(user.locale, () => verifyEmailMail(link)),
		to: user.email,
		userId: user.id,
	});
}

/**
 * AUTH-21: sends a new verification link, at most `emailResendPerUser` times an hour, and
 * within `limitUnconfirmedMail` (the address is not confirmed: at most 3 mails a day reach it,
 * the sign-up's included). A user whose address is verified already gets
 * `{already_verified: true}` and no mail.
 */
export async function resendVerificationEmail(
	db: Kysely<Database>,
	userId: string,
	clientAddress: string,
): Promise<{ already_verified: boolean; email_sent: boolean }> {
	const user = await findUserById(db, userId);
	if (!user) throw new AppError('NotFound');
	if (user.email_verified_at) return { already_verified: true, email_sent: false };
	const limit = await rateLimiter().hit(RATE_LIMITS.emailResendPerUser, user.id);
	if (!limit.allowed) {
		throw new AppError('RateLimited', {
			message: errorsDetail().verifyResendLimit(),
		});
	}
	await limitUnconfirmedMail({ userId: user.id, recipient: user.email, clientAddress });
	await db.transaction().execute((trx) => queueVerificationEmail(trx, user));
	notifyOutbox();
	return { already_verified: false, email_sent: true };
}

/**
 * Uses a verification link. It verifies the address only when it was sent to the user's
 * current email (a link for an address since replaced proves nothing); each link works once.
 * Returns the user id, or null when the link is unknown, used, expired or stale.
 */
export async function verifyEmailToken(
	db: Kysely<Database>,
	token: string,
	now = new Date(),
): Promise<string | null> {
	return db.transaction().execute(async (trx) => {
		const row = await findUsableLinkToken(trx, 'email_verify', token, now);
		if (!row) return null;
		const user = await findUserById(trx, row.user_id);
		if (!user || user.email !== row.email) return null;
		if (!(await consumeToken(trx, row.id, now))) return null;
		if (!user.email_verified_at) {
			await updateUser(trx, user.id, { email_verified_at: now.toISOString() });
		}
		return user.id;
	});
}
