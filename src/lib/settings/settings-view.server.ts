import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { orNotFound } from '../http/errors.ts';
import { avatarUrl } from '../users/avatar.server.ts';
import { findUserWithAvatar, type UserWithAvatarRow } from '../users/users.repository.server.ts';
import { fullNameOfRow } from '../users/viewer-model.server.ts';
import { type Audience, parseUserSettings } from './user-settings.ts';

/**
 * The viewer's settings as `GET /v3/users/settings/` and `UserSettingsResource` update answer
 * them (SET-02). The settings forms code against exactly this shape
 * (`settings/client/settings-view.ts` mirrors it for islands); change both together.
 */
export interface SettingsView {
	username: string;
	email: string;
	/** SET-04: the new address while its confirmation link is unused; else null. */
	email_changing_to: string | null;
	email_verified: boolean;
	first_name: string;
	last_name: string;
	/** SET-03: the business name for business accounts. */
	full_name: string;
	about: string;
	website_url: string | null;
	/** ACC-23: `female`, `male`, `unspecified`, `custom_gender` or a custom text; null when unset. */
	gender: string | null;
	country: string;
	locale: string;
	/** The 136×136 crop of the profile picture, or null for none. */
	profile_image_url: string | null;
	account_type: 'personal' | 'business';
	is_linked_business: boolean;
	business_name: string | null;
	opt_in_private_account: boolean;
	shopping_rec_disabled: boolean;
	featureMap: Record<string, boolean>;
	comments_disabled: boolean;
	allow_mentions: Audience;
	messaging_permissions: Audience;
	ads_customize_from_conversion: boolean;
	personalize_from_offsite_browsing: boolean;
	third_party_marketing_tracking_enabled: boolean;
	ccpa_opted_out: boolean;
	third_party_ads_personalization: boolean;
	video_rec_enabled: boolean;
	allow_analytic_cookies: boolean | null;
	allow_personalization_cookies: boolean | null;
	allow_marketing_cookies: boolean | null;
	has_passcode: boolean;
	passcode_verification_pending: boolean;
	mfa_enabled: boolean;
}

/** Row → settings view. */
export function settingsViewFromRow(row: UserWithAvatarRow): SettingsView {
	const settings = parseUserSettings(row.settings);
	const hasPasscode = row.passcode_hash !== null;
	const isBusiness = row.account_type === 'business';
	return {
		username: row.username,
		email: row.email,
		email_changing_to: row.email_changing_to,
		email_verified: row.email_verified_at !== null,
		first_name: row.first_name,
		last_name: row.last_name,
		full_name: fullNameOfRow(row),
		about: row.about,
		website_url: row.website_url,
		gender: row.gender,
		country: row.country,
		locale: row.locale,
		profile_image_url: avatarUrl(row.avatar_storage_key, row.avatar_variants, '136x136'),
		account_type: isBusiness ? 'business' : 'personal',
		is_linked_business: isBusiness && row.owner_user_id !== null,
		business_name: row.business_name,
		opt_in_private_account: row.is_private === 1,
		...settings.privacy,
		...settings.consent,
		has_passcode: hasPasscode,
		passcode_verification_pending: hasPasscode && row.passcode_verified_at === null,
		mfa_enabled: row.mfa_enabled === 1,
	};
}

/** The settings of an account (404 when it does not exist). */
export async function settingsView(db: Kysely<Database>, userId: string): Promise<SettingsView> {
	const row = orNotFound(await findUserWithAvatar(db, { id: userId }), `No user ${userId}.`);
	return settingsViewFromRow(row);
}
