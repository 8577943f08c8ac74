import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { ConsentAnswer } from '../privacy/consent.ts';
import { parseUserSettings } from '../settings/user-settings.ts';

/**
 * What the page shell needs to know about a signed-in viewer beyond the session: whether their
 * email is verified (AUTH-21 reminder) and, where a consent banner applies, their saved cookie
 * consent (CMP-05). One primary-key lookup per signed-in page; the settings JSON is read only
 * when asked for.
 */
export interface ShellAccountState {
	emailVerified: boolean;
	/** The saved consent answer, or null when not answered (or not asked for). */
	consent: ConsentAnswer | null;
}

export async function shellAccountState(
	db: Kysely<Database>,
	userId: string,
	options: { withConsent: boolean },
): Promise<ShellAccountState> {
	const row = options.withConsent
		? await db
				.selectFrom('users')
				.select(['email_verified_at', 'settings'])
				.where('id', '=', userId)
				.executeTakeFirst()
		: await db
				.selectFrom('users')
				.select(['email_verified_at'])
				.where('id', '=', userId)
				.executeTakeFirst();
	if (!row) return { emailVerified: true, consent: null };
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
	return { emailVerified: row.email_verified_at !== null, consent };
}

/** AUTH-21: whether the user's email address is verified (an unknown user counts as verified). */
export async function isEmailVerified(db: Kysely<Database>, userId: string): Promise<boolean> {
	return (await shellAccountState(db, userId, { withConsent: false })).emailVerified;
}
