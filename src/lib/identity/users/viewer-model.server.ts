import type { Kysely } from 'kysely';
import { LOGIN_STATE, type Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import { ageOn, parseBirthday } from './account-rules.ts';
import { type AvatarUrls, avatarUrl, avatarUrls } from './avatar.server.ts';
import { anonymizeEmail, displayName, fullName } from './display-name.ts';
import { parseUserSettings } from './user-settings.ts';
import { findUserStates } from './user-states.repository.server.ts';
import {
	countsOfUser,
	findLinkedBusinesses,
	findUserById,
	findUserWithAvatar,
	type UserCounts,
	type UserWithAvatarRow,
} from './users.repository.server.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** ACC-02: an account is "matured" once it is older than this. */
const MATURED_AFTER_MS = 30 * DAY_MS;
/** ACC-09: where the teen-safety options live (the passcode set-up page). */
const TEEN_SAFETY_OPTIONS_URL = '/parental-passcode/';

/** ACC-11: the partner block of a business account. */
interface PartnerModel {
	is_linked_business: boolean;
	business_name: string | null;
	/** The owner's address for a linked business; the account's own otherwise. */
	biz_contact_email: string;
	biz_ownership_email: string;
}

/**
 * The signed-in viewer as the API answers it (ACC-02..12), in the spec's snake_case names. Only
 * the viewer themself (or the person owning a linked business) ever receives this shape.
 */
export interface ViewerModel extends UserCounts, AvatarUrls {
	type: 'user';
	// ACC-02 identity
	id: string;
	username: string;
	email: string;
	first_name: string;
	last_name: string;
	full_name: string;
	about: string;
	website_url: string | null;
	country: string;
	locale: string;
	gender: string | null;
	created_at: string;
	avatar_color_index: number;
	is_matured_new_user: boolean;
	account_type: 'personal' | 'business';
	// ACC-04 flags
	has_password: boolean;
	is_employee: boolean;
	is_auth: boolean;
	is_partner: boolean;
	is_limited_login: boolean;
	login_state: Viewer['loginState'];
	is_private_profile: boolean;
	is_under_16: boolean;
	is_under_18: boolean;
	is_write_banned: boolean;
	should_show_messaging: boolean;
	nags: unknown[];
	epik: string | null;
	push_package_user_id: string | null;
	// ACC-05 consent
	allow_analytic_cookies: boolean | null;
	allow_personalization_cookies: boolean | null;
	allow_marketing_cookies: boolean | null;
	// ACC-06 social connections (none are offered)
	connected_to_facebook: boolean;
	connected_to_google: boolean;
	connected_to_youtube: boolean;
	connected_to_twitter: boolean;
	connected_to_etsy: boolean;
	connected_to_instagram: boolean;
	connected_to_dropbox: boolean;
	connected_to_microsoft: boolean;
	// ACC-07 MFA and phone
	can_enable_mfa: boolean;
	mfa_enabled: boolean;
	is_sso_user: boolean;
	phone_country: string | null;
	phone_number: string | null;
	// ACC-08
	third_party_marketing_tracking_enabled: boolean;
	// ACC-09 parental controls
	passcode_enabled: boolean;
	passcode_verification_pending: boolean;
	is_passcode_candidate: boolean;
	anonymized_passcode_email: string | null;
	teen_safety_options_url: string;
	// ACC-10 domain verification
	verified_user_websites: string[];
	is_any_website_verified: boolean;
	content_claiming_access: boolean;
	// ACC-11 partner
	partner: PartnerModel | null;
	businesses: {
		id: string;
		username: string;
		business_name: string;
		image_medium_url: string | null;
	}[];
	owners: { id: string; username: string; full_name: string }[];
	// SET-09 lead-gen autofill
	is_name_eligible_for_lead_form_autofill: boolean;
	is_email_eligible_for_lead_form_autofill: boolean;
	// ACC-12 content fields
	scheduled_pin_count: number;
	explicitly_followed_by_me: boolean;
	blocked_by_me: boolean;
	profile_cover: null;
	has_quicksave_board: boolean;
	// SET-04
	email_verified: boolean;
	email_changing_to: string | null;
}

/** Every field name of the model, for `?fields=` checks (ACC-18). */
type ViewerModelField = keyof ViewerModel;

/** Whole years since a `YYYY-MM-DD` birthday, or null when it is unknown or unreadable. */
function ageFromBirthday(birthday: string | null, now: Date): number | null {
	const parsed = birthday ? parseBirthday(birthday) : null;
	return parsed ? ageOn(parsed, now) : null;
}

/**
 * ACC-02..12: the viewer's model, or null when there is no such active account. Five queries
 * at most whatever the account holds: the row with its avatar, all counts, its states, its
 * linked businesses, and (for a linked business) its owner.
 * `sessionOwnerId` is the person who opened a linked-business session (MAS-07); when given, it
 * must be that business's owner and is listed first among `owners`.
 */
export async function viewerModel(
	db: Kysely<Database>,
	userId: string,
	options: { sessionOwnerId?: string | null; loginState?: Viewer['loginState']; now?: Date } = {},
): Promise<ViewerModel | null> {
	const row = await findUserWithAvatar(db, { id: userId });
	if (!row || row.status === 'deactivated') return null;
	return viewerModelFromRow(db, row, options);
}

/** As `viewerModel`, for a row already read (UserResource looks users up by username too). */
export async function viewerModelFromRow(
	db: Kysely<Database>,
	row: UserWithAvatarRow,
	options: { sessionOwnerId?: string | null; loginState?: Viewer['loginState']; now?: Date } = {},
): Promise<ViewerModel> {
	const now = options.now ?? new Date();
	const loginState = options.loginState ?? LOGIN_STATE.AUTH;
	const isBusiness = row.account_type === 'business';
	const [counts, states, businesses, owner] = await Promise.all([
		countsOfUser(db, row.id, { publicOnly: false }),
		findUserStates(db, row.id),
		isBusiness ? Promise.resolve([]) : findLinkedBusinesses(db, row.id),
		row.owner_user_id ? findUserById(db, row.owner_user_id) : Promise.resolve(undefined),
	]);
	const settings = parseUserSettings(row.settings);
	const age = ageFromBirthday(row.birthday, now);
	const name = fullName(row);
	const emailVerified = row.email_verified_at !== null;
	const passcodeEnabled = row.passcode_hash !== null;
	const hasPassword = row.password_hash !== null;
	const isLinked = isBusiness && row.owner_user_id !== null;
	const ownerUser =
		owner && (!options.sessionOwnerId || options.sessionOwnerId === owner.id) ? owner : undefined;

	return {
		type: 'user',
		id: row.id,
		username: row.username,
		email: row.email,
		first_name: row.first_name,
		last_name: row.last_name,
		full_name: name,
		about: row.about,
		website_url: row.website_url,
		country: row.country,
		locale: row.locale,
		gender: row.gender,
		created_at: row.created_at,
		avatar_color_index: row.avatar_color_index,
		is_matured_new_user: now.getTime() - Date.parse(row.created_at) > MATURED_AFTER_MS,
		account_type: isBusiness ? 'business' : 'personal',
		...avatarUrls(row.avatar_storage_key, row.avatar_variants),
		...counts,
		has_password: hasPassword,
		is_employee: row.is_employee === 1,
		is_auth: loginState === LOGIN_STATE.AUTH,
		is_partner: isBusiness,
		is_limited_login: loginState === LOGIN_STATE.LIMITED_LOGIN,
		login_state: loginState,
		is_private_profile: row.is_private === 1,
		is_under_16: age !== null && age < 16,
		is_under_18: age !== null && age < 18,
		is_write_banned: row.status === 'suspended',
		should_show_messaging: loginState === LOGIN_STATE.AUTH,
		nags: [],
		epik: null,
		push_package_user_id: null,
		allow_analytic_cookies: settings.consent.allow_analytic_cookies,
		allow_personalization_cookies: settings.consent.allow_personalization_cookies,
		allow_marketing_cookies: settings.consent.allow_marketing_cookies,
		connected_to_facebook: false,
		connected_to_google: false,
		connected_to_youtube: false,
		connected_to_twitter: false,
		connected_to_etsy: false,
		connected_to_instagram: false,
		connected_to_dropbox: false,
		connected_to_microsoft: false,
		can_enable_mfa: hasPassword && row.mfa_enabled !== 1,
		mfa_enabled: row.mfa_enabled === 1,
		is_sso_user: false,
		phone_country: row.phone_country,
		phone_number: row.phone_number,
		third_party_marketing_tracking_enabled: settings.privacy.third_party_marketing_tracking_enabled,
		passcode_enabled: passcodeEnabled,
		passcode_verification_pending: passcodeEnabled && row.passcode_verified_at === null,
		is_passcode_candidate: age !== null && age < 18,
		anonymized_passcode_email: passcodeEnabled ? anonymizeEmail(row.passcode_backup_email) : null,
		teen_safety_options_url: TEEN_SAFETY_OPTIONS_URL,
		verified_user_websites: [],
		is_any_website_verified: false,
		content_claiming_access: false,
		partner: isBusiness
			? {
					is_linked_business: isLinked,
					business_name: row.business_name,
					biz_contact_email: (isLinked && owner?.email) || row.email,
					biz_ownership_email: row.email,
				}
			: null,
		businesses: businesses.map((b) => ({
			id: b.id,
			username: b.username,
			business_name: displayName(b),
			image_medium_url: avatarUrl(b.avatar_storage_key, b.avatar_variants, '136x136'),
		})),
		owners: ownerUser
			? [
					{
						id: ownerUser.id,
						username: ownerUser.username,
						full_name: fullName(ownerUser),
					},
				]
			: [],
		is_name_eligible_for_lead_form_autofill: name.length > 0,
		is_email_eligible_for_lead_form_autofill: emailVerified,
		scheduled_pin_count: 0,
		explicitly_followed_by_me: false,
		blocked_by_me: false,
		profile_cover: null,
		has_quicksave_board: Boolean(states.get('QUICK_SAVES_BOARD_ID')),
		email_verified: emailVerified,
		email_changing_to: row.email_changing_to,
	};
}

/** Every field of the model (for `?fields=` on `/v3/users/me/`). */
export const VIEWER_MODEL_FIELDS: ReadonlySet<string> = new Set<ViewerModelField>([
	'type',
	'id',
	'username',
	'email',
	'first_name',
	'last_name',
	'full_name',
	'about',
	'website_url',
	'country',
	'locale',
	'gender',
	'created_at',
	'avatar_color_index',
	'is_matured_new_user',
	'account_type',
	'image_small_url',
	'image_medium_url',
	'image_large_url',
	'image_xlarge_url',
	'board_count',
	'secret_board_count',
	'group_board_count',
	'pin_count',
	'follower_count',
	'following_count',
	'has_password',
	'is_employee',
	'is_auth',
	'is_partner',
	'is_limited_login',
	'login_state',
	'is_private_profile',
	'is_under_16',
	'is_under_18',
	'is_write_banned',
	'should_show_messaging',
	'nags',
	'epik',
	'push_package_user_id',
	'allow_analytic_cookies',
	'allow_personalization_cookies',
	'allow_marketing_cookies',
	'connected_to_facebook',
	'connected_to_google',
	'connected_to_youtube',
	'connected_to_twitter',
	'connected_to_etsy',
	'connected_to_instagram',
	'connected_to_dropbox',
	'connected_to_microsoft',
	'can_enable_mfa',
	'mfa_enabled',
	'is_sso_user',
	'phone_country',
	'phone_number',
	'third_party_marketing_tracking_enabled',
	'passcode_enabled',
	'passcode_verification_pending',
	'is_passcode_candidate',
	'anonymized_passcode_email',
	'teen_safety_options_url',
	'verified_user_websites',
	'is_any_website_verified',
	'content_claiming_access',
	'partner',
	'businesses',
	'owners',
	'is_name_eligible_for_lead_form_autofill',
	'is_email_eligible_for_lead_form_autofill',
	'scheduled_pin_count',
	'explicitly_followed_by_me',
	'blocked_by_me',
	'profile_cover',
	'has_quicksave_board',
	'email_verified',
	'email_changing_to',
]);

/**
 * LIM: what a limited-login viewer gets of their own model: who they are and how the shell
 * greets them, nothing a fresh login should guard (email, phone, parental or partner data).
 */
export const LIMITED_LOGIN_FIELDS: ReadonlySet<string> = new Set<ViewerModelField>([
	'type',
	'id',
	'username',
	'first_name',
	'last_name',
	'full_name',
	'country',
	'locale',
	'avatar_color_index',
	'account_type',
	'image_small_url',
	'image_medium_url',
	'image_large_url',
	'image_xlarge_url',
	'is_auth',
	'is_partner',
	'is_limited_login',
	'login_state',
	'is_private_profile',
	'allow_analytic_cookies',
	'allow_personalization_cookies',
	'allow_marketing_cookies',
]);
