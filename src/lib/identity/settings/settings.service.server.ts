import type { Kysely } from 'kysely';
import { z } from 'zod';
import errorsDetail from '~/messages/errors-detail/index.ts';
import type { Viewer } from '../../platform/access/viewer.ts';
import type { Database, UserUpdate } from '../../platform/db/database.ts';
import { isId } from '../../platform/db/ids.ts';
import { AppError, orNotFound } from '../../platform/http/errors.ts';
import { notifyOutbox } from '../../platform/mail/outbox.server.ts';
import { limitUnconfirmedMail } from '../../platform/mail/unconfirmed-mail-limit.server.ts';
import {
	cancelEmailChange,
	startEmailChange,
} from '../auth/email-change/email-change.service.server.ts';
import { emailProblem, normalizeEmail } from '../auth/email-rules.ts';
import { requireRecentReauth } from '../auth/reauth/reauth.service.server.ts';
import { requirePasscodeIfEnabled } from '../passcode/passcode-guard.server.ts';
import { splitFullName } from '../users/display-name.ts';
import { checkDisplayName, checkNewUsername, checkPersonName } from '../users/name-rules.ts';
import {
	AUDIENCES,
	type PrivacySettings,
	parseUserSettings,
	type UserSettings,
} from '../users/user-settings.ts';
import {
	findOwnedMediaId,
	findUserById,
	isUsernameTaken,
	lockUserSettings,
	updateUser,
} from '../users/users.repository.server.ts';
import { isKnownCountry } from './countries.ts';
import { LOCALE_KEYS } from './locales.ts';
import { type PasscodeNeed, passcodeNeed, passcodeNeedOf } from './passcode-policy.ts';
import { type SettingsView, settingsView } from './settings-view.server.ts';

/**
 * `UserSettingsResource` update (SET-02..05, PPC-01, U-30): any subset of the fields below.
 * Unknown fields are refused; every value is checked before anything is written, and the write
 * is one transaction, so a refused request changes nothing.
 */
export const settingsUpdateOptions = z.object({
	first_name: z.string().max(100).optional(),
	last_name: z.string().max(100).optional(),
	/** SET-03: split into first and last name; the business name for business accounts. */
	full_name: z.string().max(200).optional(),
	/** RTE-23: 3–30 of `[a-z0-9_]`, not a reserved name, not taken (compared lower-case). */
	username: z.string().max(60).optional(),
	about: z.string().max(500).optional(),
	/** Empty, or an http(s) URL. */
	website_url: z.string().max(2048).optional(),
	/** ACC-23: `female`, `male`, `unspecified`, `custom_gender`, or a custom text. */
	gender: z.string().trim().min(1).max(40).optional(),
	country: z.string().max(8).optional(),
	locale: z.string().max(16).optional(),
	/** SET-04: starts an email change; the answer's `email_changing_to` shows it pending. */
	email: z.string().max(320).optional(),
	/** A picture the viewer uploaded (`/upload-image/`), or null to remove it. */
	profile_image_media_id: z.string().refine(isId, 'must be a media id').nullable().optional(),
	opt_in_private_account: z.boolean().optional(),
	shopping_rec_disabled: z.boolean().optional(),
	featureMap: z.record(z.string().max(40), z.boolean()).optional(),
	comments_disabled: z.boolean().optional(),
	allow_mentions: z.enum(AUDIENCES).optional(),
	messaging_permissions: z.enum(AUDIENCES).optional(),
	ads_customize_from_conversion: z.boolean().optional(),
	personalize_from_offsite_browsing: z.boolean().optional(),
	third_party_marketing_tracking_enabled: z.boolean().optional(),
	ccpa_opted_out: z.boolean().optional(),
	third_party_ads_personalization: z.boolean().optional(),
	video_rec_enabled: z.boolean().optional(),
	allow_analytic_cookies: z.boolean().optional(),
	allow_personalization_cookies: z.boolean().optional(),
	allow_marketing_cookies: z.boolean().optional(),
	/** SET-05: the parental passcode, when protected fields change. */
	passcode: z.string().max(20).optional(),
	/** U-30: the user acknowledged 'Update this setting?' for a change that only tightens. */
	user_confirm_skip_passcode: z.boolean().optional(),
});

export type SettingsUpdate = z.infer<typeof settingsUpdateOptions>;
/** Re-exported for callers that reached the rule through this module; prefer `passcode-policy.ts`. */

const PRIVACY_FIELDS = [
	'shopping_rec_disabled',
	'featureMap',
	'comments_disabled',
	'allow_mentions',
	'messaging_permissions',
	'ads_customize_from_conversion',
	'personalize_from_offsite_browsing',
	'third_party_marketing_tracking_enabled',
	'ccpa_opted_out',
	'third_party_ads_personalization',
	'video_rec_enabled',
] as const satisfies readonly (keyof PrivacySettings)[];

const CONSENT_FIELDS = [
	'allow_analytic_cookies',
	'allow_personalization_cookies',
	'allow_marketing_cookies',
] as const;

function invalid(field: string, detail: string): AppError {
	return new AppError('InvalidOptions', { detail: `${field}: ${detail}`, extra: { field } });
}

const localeByLowerKey = new Map(LOCALE_KEYS.map((k) => [k.toLowerCase(), k]));

/** A username as stored, or the error RTE-23 (and `name-rules.ts`) gives for a new one. */
function checkUsername(raw: string, current: string): string {
	const username = raw.trim().toLowerCase();
	return username === current ? username : checkNewUsername(username);
}

function checkWebsite(raw: string): string | null {
	const value = raw.trim();
	if (value === '') return null;
	let url: URL;
	try {
		url = new URL(value);
	} catch {
		throw invalid('website_url', errorsDetail().settingsWebsite());
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:') {
		throw invalid('website_url', errorsDetail().settingsWebsite());
	}
	return value;
}

/** What an update will write, worked out (and checked) before the transaction. */
interface Plan {
	user: UserUpdate;
	privacy: Partial<PrivacySettings>;
	consent: Partial<UserSettings['consent']>;
	/** The new address to confirm, `cancel` to drop a pending one, or null. */
	email: string | 'cancel' | null;
	needs: PasscodeNeed[];
}

type Current = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

async function plan(db: Kysely<Database>, row: Current, input: SettingsUpdate): Promise<Plan> {
	const out: Plan = { user: {}, privacy: {}, consent: {}, email: null, needs: [] };
	const settings = parseUserSettings(row.settings);
	const set = <K extends keyof UserUpdate>(
		field: string,
		column: K,
		from: unknown,
		to: UserUpdate[K],
	) => {
		if (from === to) return;
		out.user[column] = to;
		out.needs.push(passcodeNeed(field, from, to));
	};
	const isBusiness = row.account_type === 'business';

	let first = row.first_name;
	let last = row.last_name;
	if (input.full_name !== undefined) {
		if (isBusiness) {
			const name = input.full_name.trim().replace(/\s+/g, ' ');
			if (!name) throw invalid('full_name', errorsDetail().settingsBusinessName());
			if (name.length > 100)
				throw invalid('full_name', errorsDetail().settingsNameMax({ max: 100 }));
			if (name !== row.business_name) checkDisplayName('full_name', name);
			set('full_name', 'business_name', row.business_name, name);
		} else {
			({ first_name: first, last_name: last } = splitFullName(input.full_name));
		}
	}
	if (input.first_name !== undefined) first = input.first_name.trim();
	if (input.last_name !== undefined) last = input.last_name.trim();
	if (input.full_name !== undefined || input.first_name !== undefined) {
		if (!first && !isBusiness) throw invalid('first_name', errorsDetail().settingsFirstName());
		if (first.length > 100 || last.length > 100)
			throw invalid('full_name', errorsDetail().settingsNameTooLong());
	}
	if (first !== row.first_name || last !== row.last_name) checkPersonName(first, last);
	set('first_name', 'first_name', row.first_name, first);
	set('last_name', 'last_name', row.last_name, last);

	if (input.username !== undefined) {
		const username = checkUsername(input.username, row.username);
		if (username !== row.username && (await isUsernameTaken(db, username, row.id))) {
			throw new AppError('UsernameTaken');
		}
		set('username', 'username', row.username, username);
	}
	if (input.about !== undefined) set('about', 'about', row.about, input.about.trim());
	if (input.website_url !== undefined) {
		set('website_url', 'website_url', row.website_url, checkWebsite(input.website_url));
	}
	if (input.gender !== undefined) set('gender', 'gender', row.gender, input.gender);
	if (input.country !== undefined) {
		const country = input.country.trim().toUpperCase();
		if (!isKnownCountry(country))
			throw invalid(
				'country',
				errorsDetail().settingsUnknownCountry({ code: country.slice(0, 8) }),
			);
		set('country', 'country', row.country, country);
	}
	if (input.locale !== undefined) {
		const locale = localeByLowerKey.get(input.locale.trim().replace('_', '-').toLowerCase());
		if (!locale)
			throw invalid(
				'locale',
				errorsDetail().settingsUnknownLocale({ code: input.locale.slice(0, 16) }),
			);
		set('locale', 'locale', row.locale, locale);
	}
	if (input.profile_image_media_id !== undefined) {
		const mediaId = input.profile_image_media_id;
		if (mediaId !== null && !(await findOwnedMediaId(db, mediaId, row.id))) {
			throw new AppError('NotFound', {
				detail: errorsDetail().settingsImageNotYours({ id: mediaId }),
			});
		}
		set('profile_image_media_id', 'image_media_id', row.image_media_id, mediaId);
	}
	if (input.opt_in_private_account !== undefined) {
		// Compared as booleans: the passcode rule speaks of the API's values, not the 0/1 column.
		const from = row.is_private === 1;
		const to = input.opt_in_private_account;
		if (from !== to) {
			out.user.is_private = to ? 1 : 0;
			out.needs.push(passcodeNeed('opt_in_private_account', from, to));
		}
	}
	if (input.email !== undefined) {
		const email = normalizeEmail(input.email);
		if (emailProblem(email)) throw new AppError('InvalidEmail');
		if (email === row.email) {
			if (row.email_changing_to !== null) {
				out.email = 'cancel';
				out.needs.push('protected');
			}
		} else {
			// A taken address is not refused here: the answer must not tell whether an address
			// has an account (`startEmailChange` mails its owner a notice instead of a link).
			out.email = email;
			out.needs.push('protected');
		}
	}

	for (const field of PRIVACY_FIELDS) {
		const to = input[field];
		if (to === undefined) continue;
		const from = settings.privacy[field];
		if (JSON.stringify(from) === JSON.stringify(to)) continue;
		(out.privacy as Record<string, unknown>)[field] = to;
		out.needs.push(passcodeNeed(field, from, to));
	}
	for (const field of CONSENT_FIELDS) {
		const to = input[field];
		if (to === undefined || settings.consent[field] === to) continue;
		out.consent[field] = to;
		out.needs.push('free');
	}
	return out;
}

/** True for a unique-index violation on either dialect. */
function isUniqueViolation(error: unknown): boolean {
	const e = error as { code?: string; message?: string } | null;
	return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Applies a settings update for the viewer and answers the new settings view. A new sign-in
 * identifier (email or username) needs a recent re-authentication (`ReauthRequired`), checked
 * before the parental passcode; a new email counts as mail to an unconfirmed address
 * (`limitUnconfirmedMail`, by the caller's `clientAddress`).
 */
export async function updateUserSettings(
	db: Kysely<Database>,
	viewer: Viewer,
	input: SettingsUpdate,
	request: { clientAddress: string; now?: Date },
): Promise<SettingsView> {
	const now = request.now ?? new Date();
	const row = orNotFound(await findUserById(db, viewer.id));
	const todo = await plan(db, row, input);
	const newEmail = todo.email !== null && todo.email !== 'cancel' ? todo.email : null;
	if (newEmail !== null || todo.user.username !== undefined) {
		await requireRecentReauth(db, viewer, now);
	}
	const need = passcodeNeedOf(todo.needs);
	if (need !== 'free') {
		await requirePasscodeIfEnabled(db, viewer.id, {
			passcode: input.passcode,
			userConfirmSkip: input.user_confirm_skip_passcode,
			skipAllowed: need === 'skippable',
		});
	}
	if (newEmail !== null) {
		await limitUnconfirmedMail({
			userId: viewer.id,
			recipient: newEmail,
			clientAddress: request.clientAddress,
		});
	}
	const touchesSettings =
		Object.keys(todo.privacy).length > 0 || Object.keys(todo.consent).length > 0;
	if (Object.keys(todo.user).length > 0 || touchesSettings || todo.email) {
		try {
			await db.transaction().execute(async (trx) => {
				const patch: UserUpdate = { ...todo.user, updated_at: now.toISOString() };
				if (touchesSettings) {
					// Lock the row first (an UPDATE … RETURNING takes the row lock on PostgreSQL and
					// makes this a write transaction on SQLite), so a concurrent save of other keys,
					// such as a notification switch, is read here rather than overwritten.
					const fresh = orNotFound(await lockUserSettings(trx, viewer.id, now.toISOString()));
					const settings = parseUserSettings(fresh);
					patch.settings = JSON.stringify({
						...settings,
						privacy: { ...settings.privacy, ...todo.privacy },
						consent: { ...settings.consent, ...todo.consent },
					});
				}
				await updateUser(trx, viewer.id, patch);
				if (todo.email === 'cancel') await cancelEmailChange(trx, viewer.id, now);
				else if (newEmail !== null) await startEmailChange(trx, row, newEmail, now);
			});
		} catch (error) {
			if (isUniqueViolation(error)) {
				throw new AppError(todo.user.username ? 'UsernameTaken' : 'Conflict', { cause: error });
			}
			throw error;
		}
		if (newEmail !== null) notifyOutbox();
	}
	return settingsView(db, viewer.id);
}
