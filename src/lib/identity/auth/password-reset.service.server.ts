import type { Kysely } from 'kysely';
import errorsDetail from '~/messages/errors-detail/index.ts';
import type { Database, UserRow } from '../../platform/db/database.ts';
import { rateLimitAddress } from '../../platform/http/client-address.ts';
import { AppError } from '../../platform/http/errors.ts';
import { inMailLanguage } from '../../platform/mail/mail-language.server.ts';
import { namesForMail } from '../../platform/mail/names-for-mail.ts';
import { enqueueMail, notifyOutbox } from '../../platform/mail/outbox.server.ts';
import { mailUrl } from '../../platform/routing/absolute-url.server.ts';
import { RATE_LIMITS, rateLimiter } from '../../platform/security/rate-limit.server.ts';
import { passwordCharactersMessage, passwordProblem } from '../users/account-rules.ts';
import { findUserById, findUserByLogin } from '../users/users.repository.server.ts';
import { updateUser } from './accounts.repository.server.ts';
import { passwordResetMail } from './auth-mail.ts';
import {
	AUTH_TOKEN_TTL_MS,
	consumeAllTokens,
	consumeToken,
	findUsableLinkToken,
	issueLinkToken,
} from './auth-tokens.repository.server.ts';
import { type AuthContext, startBrowserSession } from './browser-session.server.ts';
import { cancelEmailChange } from './email-change/email-change.service.server.ts';
import { forgetDevices } from './known-devices.repository.server.ts';
import { issueMfaChallenge } from './mfa/mfa-challenge.server.ts';
import { hashPassword } from './password.server.ts';
import { revokeUserSessions } from './sessions.repository.server.ts';

/** AUTH-22: the page a reset link opens (`src/pages/pw/[username].astro`). */
export function resetPasswordPath(username: string, token: string): string {
	return `/pw/${encodeURIComponent(username)}/?t=${encodeURIComponent(token)}`;
}

/** Accounts that can get a reset link: not suspended, not a linked business (those never log in). */
function canReset(user: UserRow): boolean {
	return user.status !== 'suspended' && user.owner_user_id === null;
}

/**
 * Mails a reset link to the account's current address (never to an address waiting for
 * confirmation), at most `resetPerAccount` times an hour. Returns false when the limit held it
 * back. The link lasts an hour and works once.
 */
export async function sendPasswordResetMail(db: Kysely<Database>, user: UserRow): Promise<boolean> {
	const limit = await rateLimiter().hit(RATE_LIMITS.resetPerAccount, user.id);
	if (!limit.allowed) return false;
	await db.transaction().execute(async (trx) => {
		const { token } = await issueLinkToken(trx, {
			userId: user.id,
			purpose: 'password_reset',
			email: user.email,
			ttlMs: AUTH_TOKEN_TTL_MS.password_reset,
		});
		const link = mailUrl(resetPasswordPath(user.username, token));
		await enqueueMail(trx, {
			...inMailLanguage(user.locale, () => passwordResetMail({ ...namesForMail(user), link })),
			to: user.email,
			userId: user.id,
		});
	});
	notifyOutbox();
	return true;
}

/**
 * The `/password/reset` form: mails a reset link when an account has this email or username.
 * The answer never says whether one exists; only the per-address limit is reported
 * (`rate_limited`), since it says nothing about any account.
 */
export async function requestPasswordReset(
	db: Kysely<Database>,
	login: string,
	clientAddress = 'unknown',
): Promise<'accepted' | 'rate_limited'> {
	const limit = await rateLimiter().hit(
		RATE_LIMITS.resetPerAddress,
		rateLimitAddress(clientAddress),
	);
	if (!limit.allowed) return 'rate_limited';
	const value = login.trim().toLowerCase();
	if (!value || value.length > 254) return 'accepted';
	const user = await findUserByLogin(db, value);
	if (user && canReset(user)) await sendPasswordResetMail(db, user);
	return 'accepted';
}

/** The user a reset link is for, when it is usable and was made for this username; else null. */
export async function checkPasswordResetLink(
	db: Kysely<Database>,
	username: string,
	token: string,
	now = new Date(),
): Promise<{ user: UserRow; tokenId: string } | null> {
	const row = await findUsableLinkToken(db, 'password_reset', token, now);
	if (!row) return null;
	const user = await findUserById(db, row.user_id);
	if (!user || user.username !== username.toLowerCase() || user.email !== row.email) return null;
	return canReset(user) ? { user, tokenId: row.id } : null;
}

/** What the reset answers an account with MFA once the password is stored. */
/**
 * AUTH-22: sets a new password from a reset link. In one transaction: uses the link (and every
 * other reset link of the account), stores the argon2id hash, cancels a pending email change,
 * ends every session of the account and forgets its known devices (whoever knew the old
 * password is logged out), marks the email verified (the link proved the inbox) and reactivates
 * a deactivated account.
 *
 * Then, without MFA, it logs this browser in with a new session. WITH MFA (AUTH-03) the link
 * proved only the mailbox, which is not the second factor: no session starts, and it throws
 * `MfaRequired` the way the login does, with `extra_data.mfa_challenge` for the code step
 * (`logInWithMfaChallenge`) and `mail_code: false`: only the app or a backup code will do,
 * since a mailed code would go to the same mailbox (`users.password_reset_at` keeps the login
 * from offering one either, until the app or a backup code has been used).
 * Throws PasswordMismatch, InvalidPassword or TokenInvalid.
 */
export async function completePasswordReset(
	ctx: AuthContext,
	input: { username: string; token: string; password: string; confirm: string },
): Promise<{ userId: string }> {
	if (input.password !== input.confirm) throw new AppError('PasswordMismatch');
	const problem = passwordProblem(input.password);
	if (problem === 'characters')
		throw new AppError('InvalidPassword', { message: passwordCharactersMessage() });
	if (problem) throw new AppError('InvalidPassword');
	if (!(await checkPasswordResetLink(ctx.db, input.username, input.token)))
		throw new AppError('TokenInvalid');
	const hash = await hashPassword(input.password);
	const now = new Date();
	const user = await ctx.db.transaction().execute(async (trx) => {
		const link = await checkPasswordResetLink(trx, input.username, input.token, now);
		if (!link || !(await consumeToken(trx, link.tokenId, now))) throw new AppError('TokenInvalid');
		const { user } = link;
		const mfa = user.mfa_enabled === 1;
		await updateUser(trx, user.id, {
			password_hash: hash,
			password_changed_at: now.toISOString(),
			...(mfa ? { password_reset_at: now.toISOString() } : {}),
			email_verified_at: user.email_verified_at ?? now.toISOString(),
			...(user.status === 'deactivated' ? { status: 'active' } : {}),
		});
		await consumeAllTokens(trx, user.id, 'password_reset', now);
		// A stolen session may have started an email change: the reset ends it.
		await cancelEmailChange(trx, user.id, now);
		await revokeUserSessions(trx, user.id);
		await forgetDevices(trx, user.id);
		if (!mfa) await startBrowserSession(ctx, user.id, trx);
		return user;
	});
	await rateLimiter().reset(RATE_LIMITS.loginPerAccount, user.id);
	if (user.mfa_enabled === 1) {
		throw new AppError('MfaRequired', {
			message: errorsDetail().resetNeedsMfa(),
			extra: {
				mfa_required: true,
				mail_code: false,
				mfa_challenge: issueMfaChallenge({ id: user.id, password_hash: hash }),
			},
		});
	}
	return { userId: user.id };
}
