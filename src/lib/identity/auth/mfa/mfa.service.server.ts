import type { Kysely } from 'kysely';
import { toString as qrToString } from 'qrcode';
import errorsDetail from '~/messages/errors-detail/index.ts';
import type { Viewer } from '../../../platform/access/viewer.ts';
import type { Database, UserRow } from '../../../platform/db/database.ts';
import type { CookieJar } from '../../../platform/http/cookie-jar.server.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { inMailLanguage } from '../../../platform/mail/mail-language.server.ts';
import { namesForMail } from '../../../platform/mail/names-for-mail.ts';
import { enqueueMail, notifyOutbox } from '../../../platform/mail/outbox.server.ts';
import { countedCheck } from '../../../platform/security/counted-check.server.ts';
import { RATE_LIMITS, rateLimiter } from '../../../platform/security/rate-limit.server.ts';
import { BRAND } from '../../../platform/ui/brand.ts';
import { findUserById } from '../../users/users.repository.server.ts';
import {
	replaceBackupCodes,
	unusedBackupCodeCount,
	updateUser,
} from '../accounts.repository.server.ts';
import { mfaCodeMail } from '../auth-mail.ts';
import { AUTH_TOKEN_TTL_MS, issueShortCode } from '../auth-tokens.repository.server.ts';
import { endOtherSessions } from '../reauth/end-other-sessions.server.ts';
import { confirmIdentity } from '../reauth/reauth.service.server.ts';
import { rotateSession } from '../session.server.ts';
import { setCurrentSession } from '../session-cookies.server.ts';
import { generateBackupCodes, hashBackupCode } from './backup-codes.ts';
import { generateTotpSecret, otpauthUrl, verifyTotp } from './totp.ts';

/**
 * Two-factor login (AUTH-03, ACC-07): an authenticator app (TOTP), ten single-use backup codes,
 * or a 6-digit code sent by mail on request (`mfa_resend`). Setup shows a secret and QR code,
 * and MFA turns on only once a first code from the app confirms it.
 */

/** What the settings page shows. */
export async function mfaStatus(
	db: Kysely<Database>,
	userId: string,
): Promise<{ enabled: boolean; backup_codes_left: number }> {
	const user = await requireUser(db, userId);
	return {
		enabled: user.mfa_enabled === 1,
		backup_codes_left: user.mfa_enabled === 1 ? await unusedBackupCodeCount(db, userId) : 0,
	};
}

async function requireUser(db: Kysely<Database>, userId: string): Promise<UserRow> {
	const user = await findUserById(db, userId);
	if (!user) throw new AppError('NotFound');
	return user;
}

/** Refuses when too many wrong codes were tried; counts a wrong one. */
async function checkCode(userId: string, ok: () => Promise<boolean>): Promise<void> {
	await countedCheck(
		[[RATE_LIMITS.mfaPerAccount, userId]],
		ok,
		() =>
			new AppError('LoginRateLimited', {
				message: errorsDetail().tooManyWrongCodes(),
				extra: { login_outcome: 1 },
			}),
		() => new AppError('MfaInvalid'),
	);
	await rateLimiter().reset(RATE_LIMITS.mfaPerAccount, userId);
}

/** A privilege change: the current session gets a new token (the old one stops working). */
async function rotateCurrentSession(
	db: Kysely<Database>,
	viewer: Viewer,
	cookies: CookieJar,
): Promise<void> {
	const session = await rotateSession(db, viewer.sessionId);
	setCurrentSession(cookies, session);
}

/**
 * Starts setup: a new secret waits in `mfa_pending_secret` until `confirmMfaSetup`. Answers the
 * secret (for typing in), the `otpauth://` URL and the same URL as an SVG QR code.
 */
export async function startMfaSetup(
	db: Kysely<Database>,
	viewer: Pick<Viewer, 'id' | 'sessionId'>,
	password: string,
): Promise<{ secret: string; otpauth_url: string; qr_svg: string }> {
	const user = await requireUser(db, viewer.id);
	if (user.mfa_enabled === 1) {
		throw new AppError('Conflict', {
			message: errorsDetail().mfaAlreadyOnSetup(),
		});
	}
	await confirmIdentity(db, user.id, { password }, { sessionId: viewer.sessionId });
	const secret = generateTotpSecret();
	await updateUser(db, user.id, { mfa_pending_secret: secret });
	const url = otpauthUrl({ secret, issuer: BRAND, account: user.email });
	return { secret, otpauth_url: url, qr_svg: await qrToString(url, { type: 'svg', margin: 2 }) };
}

/**
 * Confirms setup with a first code from the app: MFA turns on, ten backup codes are made (shown
 * once; only digests are kept), the session token is rotated, and every other session of the
 * account ends (a session stolen before MFA must not outlive it), with a notice listing them.
 */
export async function confirmMfaSetup(
	ctx: { db: Kysely<Database>; viewer: Viewer; cookies: CookieJar },
	code: string,
): Promise<{ enabled: true; backup_codes: string[] }> {
	const user = await requireUser(ctx.db, ctx.viewer.id);
	if (user.mfa_enabled === 1) {
		throw new AppError('Conflict', { message: errorsDetail().mfaAlreadyOn() });
	}
	const pending = user.mfa_pending_secret;
	if (!pending) {
		throw new AppError('InvalidOptions', {
			message: errorsDetail().mfaStartSetupFirst(),
		});
	}
	const step = verifyTotp(pending, code);
	await checkCode(user.id, async () => step !== null);
	const codes = generateBackupCodes();
	await ctx.db.transaction().execute(async (trx) => {
		await updateUser(trx, user.id, {
			mfa_enabled: 1,
			mfa_secret: pending,
			mfa_pending_secret: null,
			mfa_last_step: step ?? 0,
		});
		await replaceBackupCodes(trx, user.id, codes.map(hashBackupCode));
		await endOtherSessions(trx, user, ctx.viewer.sessionId, 'mfa_on');
		await rotateCurrentSession(trx, ctx.viewer, ctx.cookies);
	});
	notifyOutbox();
	return { enabled: true, backup_codes: codes };
}

/** Turns MFA off after the password and a current code (or backup code); rotates the session. */
export async function disableMfa(
	ctx: { db: Kysely<Database>; viewer: Viewer; cookies: CookieJar },
	input: { password: string; code: string },
): Promise<{ enabled: false }> {
	const user = await requireUser(ctx.db, ctx.viewer.id);
	if (user.mfa_enabled !== 1) return { enabled: false };
	await confirmIdentity(
		ctx.db,
		user.id,
		{ password: input.password, mfaCode: input.code },
		{ sessionId: ctx.viewer.sessionId },
	);
	await ctx.db.transaction().execute(async (trx) => {
		await updateUser(trx, user.id, {
			mfa_enabled: 0,
			mfa_secret: null,
			mfa_pending_secret: null,
			mfa_last_step: 0,
		});
		await replaceBackupCodes(trx, user.id, []);
		await rotateCurrentSession(trx, ctx.viewer, ctx.cookies);
	});
	return { enabled: false };
}

/**
 * Replaces the backup codes with ten new ones (the old ones stop working). Needs the password
 * and a current code, or the password within a recent re-authentication.
 */
export async function regenerateBackupCodes(
	db: Kysely<Database>,
	viewer: Pick<Viewer, 'id' | 'sessionId'>,
	input: { password: string; code?: string | undefined },
): Promise<{ backup_codes: string[] }> {
	const user = await requireUser(db, viewer.id);
	if (user.mfa_enabled !== 1) {
		throw new AppError('Conflict', {
			message: errorsDetail().mfaBackupCodesNeedMfa(),
		});
	}
	await confirmIdentity(
		db,
		user.id,
		{ password: input.password, mfaCode: input.code },
		{ sessionId: viewer.sessionId },
	);
	const codes = generateBackupCodes();
	await db
		.transaction()
		.execute((trx) => replaceBackupCodes(trx, user.id, codes.map(hashBackupCode)));
	return { backup_codes: codes };
}

/**
 * AUTH-03 `mfa_resend`: mails a 6-digit login code valid for 10 minutes (a new code replaces
 * the last), at most `mfaResendPerAccount` times an hour.
 */
export async function sendMfaEmailCode(db: Kysely<Database>, user: UserRow): Promise<void> {
	const limit = await rateLimiter().hit(RATE_LIMITS.mfaResendPerAccount, user.id);
	if (!limit.allowed) {
		throw new AppError('RateLimited', {
			message: errorsDetail().mfaCodeMailLimit(),
			extra: { mfa_required: true },
		});
	}
	await db.transaction().execute(async (trx) => {
		const code = await issueShortCode(trx, {
			userId: user.id,
			purpose: 'mfa_email',
			email: user.email,
			ttlMs: AUTH_TOKEN_TTL_MS.mfa_email,
		});
		await enqueueMail(trx, {
			...inMailLanguage(user.locale, () =>
				mfaCodeMail({ firstName: namesForMail(user).firstName, code }),
			),
			to: user.email,
			userId: user.id,
		});
	});
	notifyOutbox();
}
