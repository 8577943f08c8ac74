import { randomInt } from 'node:crypto';
import errorsDetail from '~/messages/errors-detail/index.ts';
import { complianceRequirements } from '../../platform/compliance/regions.ts';
import { requestCountry } from '../../platform/compliance/request-country.server.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import { currentLanguage } from '../../platform/i18n/current-language.ts';
import { DEFAULT_LANGUAGE, knownLanguage } from '../../platform/i18n/languages.ts';
import { logger } from '../../platform/log/logger.server.ts';
import { inMailLanguage } from '../../platform/mail/mail-language.server.ts';
import { enqueueMail, notifyOutbox } from '../../platform/mail/outbox.server.ts';
import { limitUnconfirmedMail } from '../../platform/mail/unconfirmed-mail-limit.server.ts';
import { existingAccountMail } from '../../platform/mail/unconfirmed-mail-texts.ts';
import { mailUrl } from '../../platform/routing/absolute-url.server.ts';
import {
	addressLimitKey,
	RATE_LIMITS,
	rateLimiter,
} from '../../platform/security/rate-limit.server.ts';
import {
	ageOn,
	isFutureBirthday,
	MIN_SIGNUP_AGE,
	parseBirthday,
	passwordCharactersMessage,
	passwordProblem,
} from '../users/account-rules.ts';
import { displayName } from '../users/display-name.ts';
import { checkNewUsername, checkPersonName } from '../users/name-rules.ts';
import { findUserLocale } from '../users/users.repository.server.ts';
import {
	accountIdWithEmail,
	insertUser,
	takenUsernames,
	uniqueViolationColumn,
} from './accounts.repository.server.ts';
import { type AuthContext, startBrowserSession } from './browser-session.server.ts';
import { emailProblem, normalizeEmail } from './email-rules.ts';
import { queueVerificationEmail } from './email-verification.service.server.ts';
import { hashPassword } from './password.server.ts';
import { usernameCandidates } from './username-from-email.ts';

/** AUTH-08: set on a browser that was refused for age; later sign-ups from it are refused at once. */
export const AGE_RESTRICT_COOKIE = '_cb_age_restrict';
/** U-01: largest `user_behavior_data` kept (JSON text); larger data is dropped, never refused. */
const MAX_BEHAVIOR_DATA_BYTES = 16 * 1024;
/** Attempts at a free derived username before giving up (a race on every candidate). */
const USERNAME_ATTEMPTS = 3;

export interface SignupInput {
	email: string;
	password: string;
	/** `YYYY-MM-DD`. */
	birthday: string;
	first_name?: string | undefined;
	last_name?: string | undefined;
	username?: string | undefined;
	country?: string | undefined;
	locale?: string | undefined;
	gender?: string | undefined;
	visited_pages?: unknown;
	referrer?: string | undefined;
	utm_campaign?: string | undefined;
	privacy_disclaimer_acknowledge?: boolean | undefined;
	user_behavior_data?: unknown;
}

export interface SignupAnswer {
	user: {
		id: string;
		username: string;
		email: string;
		first_name: string;
		last_name: string;
		full_name: string;
	};
	email_verification_sent: true;
}

function refuseAge(ctx: AuthContext): never {
	ctx.cookies.set(AGE_RESTRICT_COOKIE, '1', {
		httpOnly: true,
		sameSite: 'lax',
		maxAge: 365 * 24 * 60 * 60,
	});
	throw new AppError('AgeRestricted');
}

/** Checks an explicit username (RTE-23, reserved words) and says why it cannot be used. */
async function checkChosenUsername(ctx: AuthContext, raw: string): Promise<string> {
	const name = checkNewUsername(raw);
	if ((await takenUsernames(ctx.db, [name])).size > 0) throw new AppError('UsernameTaken');
	return name;
}

/** The first free username derived from the email (never a reserved name or word, RTE-23). */
async function freeDerivedUsername(ctx: AuthContext, email: string): Promise<string> {
	const candidates = usernameCandidates(email);
	const taken = await takenUsernames(ctx.db, candidates);
	const free = candidates.find((c) => !taken.has(c));
	if (!free) throw new AppError('SignupTransient');
	return free;
}

/** U-01: any JSON value, kept when its text is at most 16 KB; otherwise dropped. */
function behaviorData(value: unknown): unknown {
	if (value === undefined) return undefined;
	try {
		const text = JSON.stringify(value);
		return text !== undefined && Buffer.byteLength(text) <= MAX_BEHAVIOR_DATA_BYTES
			? value
			: undefined;
	} catch {
		return undefined;
	}
}

/**
 * The new account's interface language: the one the sign-up names when it is a known one, else
 * the language the visitor is reading the site in (address prefix, footer choice,
 * `Accept-Language`; docs/i18n.md), so their mail and pages stay in that language.
 */
function localeOf(chosen: string | undefined): string {
	const known = knownLanguage(chosen) ?? knownLanguage(currentLanguage());
	return !known || known === DEFAULT_LANGUAGE ? 'en-US' : known;
}

/**
 * AUTH-05: creates an account and logs this browser into it.
 * Refusals (U-02): AgeRestricted (and the AUTH-08 cookie), RateLimited (per client address,
 * except loopback on a development install; per email address; and the limits of mail to
 * unconfirmed addresses), InvalidEmail, InvalidPassword, InvalidBirthday,
 * InvalidOptions (a CMP-07 consent missing; a first or last name that breaks the name rules),
 * InvalidUsername, UsernameReserved, UsernameTaken; SignupTransient for a database failure (the
 * client retries it, AUTH-07).
 * An address that already has an account is never refused as taken (that would tell anyone who
 * has an account): after the same checks and limits, the address's owner gets a notice with
 * login and reset links, nothing is created, no session starts, and the answer has the same
 * status and shape as a new account's (`answerExistingAddress`).
 * The user row, its verification token and mail are written in one transaction; then a new
 * session starts, keeping the browser's previous live account as a stored account.
 */
export async function signUp(ctx: AuthContext, input: SignupInput): Promise<SignupAnswer> {
	if (ctx.cookies.get(AGE_RESTRICT_COOKIE)) throw new AppError('AgeRestricted');
	const addressKey = addressLimitKey(ctx.clientAddress);
	if (addressKey) {
		const limit = await rateLimiter().hit(RATE_LIMITS.signupPerAddress, addressKey);
		if (!limit.allowed) {
			throw new AppError('RateLimited', {
				message: errorsDetail().signupNetworkLimit(),
			});
		}
	}

	const email = normalizeEmail(input.email);
	const problem = emailProblem(email);
	if (problem === 'disposable') {
		throw new AppError('InvalidEmail', {
			message: errorsDetail().signupDisposableEmail(),
		});
	}
	if (problem) throw new AppError('InvalidEmail');
	const emailLimit = await rateLimiter().hit(RATE_LIMITS.signupPerEmail, email);
	if (!emailLimit.allowed) {
		throw new AppError('RateLimited', {
			message: errorsDetail().signupEmailLimit(),
		});
	}

	const passwordIssue = passwordProblem(input.password);
	if (passwordIssue === 'characters')
		throw new AppError('InvalidPassword', { message: passwordCharactersMessage() });
	if (passwordIssue) throw new AppError('InvalidPassword');

	const now = new Date();
	const birthday = parseBirthday(input.birthday);
	if (!birthday || isFutureBirthday(birthday, now)) throw new AppError('InvalidBirthday');
	if (ageOn(birthday, now) < MIN_SIGNUP_AGE) refuseAge(ctx);

	// CMP-07: the consents of where the request comes from, and of the country chosen, if any.
	const place = requestCountry(ctx.request, new URL(ctx.request.url));
	const country = input.country?.toUpperCase() ?? place.country;
	const requirements = [
		...new Set([
			...complianceRequirements(place.country, place.region),
			...complianceRequirements(country, country === place.country ? place.region : null),
		]),
	];
	if (requirements.length > 0 && input.privacy_disclaimer_acknowledge !== true) {
		throw new AppError('InvalidOptions', {
			message: errorsDetail().signupPrivacyNotice(),
			detail: `\`privacy_disclaimer_acknowledge\` must be true here (requirements ${requirements.join(', ')}).`,
			extra: { compliance_requirements: requirements },
		});
	}

	const firstName = input.first_name?.trim() ?? '';
	const lastName = input.last_name?.trim() ?? '';
	checkPersonName(firstName, lastName);
	const chosen =
		input.username === undefined ? null : await checkChosenUsername(ctx, input.username);
	// Either way a mail goes to this address, which nobody has confirmed here.
	await limitUnconfirmedMail({ userId: null, recipient: email, clientAddress: ctx.clientAddress });
	const passwordHash = await hashPassword(input.password);
	const names = { email, firstName, lastName };
	const ownerId = await accountIdWithEmail(ctx.db, email);
	if (ownerId) {
		const username = chosen ?? (await freeDerivedUsername(ctx, email));
		return answerExistingAddress(ctx, ownerId, { ...names, username });
	}
	const signupData = {
		visited_pages: input.visited_pages,
		referrer: input.referrer,
		utm_campaign: input.utm_campaign,
		privacy_disclaimer_acknowledge: input.privacy_disclaimer_acknowledge,
		compliance_requirements: requirements,
		user_behavior_data: behaviorData(input.user_behavior_data),
	};

	for (let attempt = 1; ; attempt++) {
		const username = chosen ?? (await freeDerivedUsername(ctx, email));
		const id = await createAccount(ctx, {
			username,
			email,
			passwordHash,
			firstName,
			lastName,
			country,
			locale: localeOf(input.locale),
			gender: input.gender?.trim() || null,
			birthday: input.birthday.trim(),
			signupData: JSON.stringify(signupData),
			now,
		}).catch((error: unknown) => {
			const column = uniqueViolationColumn(error);
			if (column === 'email') return EMAIL_RACE;
			if (column === 'username') {
				if (chosen || attempt >= USERNAME_ATTEMPTS) throw new AppError('UsernameTaken');
				return null; // Another sign-up took the derived name first: pick again.
			}
			if (error instanceof AppError) throw error;
			logger.error('sign-up failed', { error: String(error) });
			throw new AppError('SignupTransient', { cause: error });
		});
		if (id === null) continue;
		if (id === EMAIL_RACE) {
			// A concurrent sign-up took the address between the check and the insert.
			const winner = await accountIdWithEmail(ctx.db, email);
			if (!winner) throw new AppError('SignupTransient');
			return answerExistingAddress(ctx, winner, { ...names, username });
		}
		notifyOutbox();
		try {
			await startBrowserSession(ctx, id);
		} catch (error) {
			logger.error('sign-up session failed', { error: String(error) });
			throw new AppError('SignupTransient', { cause: error });
		}
		return {
			user: {
				id,
				username,
				email,
				first_name: firstName,
				last_name: lastName,
				full_name: displayName({
					username,
					first_name: firstName,
					last_name: lastName,
					account_type: 'personal',
					business_name: null,
				}),
			},
			email_verification_sent: true,
		};
	}
}

/** `createAccount` lost a race for the email's unique index. */
const EMAIL_RACE = Symbol('email race');

/**
 * A sign-up with an address that already has an account: mails the owner a notice (no user
 * text; login and reset links), creates nothing, starts no session, and answers in the shape of
 * a new account's answer, with a fresh id that names no account. The one difference left is
 * that no session cookie comes back, which the caller sees; the per-network sign-up limit and
 * the unconfirmed-mail limits bound how often anyone can look.
 */
async function answerExistingAddress(
	ctx: AuthContext,
	ownerId: string,
	a: { email: string; username: string; firstName: string; lastName: string },
): Promise<SignupAnswer> {
	const links = { login: new URL(mailUrl('/login')), reset: new URL(mailUrl('/password/reset')) };
	// The account that has the address reads the notice in its own language.
	const locale = await findUserLocale(ctx.db, ownerId);
	await enqueueMail(ctx.db, {
		...inMailLanguage(locale, () => existingAccountMail(links)),
		to: a.email,
		userId: ownerId,
	});
	notifyOutbox();
	return {
		user: {
			id: newId(),
			username: a.username,
			email: a.email,
			first_name: a.firstName,
			last_name: a.lastName,
			full_name: displayName({
				username: a.username,
				first_name: a.firstName,
				last_name: a.lastName,
				account_type: 'personal',
				business_name: null,
			}),
		},
		email_verification_sent: true,
	};
}

/** The user row, its verification token and mail, in one transaction. Returns the user id. */
async function createAccount(
	ctx: AuthContext,
	a: {
		username: string;
		email: string;
		passwordHash: string;
		firstName: string;
		lastName: string;
		country: string;
		locale: string;
		gender: string | null;
		birthday: string;
		signupData: string;
		now: Date;
	},
): Promise<string> {
	const id = newId();
	const at = a.now.toISOString();
	await ctx.db.transaction().execute(async (trx) => {
		await insertUser(trx, {
			id,
			username: a.username,
			email: a.email,
			password_hash: a.passwordHash,
			first_name: a.firstName,
			last_name: a.lastName,
			about: '',
			website_url: null,
			image_media_id: null,
			account_type: 'personal',
			country: a.country,
			locale: a.locale,
			created_at: at,
			updated_at: at,
			status: 'active',
			birthday: a.birthday,
			gender: a.gender,
			avatar_color_index: randomInt(10),
			settings: '{}',
			signup_data: a.signupData,
			password_changed_at: at,
		});
		await queueVerificationEmail(trx, { id, email: a.email, locale: a.locale });
	});
	return id;
}
