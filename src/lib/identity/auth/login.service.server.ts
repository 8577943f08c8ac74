import type { Kysely } from 'kysely';
import errorsDetail from '~/messages/errors-detail/index.ts';
import type { Database, UserRow } from '../../platform/db/database.ts';
import { rateLimitAddress } from '../../platform/http/client-address.ts';
import { AppError } from '../../platform/http/errors.ts';
import { RATE_LIMITS, rateLimiter } from '../../platform/security/rate-limit.server.ts';
import { randomToken } from '../../platform/security/secret-token.server.ts';
import { displayName } from '../users/display-name.ts';
import { findUserById, findUserByLogin } from '../users/users.repository.server.ts';
import { updateUser } from './accounts.repository.server.ts';
import { type AuthContext, startBrowserSession } from './browser-session.server.ts';
import { isKnownDevice } from './known-device.server.ts';

export { safeNext } from './safe-next.ts';

import {
	passwordFromMailbox,
	verifyAppOrBackupCode,
	verifyMfaCode,
} from './mfa/app-code.server.ts';
import { sendMfaEmailCode } from './mfa/mfa.service.server.ts';
import {
	challengeFitsUser,
	issueMfaChallenge,
	readMfaChallenge,
} from './mfa/mfa-challenge.server.ts';
import { hashPassword, needsRehash, verifyPassword } from './password.server.ts';
import { sendPasswordResetMail } from './password-reset.service.server.ts';

/** The MFA step's words when the password came from a reset link (no mailed code then). */
/** Re-exported for pages that call the login with their own cookie jar. */
export type { AuthContext };

export interface CredentialsLogin {
	usernameOrEmail: string;
	password: string;
	mfaToken: string | undefined;
	mfaResend: boolean;
}

/** AUTH-02: the login outcome codes failures carry in `extra_data.login_outcome`. */
const LOGIN_OUTCOME = {
	SOFT_BANNED: 0,
	RATE_LIMITED: 1,
	LOGIN_ASSISTANCE: 2,
	PASSWORD_RESET_SENT: 3,
	PREVENT_FACEBOOK_REGISTER: 4,
	PREVENT_GOOGLE_REGISTER: 5,
	SUSPENDED: 6,
	LOGIN_GOOGLE: 7,
} as const;

/** What a successful login answers. */
export interface LoginAnswer {
	user: {
		id: string;
		username: string;
		email: string;
		full_name: string;
		account_type: 'personal' | 'business';
	};
	login_state: 1;
}

// A hash with today's parameters, checked when there is no real one, so an unknown login costs
// the same time as a known one and timing does not reveal which accounts exist.
let dummyHash: Promise<string> | undefined;
function spendOneHash(password: string): Promise<boolean> {
	dummyHash ??= hashPassword(randomToken());
	return dummyHash.then((hash) => verifyPassword(password, hash)).then(() => false);
}

function answer(user: UserRow): LoginAnswer {
	const business = user.account_type === 'business';
	return {
		user: {
			id: user.id,
			username: user.username,
			email: user.email,
			full_name: displayName(user),
			account_type: business ? 'business' : 'personal',
		},
		login_state: 1,
	};
}

/**
 * AUTH-01/02/03: logs in with an email or username and a password, then a second factor when
 * the account has MFA. Order of checks, so a refusal says no more than it must:
 * 1. too many failures from the address (its /64 for IPv6) → LoginRateLimited (outcome 1), before
 *    any password is checked. Too many failures for the ACCOUNT (which anyone can cause) close
 *    only the unknown ways in: the password is still checked from a known device
 *    (`known-device.server.ts`) or for an account with MFA (the code must follow); anything else
 *    gets LoginRateLimited, saying to reset the password or wait. Attempts are counted BEFORE the
 *    slow hash check (and the count taken back when the password was right), so parallel
 *    requests cannot all pass a look at the count;
 * 2. one password hash is always checked (a dummy one for unknown accounts); a wrong password
 *    counts a failure for both and answers LoginFailed;
 * 3. with the right password: suspended → AccountSuspended (6); an account without a password
 *    gets a reset mail → PasswordResetSent (3); linked businesses never log in directly;
 * 4. MFA: no `mfa_token` → MfaRequired (the challenge, `extra_data.mfa_required`); `mfa_resend`
 *    mails a code first (`code_sent`), unless the password came from a reset link
 *    (`extra_data.mail_code` false: then only the app or a backup code); a wrong code →
 *    MfaInvalid, limited per account;
 * 5. success: upgrade an old hash, reactivate a deactivated account, forget the failures (unless
 *    they hold the account's limit: the attacker stays shut out), and open a brand-new session
 *    (the browser's other live account is kept as a stored account; the browser becomes a known
 *    device).
 */
export async function logInWithCredentials(
	ctx: AuthContext,
	input: CredentialsLogin,
): Promise<LoginAnswer> {
	const login = input.usernameOrEmail.trim().toLowerCase();
	const found = login && login.length <= 254 ? await findUserByLogin(ctx.db, login) : undefined;
	const accountKey = found ? found.id : `unknown:${login}`;
	const addressKey = rateLimitAddress(ctx.clientAddress);
	const limiter = rateLimiter();
	// Count the attempt first: a failure keeps the count, anything else gives it back.
	const [account, address] = await Promise.all([
		limiter.hit(RATE_LIMITS.loginPerAccount, accountKey),
		limiter.hit(RATE_LIMITS.loginPerAddress, addressKey),
	]);
	const giveBack = () =>
		Promise.all([
			limiter.release(RATE_LIMITS.loginPerAccount, accountKey),
			limiter.release(RATE_LIMITS.loginPerAddress, addressKey),
		]);
	if (!address.allowed) {
		await giveBack();
		throw new AppError('LoginRateLimited', {
			extra: { login_outcome: LOGIN_OUTCOME.RATE_LIMITED },
		});
	}
	// The account's limit may be held by an attacker: the owner's ways in stay open.
	const underAttack = !account.allowed;
	if (underAttack && !(found && (await ownerWayIn(ctx, found)))) {
		await giveBack();
		throw new AppError('LoginRateLimited', {
			message: errorsDetail().loginLocked({ minutes: minutesLeft(account.retryAfterMs) }),
			extra: { login_outcome: LOGIN_OUTCOME.RATE_LIMITED },
		});
	}

	const hash = found?.password_hash;
	let passwordOk: boolean;
	try {
		passwordOk = hash
			? await verifyPassword(input.password, hash)
			: await spendOneHash(input.password);
	} catch (error) {
		await giveBack();
		throw error;
	}

	if (!found || !passwordOk || found.owner_user_id !== null) {
		if (found && !hash && found.owner_user_id === null && found.status !== 'suspended') {
			// An account made without a password (e.g. by a social login elsewhere): help it set one.
			await giveBack();
			await sendPasswordResetMail(ctx.db, found);
			throw new AppError('PasswordResetSent', {
				extra: { login_outcome: LOGIN_OUTCOME.PASSWORD_RESET_SENT },
			});
		}
		throw new AppError('LoginFailed');
	}
	// The password was right: this attempt is not a failure.
	await giveBack();
	const user = found;
	if (user.status === 'suspended') {
		throw new AppError('AccountSuspended', { extra: { login_outcome: LOGIN_OUTCOME.SUSPENDED } });
	}

	if (user.mfa_enabled === 1) {
		try {
			await secondFactor(ctx.db, user, input);
		} catch (error) {
			throw withMfaChallenge(error, issueMfaChallenge(user));
		}
	}

	if (!underAttack) await limiter.reset(RATE_LIMITS.loginPerAccount, accountKey);
	const newHash = needsRehash(user.password_hash ?? '') ? await hashPassword(input.password) : null;
	return finishLogin(ctx, user, newHash);
}

/**
 * While the account's failure limit is reached, the password is still checked when it can only
 * let the owner in: from a browser that has logged in to the account before, or for an account
 * whose second factor must follow. (The address limit still slows whoever is guessing.)
 */
async function ownerWayIn(ctx: AuthContext, user: UserRow): Promise<boolean> {
	return user.mfa_enabled === 1 || (await isKnownDevice(ctx.db, ctx.cookies, user.id));
}

function minutesLeft(ms: number): number {
	return Math.max(1, Math.ceil(ms / 60_000));
}

/**
 * Forgets the account's login failures after a success, unless they hold its limit: then they
 * are (also) someone else's, and they keep the unknown ways in shut until the window ends.
 */
async function forgetFailures(userId: string): Promise<void> {
	const limiter = rateLimiter();
	if ((await limiter.peek(RATE_LIMITS.loginPerAccount, userId)).allowed) {
		await limiter.reset(RATE_LIMITS.loginPerAccount, userId);
	}
}

/**
 * AUTH-03 for the no-JavaScript login page: the second step carries the signed `mfa_challenge`
 * that the first step's `MfaRequired` answered (proof that the password was right, for five
 * minutes), so the page never has to put the password back into its HTML.
 */
export async function logInWithMfaChallenge(
	ctx: AuthContext,
	input: { challenge: string; mfaToken: string | undefined; mfaResend: boolean },
): Promise<LoginAnswer> {
	const read = readMfaChallenge(input.challenge);
	const user = read ? await findUserById(ctx.db, read.userId) : undefined;
	if (
		!read ||
		!user ||
		!challengeFitsUser(read, user) ||
		user.mfa_enabled !== 1 ||
		user.owner_user_id !== null
	) {
		throw new AppError('TokenInvalid', {
			message: errorsDetail().loginTookTooLong(),
		});
	}
	if (user.status === 'suspended') {
		throw new AppError('AccountSuspended', { extra: { login_outcome: LOGIN_OUTCOME.SUSPENDED } });
	}
	try {
		await secondFactor(ctx.db, user, {
			usernameOrEmail: user.username,
			password: '',
			mfaToken: input.mfaToken,
			mfaResend: input.mfaResend,
		});
	} catch (error) {
		// The same challenge goes back: retrying codes never extends the five minutes.
		throw withMfaChallenge(error, input.challenge);
	}
	await forgetFailures(user.id);
	return finishLogin(ctx, user, null);
}

/**
 * MFA answers carry an `mfa_challenge`, so a page can ask for the code without the password: a
 * new one from the password step, the same one from the challenge step.
 */
function withMfaChallenge(error: unknown, challenge: string): unknown {
	if (
		!(error instanceof AppError) ||
		(error.code !== 'MfaRequired' && error.code !== 'MfaInvalid')
	) {
		return error;
	}
	return new AppError(error.code, {
		message: error.message,
		extra: { ...error.extra, mfa_challenge: challenge },
	});
}

/** The end of every login: upgrade the hash, reactivate, and open a brand-new session. */
async function finishLogin(
	ctx: AuthContext,
	user: UserRow,
	newHash: string | null,
): Promise<LoginAnswer> {
	// Past the second factor, a password set from a reset link is the owner's: mailed codes
	// count again (only the app or a backup code can have got here).
	const fromMailbox = user.mfa_enabled === 1 && passwordFromMailbox(user);
	await ctx.db.transaction().execute(async (trx) => {
		if (newHash || user.status === 'deactivated' || fromMailbox) {
			await updateUser(trx, user.id, {
				...(newHash ? { password_hash: newHash } : {}),
				...(user.status === 'deactivated' ? { status: 'active' } : {}),
				...(fromMailbox ? { password_reset_at: null } : {}),
			});
		}
		await startBrowserSession(ctx, user.id, trx);
	});
	return answer(user);
}

/**
 * AUTH-03: the MFA challenge, the mailed code, and the check of `mfa_token`. When the password
 * came from a reset link it proves only the mailbox, so the mailed code is neither sent nor
 * accepted (`extra_data.mail_code` false): the app or a backup code must follow.
 */
async function secondFactor(
	db: Kysely<Database>,
	user: UserRow,
	input: CredentialsLogin,
): Promise<void> {
	const mailCode = !passwordFromMailbox(user);
	if (input.mfaResend && mailCode) {
		await sendMfaEmailCode(db, user);
		throw new AppError('MfaRequired', {
			message: errorsDetail().mfaCodeMailed(),
			extra: { mfa_required: true, code_sent: true, mail_code: true },
		});
	}
	if (input.mfaResend || !input.mfaToken) {
		throw new AppError('MfaRequired', {
			...(mailCode ? {} : { message: errorsDetail().mfaMailboxPassword() }),
			extra: { mfa_required: true, mail_code: mailCode },
		});
	}
	const limiter = rateLimiter();
	// Counted before the check, so parallel guesses cannot all pass; a right code forgets them.
	if (!(await limiter.hit(RATE_LIMITS.mfaPerAccount, user.id)).allowed) {
		await limiter.release(RATE_LIMITS.mfaPerAccount, user.id);
		throw new AppError('LoginRateLimited', {
			extra: { login_outcome: LOGIN_OUTCOME.RATE_LIMITED },
		});
	}
	let ok: boolean;
	try {
		ok = mailCode
			? await verifyMfaCode(db, user, input.mfaToken)
			: await verifyAppOrBackupCode(db, user, input.mfaToken);
	} catch (error) {
		await limiter.release(RATE_LIMITS.mfaPerAccount, user.id);
		throw error;
	}
	if (!ok) throw new AppError('MfaInvalid', { extra: { mfa_required: true, mail_code: mailCode } });
	await limiter.reset(RATE_LIMITS.mfaPerAccount, user.id);
}
