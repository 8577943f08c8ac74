import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { RATE_LIMITS, rateLimiter } from '../security/rate-limit.server.ts';
import { randomToken } from '../security/secret-token.server.ts';
import { displayName } from '../users/user.ts';
import { findUserById, findUserByLogin } from '../users/users.repository.server.ts';
import { updateUser } from './accounts.repository.server.ts';
import { type AuthContext, startBrowserSession } from './browser-session.server.ts';

export { safeNext } from './safe-next.ts';

import { sendMfaEmailCode, verifyMfaCode } from './mfa/mfa.service.server.ts';
import {
	challengeFitsUser,
	issueMfaChallenge,
	readMfaChallenge,
} from './mfa/mfa-challenge.server.ts';
import { hashPassword, needsRehash, verifyPassword } from './password.server.ts';
import { sendPasswordResetMail } from './password-reset.service.server.ts';

/** Re-exported for pages that call the login with their own cookie jar. */
export type { AuthContext };

export interface CredentialsLogin {
	usernameOrEmail: string;
	password: string;
	mfaToken: string | undefined;
	mfaResend: boolean;
}

/** AUTH-02: the login outcome codes failures carry in `extra_data.login_outcome`. */
export const LOGIN_OUTCOME = {
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
			full_name:
				(business && user.business_name?.trim()) ||
				displayName({
					firstName: user.first_name,
					lastName: user.last_name,
					username: user.username,
				}),
			account_type: business ? 'business' : 'personal',
		},
		login_state: 1,
	};
}

/**
 * AUTH-01/02/03: logs in with an email or username and a password, then a second factor when
 * the account has MFA. Order of checks, so a refusal says no more than it must:
 * 1. too many failures for the account or the address → LoginRateLimited (outcome 1), before any
 *    password is checked. The attempt is counted BEFORE the slow hash check (and the count taken
 *    back when the password was right), so parallel requests cannot all pass a look at the count;
 * 2. one password hash is always checked (a dummy one for unknown accounts); a wrong password
 *    counts a failure for both and answers LoginFailed;
 * 3. with the right password: suspended → AccountSuspended (6); an account without a password
 *    gets a reset mail → PasswordResetSent (3); linked businesses never log in directly;
 * 4. MFA: no `mfa_token` → MfaRequired (the challenge, `extra_data.mfa_required`); `mfa_resend`
 *    mails a code first (`code_sent`); a wrong code → MfaInvalid, limited per account;
 * 5. success: upgrade an old hash, reactivate a deactivated account, forget the failures, and
 *    open a brand-new session (the browser's other live account is kept as a stored account).
 */
export async function logInWithCredentials(
	ctx: AuthContext,
	input: CredentialsLogin,
): Promise<LoginAnswer> {
	const login = input.usernameOrEmail.trim().toLowerCase();
	const found = login && login.length <= 254 ? await findUserByLogin(ctx.db, login) : undefined;
	const accountKey = found ? found.id : `unknown:${login}`;
	const limiter = rateLimiter();
	// Count the attempt first: a failure keeps the count, anything else gives it back.
	const [account, address] = await Promise.all([
		limiter.hit(RATE_LIMITS.loginPerAccount, accountKey),
		limiter.hit(RATE_LIMITS.loginPerAddress, ctx.clientAddress),
	]);
	const giveBack = () =>
		Promise.all([
			limiter.release(RATE_LIMITS.loginPerAccount, accountKey),
			limiter.release(RATE_LIMITS.loginPerAddress, ctx.clientAddress),
		]);
	if (!account.allowed || !address.allowed) {
		await giveBack();
		throw new AppError('LoginRateLimited', {
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

	await limiter.reset(RATE_LIMITS.loginPerAccount, accountKey);
	const newHash = needsRehash(user.password_hash ?? '') ? await hashPassword(input.password) : null;
	return finishLogin(ctx, user, newHash);
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
			message: 'Your login took too long. Enter your email and password again.',
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
	await rateLimiter().reset(RATE_LIMITS.loginPerAccount, user.id);
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
	await ctx.db.transaction().execute(async (trx) => {
		if (newHash || user.status === 'deactivated') {
			await updateUser(trx, user.id, {
				...(newHash ? { password_hash: newHash } : {}),
				...(user.status === 'deactivated' ? { status: 'active' } : {}),
			});
		}
		await startBrowserSession(ctx, user.id, trx);
	});
	return answer(user);
}

/** AUTH-03: the MFA challenge, the mailed code, and the check of `mfa_token`. */
async function secondFactor(
	db: Kysely<Database>,
	user: UserRow,
	input: CredentialsLogin,
): Promise<void> {
	if (input.mfaResend) {
		await sendMfaEmailCode(db, user);
		throw new AppError('MfaRequired', {
			message: 'We emailed you a 6-digit code. Enter it to log in.',
			extra: { mfa_required: true, code_sent: true },
		});
	}
	if (!input.mfaToken) throw new AppError('MfaRequired', { extra: { mfa_required: true } });
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
		ok = await verifyMfaCode(db, user, input.mfaToken);
	} catch (error) {
		await limiter.release(RATE_LIMITS.mfaPerAccount, user.id);
		throw error;
	}
	if (!ok) throw new AppError('MfaInvalid', { extra: { mfa_required: true } });
	await limiter.reset(RATE_LIMITS.mfaPerAccount, user.id);
}
