import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type { ConsentAnswer } from '../../platform/privacy/consent.ts';
import { avatarUrl } from '../users/avatar.server.ts';
import { parseUserSettings } from '../users/user-settings.ts';
import { findShellAccountRow } from '../users/users.repository.server.ts';

/**
 * What the page shell needs to know about a signed-in viewer beyond the session: the header
 * avatar (ACC-14), whether their email is verified (AUTH-21 reminder), their interface language
 * (text direction), whether they are an employee (NAV-12) and, where a consent banner applies,
 * their saved cookie consent (CMP-05). One primary-key lookup per signed-in
 * page; the settings JSON is read only when asked for.
 */
export interface ShellAccountState {
	/** The small profile picture, or null for the initial-and-colour placeholder. */
	avatarUrl: string | null;
	avatarColorIndex: number;
	emailVerified: boolean;
	/** The saved consent answer, or null when not answered (or not asked for). */
	consent: ConsentAnswer | null;
	/** The interface language (`users.locale`): a right-to-left one mirrors the layout. */
	locale: string | null;
	/** NAV-12: employees get "Report a bug" in the account menu. */
	isEmployee: boolean;
}

export async function shellAccountState(
	db: Kysely<Database>,
	userId: string,
	options: { withConsent: boolean },
): Promise<ShellAccountState> {
	const row = await findShellAccountRow(db, userId, options.withConsent);
	if (!row) {
		return {
			avatarUrl: null,
			avatarColorIndex: 0,
			emailVerified: true,
			consent: null,
			locale: null,
			isEmployee: false,
		};
	}
	let consent: ConsentAnswer | null = null;
	if ('settings' in row) {
		const saved = parseUserSettings(row.settings as string | null).consent;
		if (
			saved.allow_analytic_cookies !== null ||
			saved.allow_personalization_cookies !== null ||
			saved.allow_marketing_cookies !== null
		) {
			consent = {
				analytics: saved.allow_analytic_cookies === true,
				personalization: saved.allow_personalization_cookies === true,
				marketing: saved.allow_marketing_cookies === true,
			};
		}
	}
	return {
		avatarUrl: avatarUrl(row.storage_key, row.variants, '60x60'),
		avatarColorIndex: row.avatar_color_index,
		emailVerified: row.email_verified_at !== null,
		consent,
		locale: row.locale,
		isEmployee: row.is_employee === 1,
	};
}
