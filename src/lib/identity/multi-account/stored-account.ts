/**
 * The JSON shapes of multi-account switching, shared by the server (which builds them) and the
 * account menu island (which shows them), plus the avatar placeholder rule of ACC-14. Names and
 * type labels (ACC-13, ACC-14) come from `users/display-name.ts`.
 */

/** A linked business as listed under its owner (`businesses`, ACC-11). */
export interface LinkedBusinessSummary {
	id: string;
	username: string;
	business_name: string;
	image_small_url: string | null;
	image_medium_url: string | null;
	avatar_color_index: number;
}

/** The owner of a linked business (`owners`, ACC-11); no email: that is `partner.biz_ownership_email`. */
export interface AccountOwnerSummary {
	id: string;
	username: string;
	full_name: string;
	image_small_url: string | null;
	image_medium_url: string | null;
	avatar_color_index: number;
}

/** ACC-11: the business side of an account; null for personal accounts. */
export interface PartnerFields {
	/** True for a business opened through its owner (MAS-07), false for a converted account. */
	is_linked_business: boolean;
	business_name: string;
	/** The contact address given at creation, else the owner's (or the account's own) email. */
	biz_contact_email: string;
	/** The email of the account that owns the business (its own for a converted account). */
	biz_ownership_email: string;
}

/**
 * MAS-01: what the browser knows about one account it holds a token for. Private fields
 * (email, partner, businesses) are only ever built for accounts the browser holds a session of.
 */
export interface StoredAccountProfile {
	id: string;
	username: string;
	email: string;
	/** The business name for business accounts, else first and last name; may be empty (ACC-13). */
	full_name: string;
	/** 60×60 image, or null when the account has no avatar (ACC-14). */
	image_small_url: string | null;
	/** 136×136 image, or null. */
	image_medium_url: string | null;
	/** Picks the placeholder colour when there is no image (ACC-14). */
	avatar_color_index: number;
	type: 'personal' | 'business';
	/** MAS-11: the account opted in to a private account (`users.is_private`); hides "Add account". */
	opt_in_private_account: boolean;
	owners: AccountOwnerSummary[];
	partner: PartnerFields | null;
	businesses: LinkedBusinessSummary[];
}

/** One entry of the `session_accounts` map (AUTH-10). */
export interface StoredAccount extends StoredAccountProfile {
	/** False when the stored session has expired: the account shows as failed (MAS-08). */
	logged_in: boolean;
	/** The account this browser is using now. */
	is_current: boolean;
}

/** `session_accounts`, keyed by user id (MAS-01). */
export type SessionAccounts = Record<string, StoredAccount>;

/** The answer of a switch (MAS-03): tokens travel only in HttpOnly cookies, never in the body. */
export interface SwitchResult {
	access_token_issued: true;
	user_id: string;
	/** With `get_user: true`. */
	user?: StoredAccount;
}

/** How many placeholder colours exist (`avatar_color_index` is taken modulo this). */
export const AVATAR_COLOR_COUNT = 10;

/** ACC-14: the placeholder letter for an account without an avatar. */
export function avatarInitial(name: string): string {
	const first = [...name.trim()][0];
	return first ? first.toLocaleUpperCase() : '?';
}

/** ACC-14: the placeholder colour slot (0…AVATAR_COLOR_COUNT-1) for any integer index. */
export function avatarColorSlot(index: number): number {
	const n = Number.isFinite(index) ? Math.trunc(index) : 0;
	return ((n % AVATAR_COLOR_COUNT) + AVATAR_COLOR_COUNT) % AVATAR_COLOR_COUNT;
}
