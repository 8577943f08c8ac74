import type { Generated } from 'kysely';

/**
 * The tables of people and their sign-in (`src/lib/identity`): accounts, sessions, mailed
 * tokens, known browsers, MFA backup codes, per-user states, follows of people, blocks, and what
 * a visitor saw before signing up (AUTH-09).
 * Part of `Database` (`../database.ts`), whose conventions they follow.
 */

export interface UserTable {
	id: string;
	/** Lower-case, `[a-z0-9_]`, never a reserved top-level name (RTE-23). */
	username: string;
	/** Lower-case. */
	email: string;
	/** argon2id hash (`argon2id$…`; older `scrypt$…` hashes are upgraded at login), or null. */
	password_hash: string | null;
	first_name: string;
	last_name: string;
	about: string;
	website_url: string | null;
	image_media_id: string | null;
	/** `personal` or `business`. */
	account_type: string;
	country: string;
	locale: string;
	is_private: Generated<number>;
	follower_count: Generated<number>;
	following_count: Generated<number>;
	pin_count: Generated<number>;
	/** BLD-20: drafts of this user waiting for their publish time. */
	scheduled_pin_count: Generated<number>;
	board_count: Generated<number>;
	created_at: string;
	updated_at: string;
	/** `active`, `suspended` (by staff; cannot log in) or `deactivated` (by the user; logging in reactivates). */
	status: Generated<string>;
	/** `YYYY-MM-DD`. */
	birthday: Generated<string | null>;
	/** ACC-23: `female`, `male`, `unspecified` or a custom text. */
	gender: Generated<string | null>;
	email_verified_at: Generated<string | null>;
	/** SET-04: an address waiting for its confirmation link. */
	email_changing_to: Generated<string | null>;
	is_employee: Generated<number>;
	/** Set on linked business accounts (MAS-07): the personal account that owns it. */
	owner_user_id: Generated<string | null>;
	business_name: Generated<string | null>;
	/** Search terms of the full name (first, last, business; `platform/text/search-terms.ts`). */
	name_terms: Generated<string>;
	avatar_color_index: Generated<number>;
	phone_country: Generated<string | null>;
	phone_number: Generated<string | null>;
	mfa_enabled: Generated<number>;
	/** Base32 TOTP secret once MFA is on. */
	mfa_secret: Generated<string | null>;
	/** Secret shown as a QR code while MFA is being set up, before the first code confirms it. */
	mfa_pending_secret: Generated<string | null>;
	/** Last TOTP time step accepted, so one code cannot be used twice. */
	mfa_last_step: Generated<number>;
	/** JSON of `UserSettings` (privacy, notifications, consent); see `settings/user-settings.ts`. */
	settings: Generated<string>;
	/** JSON of what sign-up sent besides credentials (AUTH-05, U-01). */
	signup_data: Generated<string | null>;
	/** Parental passcode (PPC): an argon2id hash of the 4 digits. */
	passcode_hash: Generated<string | null>;
	passcode_backup_email: Generated<string | null>;
	passcode_verified_at: Generated<string | null>;
	password_changed_at: Generated<string | null>;
	/** When the old address's owner undid an email change from its notice (a record for staff). */
	review_locked_at: Generated<string | null>;
	/**
	 * When a reset link last set the password of an account with MFA. While it equals
	 * `password_changed_at`, the password proves only the mailbox, so a mailed MFA code is no
	 * second factor for it; cleared by the first login with the app or a backup code.
	 */
	password_reset_at: Generated<string | null>;
}

export interface SessionTable {
	id: string;
	/** SHA-256 of the cookie token, hex; the token itself is never stored. */
	token_hash: string;
	user_id: string;
	created_at: string;
	expires_at: string;
	last_used_at: string;
	/** For a linked-business session (MAS-07): the owner who opened it. */
	owner_user_id: Generated<string | null>;
	/** The user agent that opened the session, for the security settings list. */
	client: Generated<string | null>;
	/** When this session last confirmed its owner for a sensitive change (`auth/reauth`). */
	reauthenticated_at: Generated<string | null>;
}

/** One-time secrets sent by mail: password reset, email verification, email change, MFA codes. */
export interface AuthTokenTable {
	id: string;
	user_id: string;
	/** `password_reset`, `email_verify`, `email_change`, `email_change_undo`, `mfa_email` or `passcode_email`. */
	purpose: string;
	/** SHA-256 of the token, hex. */
	token_hash: string;
	/** The address the token was sent to. */
	email: string | null;
	created_at: string;
	expires_at: string;
	used_at: string | null;
}

/** Browsers that have logged in to an account (`auth/known-device.server.ts`). */
export interface KnownDeviceTable {
	user_id: string;
	/** SHA-256 of the browser's device-cookie token, hex; the token itself is never stored. */
	token_hash: string;
	created_at: string;
	last_login_at: string;
}

export interface MfaBackupCodeTable {
	id: string;
	user_id: string;
	/** SHA-256 of the code, hex. */
	code_hash: string;
	created_at: string;
	used_at: string | null;
}

/** ACC-20: per-user state/value pairs (`QUICK_SAVES_BOARD_ID`, `GPC_BROWSER_SIGNAL_EVER_DETECTED`). */
export interface UserStateTable {
	user_id: string;
	state: string;
	value: string;
	updated_at: string;
}

export interface UserFollowTable {
	follower_id: string;
	followee_id: string;
	created_at: string;
}

/** ACC-22: the blocker no longer sees, and is no longer followed by, the blocked user. */
export interface UserBlockTable {
	blocker_id: string;
	blocked_id: string;
	created_at: string;
}

/** AUTH-09: what a visitor looked at before registering or returning. */
export interface LandingSignalTable {
	id: string;
	user_id: string | null;
	is_register: number;
	/** JSON list of paths. */
	unauth_visited_pages: string;
	created_at: string;
}
