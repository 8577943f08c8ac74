import type { Audience } from '../../users/user-settings.ts';

/**
 * The viewer's settings as `GET /v3/users/settings/` and `UserSettingsResource` update answer
 * them (SET-02). Islands receive this as a prop (server-rendered) or fetch it on mount.
 */
export interface UserSettingsView {
	username: string;
	email: string;
	/** SET-04: a new address waiting for its confirmation link. */
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

/** The fields `UserSettingsResource` update accepts (any subset). */
export type SettingsChanges = Partial<
	Pick<
		UserSettingsView,
		| 'first_name'
		| 'last_name'
		| 'full_name'
		| 'username'
		| 'about'
		| 'gender'
		| 'country'
		| 'locale'
		| 'email'
		| 'opt_in_private_account'
		| 'shopping_rec_disabled'
		| 'featureMap'
		| 'comments_disabled'
		| 'allow_mentions'
		| 'messaging_permissions'
		| 'ads_customize_from_conversion'
		| 'personalize_from_offsite_browsing'
		| 'third_party_marketing_tracking_enabled'
		| 'ccpa_opted_out'
		| 'third_party_ads_personalization'
		| 'video_rec_enabled'
		| 'allow_analytic_cookies'
		| 'allow_personalization_cookies'
		| 'allow_marketing_cookies'
	> & { website_url: string; profile_image_media_id: string }
>;

/** The fields of `changes` whose value differs from `saved` (what a Save sends). */
export function changedFields<T extends object>(saved: T, draft: Partial<T>): Partial<T> {
	const out: Partial<T> = {};
	for (const key of Object.keys(draft) as (keyof T)[]) {
		if (JSON.stringify(draft[key]) !== JSON.stringify(saved[key])) out[key] = draft[key];
	}
	return out;
}
