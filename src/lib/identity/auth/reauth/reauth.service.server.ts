import type { Kysely } from 'kysely';
import errorsDetail from '~/messages/errors-detail/index.ts';
import type { Viewer } from '../../../platform/access/viewer.ts';
import type { Database } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { countedCheck } from '../../../platform/security/counted-check.server.ts';
import { RATE_LIMITS, type RateLimitRule } from '../../../platform/security/rate-limit.server.ts';
import { verifyAppOrBackupCode } from '../mfa/app-code.server.ts';
import { verifyPassword } from '../password.server.ts';
import {
	type Authority,
	findAuthority,
	markSessionReauthenticated,
	sessionReauthenticatedAt,
} from './reauth.repository.server.ts';
import { isRecentReauth } from './reauth-window.ts';

/**
 * Re-authentication for sensitive changes: the sign-in email and username, the password, MFA
 * settings, closing or deactivating the account. Whoever holds a session cookie (a shared
 * computer, a stolen cookie) must still prove they are the account's owner: its password, and
 * with MFA on a code from the authenticator app or a backup code. A linked business is proved
 * by its owner (`findAuthority`). A proof lets the session make such changes for
 * `REAUTH_WINDOW_MS`; changes that already ask for the password in their own form accept it
 * there, with the second factor either in the same form or from a recent re-authentication.
 */

/**
 * Wrong passwords of re-authentications, counted apart from the login's (so a stolen session
 * cannot lock its owner out of logging in): 5 per account changed, and 10 per authority, so the
 * linked businesses of one owner do not multiply the guesses.
 */
const REAUTH_PASSWORD_RULES = {
	perAccount: { name: 'reauth-password:account', limit: 5, windowMs: 15 * 60_000 },
	perAuthority: { name: 'reauth-password:authority', limit: 10, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

export interface IdentityProof {
	/** The authority's password. */
	password: string;
	/** A TOTP or backup code of the authority; needed when its MFA is on. */
	mfaCode?: string | undefined;
}

export interface ConfirmOptions {
	/**
	 * The session asking. With MFA on, a session that re-authenticated within the window may leave
	 * out the code (its password is still checked), and a full proof marks it re-authenticated.
	 */
	sessionId?: string | undefined;
	/** With MFA on, ask for the code (`MfaRequired`) even within a recent re-authentication. */
	codeRequired?: boolean;
	now?: Date;
}

/**
 * Checks the proof for `accountId`'s authority, or throws (changing nothing): `PasswordNotSet`
 * for an authority without a password (it sets one through a reset link), `PasswordIncorrect`,
 * `RateLimited` after 5 wrong passwords in 15 minutes (`REAUTH_PASSWORD_RULES`), then with MFA
 * on `ReauthRequired` when the code is missing and the session is not recently re-authenticated
 * (`MfaRequired` with `codeRequired`), `MfaInvalid`, or
 * `LoginRateLimited` after 5 wrong codes. Counts every try before the slow check (see the
 * accounts README, "Rate limits").
 */
export async function confirmIdentity(
	db: Kysely<Database>,
	accountId: string,
	proof: IdentityProof,
	options: ConfirmOptions = {},
): Promise<Authority> {
	const now = options.now ?? new Date();
	const authority = await findAuthority(db, accountId);
	if (!authority) throw new AppError('NotFound', { detail: 'No such account.' });
	const hash = authority.password_hash;
	if (!hash) throw new AppError('PasswordNotSet');
	const password = proof.password.slice(0, 1024);
	await countedCheck(
		[
			[REAUTH_PASSWORD_RULES.perAccount, accountId],
			[REAUTH_PASSWORD_RULES.perAuthority, authority.id],
		],
		async () => Boolean(password) && verifyPassword(password, hash),
		() =>
			new AppError('RateLimited', {
				message: errorsDetail().reauthTooManyPasswords(),
			}),
		() =>
			new AppError('PasswordIncorrect', {
				message: password
					? errorsDetail().reauthPasswordIncorrect()
					: errorsDetail().reauthEnterPassword(),
			}),
	);
	if (authority.mfa_enabled === 1) {
		const code = proof.mfaCode?.trim() ?? '';
		if (code === '') {
			if (options.codeRequired) {
				throw new AppError('MfaRequired', { extra: { mfa_required: true } });
			}
			const at = options.sessionId ? await sessionReauthenticatedAt(db, options.sessionId) : null;
			if (!isRecentReauth(at, now)) throw reauthRequired(true);
		} else {
			await countedCheck(
				[[RATE_LIMITS.mfaPerAccount, authority.id]],
				() => verifyAppOrBackupCode(db, authority, code),
				() =>
					new AppError('LoginRateLimited', {
						message: errorsDetail().tooManyWrongCodes(),
					}),
				() => new AppError('MfaInvalid'),
			);
		}
	}
	if (options.sessionId) await markSessionReauthenticated(db, options.sessionId, now);
	return authority;
}

/**
 * `UserReauthResource` create: proves the viewer's identity (password, and a code with MFA on,
 * always both here) and lets its session make sensitive changes for the window.
 */
export async function reauthenticate(
	db: Kysely<Database>,
	viewer: Viewer,
	proof: IdentityProof,
	now = new Date(),
): Promise<{ reauthenticated_at: string }> {
	await confirmIdentity(db, viewer.id, proof, {
		sessionId: viewer.sessionId,
		codeRequired: true,
		now,
	});
	return { reauthenticated_at: now.toISOString() };
}

/**
 * Throws `ReauthRequired` unless the viewer's session re-authenticated within the window. Its
 * `extra_data.mfa_required` tells the client whether to ask for a code with the password.
 */
export async function requireRecentReauth(
	db: Kysely<Database>,
	viewer: Viewer,
	now = new Date(),
): Promise<void> {
	if (isRecentReauth(await sessionReauthenticatedAt(db, viewer.sessionId), now)) return;
	const authority = await findAuthority(db, viewer.id);
	throw reauthRequired(authority?.mfa_enabled === 1);
}

/**
 * For a change whose form carries the password but no code: with MFA on (the authority's), the
 * session must have re-authenticated within the window, else `ReauthRequired`. Without MFA,
 * nothing to check here (the password is checked by `confirmIdentity`).
 */
export async function requireSecondFactorOrRecentReauth(
	db: Kysely<Database>,
	viewer: Viewer,
	now = new Date(),
): Promise<void> {
	const authority = await findAuthority(db, viewer.id);
	if (authority?.mfa_enabled !== 1) return;
	if (isRecentReauth(await sessionReauthenticatedAt(db, viewer.sessionId), now)) return;
	throw reauthRequired(true);
}

function reauthRequired(mfa: boolean): AppError {
	return new AppError('ReauthRequired', {
		message: mfa ? errorsDetail().reauthRequiredMfa() : errorsDetail().reauthRequired(),
		extra: { reauth_required: true, mfa_required: mfa },
	});
}
