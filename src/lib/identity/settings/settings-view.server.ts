import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { orNotFound } from '../../platform/http/errors.ts';
import { avatarUrl } from '../users/avatar.server.ts';
import { fullName } from '../users/display-name.ts';
import { parseUserSettings } from '../users/user-settings.ts';
import { findUserWithAvatar, type UserWithAvatarRow } from '../users/users.repository.server.ts';
import type { UserSettingsView } from './client/settings-view.ts';

/**
 * The viewer's settings as `GET /v3/users/settings/` and `UserSettingsResource` update answer
 * them (SET-02). The type lives in `settings/client/settings-view.ts`, which islands import too,
 * so the server and the forms cannot drift apart.
 */
export type SettingsView = UserSettingsView;

/** Row → settings view. */
function settingsViewFromRow(row: UserWithAvatarRow): SettingsView {
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
		full_name: fullName(row),
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
