import type { Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely';

/**
 * The typed shape of every table, shared by SQLite and PostgreSQL.
 *
 * Conventions that hold on both dialects (the result plugin in `normalize-results.server.ts`
 * makes them true):
 * - ids (`id`, `*_id`) are decimal strings of 64-bit integers;
 * - timestamps are ISO-8601 strings in UTC;
 * - flags are integers 0/1 named `is_*`;
 * - JSON is stored as text and parsed by the domain converters.
 */
export interface Database {
	users: UserTable;
	sessions: SessionTable;
	media: MediaTable;
	boards: BoardTable;
	board_sections: BoardSectionTable;
	board_collaborators: BoardCollaboratorTable;
	pins: PinTable;
	interests: InterestTable;
	pin_interests: PinInterestTable;
	media_color_buckets: MediaColorBucketTable;
	user_follows: UserFollowTable;
	board_follows: BoardFollowTable;
	interest_follows: InterestFollowTable;
	auth_tokens: AuthTokenTable;
	known_devices: KnownDeviceTable;
	mfa_backup_codes: MfaBackupCodeTable;
	user_states: UserStateTable;
	outbox: OutboxTable;
	landing_signals: LandingSignalTable;
	board_slugs: BoardSlugTable;
	pin_reactions: PinReactionTable;
	pin_favorites: PinMarkTable;
	pin_dones: PinMarkTable;
	pin_hides: PinMarkTable;
	pin_reports: PinReportTable;
	user_blocks: UserBlockTable;
	blocking_actions: BlockingActionTable;
	pin_stats: PinStatTable;
	offsite_domains: OffsiteDomainTable;
	site_feedback: SiteFeedbackTable;
	context_log_events: ContextLogEventTable;
	experiment_activations: ExperimentActivationTable;
	user_experiences: UserExperienceTable;
	spam_fingerprints: SpamFingerprintTable;
	browser_extension_status: BrowserExtensionStatusTable;
	videos: VideoTable;
	pin_carousel_slots: PinCarouselSlotTable;
	pin_tags: PinTagTable;
	pin_drafts: PinDraftTable;
	pin_draft_items: PinDraftItemTable;
	/** SQLite only: the in-process job engine's queue (`platform/jobs`); PostgreSQL uses pg-boss. */
	jobs: JobTable;
}

/**
 * A handle on the database: the pool from `db()` or a transaction (a Kysely `Transaction` is a
 * `Kysely` too), so a repository function that takes `Db` runs inside its caller's transaction.
 */
export type Db = Kysely<Database>;

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

interface MediaTable {
	id: string;
	owner_id: string | null;
	/** Storage key prefix under which every variant lives. */
	storage_key: string;
	/** Output format of the stored variants (`jpeg`, `png`, `webp`). */
	format: string;
	width: number;
	height: number;
	bytes: number;
	/** `#rrggbb`. */
	dominant_color: string;
	/** A tiny blurred image as a data URL, shown while the real one loads. */
	placeholder: string;
	/** JSON: `{ [size]: { width, height, file } }` for the spec's sizes (PIN-02). */
	variants: string;
	created_at: string;
	/** SRC-06: 64-bin RGB histogram, one hex byte per bin (`src/lib/discovery/visual`); null until computed. */
	color_histogram: Generated<string | null>;
	/** SRC-06: 64-bit difference hash as 16 hex digits; null until computed. */
	dhash: Generated<string | null>;
}

/** SRC-06: the strong colour bins of each image, so visual search reads few candidates. */
export interface MediaColorBucketTable {
	/** A bin of the 64-bin histogram (0–63). */
	bucket: number;
	media_id: string;
}

export interface BoardTable {
	id: string;
	owner_id: string;
	name: string;
	slug: string;
	description: string;
	/** `public` or `secret`. */
	privacy: string;
	is_collaborative: Generated<number>;
	is_archived: Generated<number>;
	cover_pin_id: string | null;
	pin_count: Generated<number>;
	section_count: Generated<number>;
	follower_count: Generated<number>;
	collaborator_count: Generated<number>;
	created_at: string;
	updated_at: string;
	/** When the owner archived it (null while live); `is_archived` says the same as a flag. */
	archived_at: Generated<string | null>;
	/** The owner's order of boards (reorder); lower first. */
	position: Generated<number>;
	/** When a pin was last saved to it (BRD-10 `last_pinned_to`, BRD-12 recent boards). */
	last_pinned_at: Generated<string | null>;
	/** BRD-07: set when the board shows a sensitivity screen; the reason shown. */
	sensitivity_reason: Generated<string | null>;
	/** COL-05: the collaborator asked to take over ownership, until accepted or cancelled. */
	pending_owner_id: Generated<string | null>;
}

export interface BoardSectionTable {
	id: string;
	board_id: string;
	title: string;
	slug: string;
	position: number;
	pin_count: Generated<number>;
	created_at: string;
}

interface BoardCollaboratorTable {
	board_id: string;
	user_id: string;
	/** `invited`, `requested` or `accepted`. */
	status: string;
	invited_by_id: string | null;
	created_at: string;
}

export interface PinTable {
	id: string;
	pinner_id: string;
	board_id: string;
	section_id: string | null;
	media_id: string;
	/** The pin this one was saved from, if any. */
	origin_pin_id: string | null;
	title: string;
	description: string;
	link: string | null;
	domain: string | null;
	alt_text: string;
	dominant_color: string;
	repin_count: Generated<number>;
	favorite_count: Generated<number>;
	comment_count: Generated<number>;
	is_hidden: Generated<number>;
	created_at: string;
	updated_at: string;
	/** BRD-14: order within its board and section, newest first; a moved pin gets a fresh id here. */
	board_sort: string;
	/** PIN-07: JSON `{ recipe?, article?, product?: { offers… }, tutorial? }`, or null. */
	rich_metadata: Generated<string | null>;
	done_count: Generated<number>;
	/** `single`, `carousel`, `story` or `video`. */
	pin_type: Generated<string>;
	/** BLD-16: 1 unless the pinner turned comments off. */
	comments_allowed: Generated<number>;
	/** BLD-16: 1 unless the pinner turned shopping recommendations off. */
	shopping_rec_allowed: Generated<number>;
	/** A story pin's pages (PIN-17), JSON read through `content/stories/story-data.ts`; else null. */
	story_data: Generated<string | null>;
	/** A video pin's video; its `media_id` is the chosen cover frame. */
	video_id: Generated<string | null>;
}

/** An uploaded video (BLD-12): the file under `storage_key`, probed on the server. */
export interface VideoTable {
	id: string;
	owner_id: string | null;
	storage_key: string;
	/** `mp4` or `webm`. */
	format: string;
	width: number;
	height: number;
	duration_ms: number;
	bytes: number;
	/** JSON array of the 5 candidate cover frames' media ids (U-23). */
	frame_media_ids: string;
	cover_media_id: string | null;
	/** Storage key of a WebVTT captions file, if given. */
	captions_key: string | null;
	created_at: string;
}

/** One picture of a carousel pin (2–10, in `position` order; slot 0 is the pin's `media_id`). */
interface PinCarouselSlotTable {
	pin_id: string;
	position: number;
	media_id: string;
	title: Generated<string>;
	description: Generated<string>;
	link: string | null;
	alt_text: Generated<string>;
}

/** A product tag (BLD-08): a point (x, y in 0..1 of the picture) of one slot, with a link. */
interface PinTagTable {
	id: string;
	pin_id: string;
	/** The carousel slot the tag is on; 0 for a single pin. */
	slot: Generated<number>;
	x: number;
	y: number;
	link: string;
	created_at: string;
}

/** A pin draft stored on the server (BLD-02, BLD-03); a scheduled pin while `publish_option` is `scheduled`. */
interface PinDraftTable {
	id: string;
	owner_id: string;
	/** `single`, `carousel` or `story` (BLD-05). */
	type: Generated<string>;
	/** `created`, `edited` or `saved` (BLD-02). */
	status: Generated<string>;
	/** `notAttempted`, `scheduled`, `publishing`, `succeeded` or `failed`. */
	publishing_status: Generated<string>;
	/** `immediately` or `scheduled`. */
	publish_option: Generated<string>;
	scheduled_at: string | null;
	board_id: string | null;
	section_id: string | null;
	alt_text: Generated<string>;
	/** JSON array of interest ids. */
	interest_tags: Generated<string>;
	comments_allowed: Generated<number>;
	shopping_rec_allowed: Generated<number>;
	website_link: string | null;
	story_data: string | null;
	api_error: string | null;
	api_error_code: string | null;
	/** Publish attempts so far (scheduled publishing retries a bounded number of times). */
	attempts: Generated<number>;
	published_pin_id: string | null;
	created_at: string;
	updated_at: string;
}

/** One item of a draft (BLD-04): a picture or video with its words and product tags. */
interface PinDraftItemTable {
	id: string;
	draft_id: string;
	position: number;
	title: Generated<string>;
	description: Generated<string>;
	link: string | null;
	media_id: string | null;
	video_id: string | null;
	/** JSON array of pin tags (BLD-08). */
	tags: Generated<string>;
	canvas_json: string | null;
	/** JSON array of user ids mentioned. */
	user_mention_tags: Generated<string>;
}

interface InterestTable {
	id: string;
	name: string;
	/** URL segment, e.g. `home-decor`. */
	slug: string;
	parent_id: string | null;
	/** 1 for the 13 top-level idea categories (NAV-08). */
	is_category: Generated<number>;
	position: number;
	follower_count: Generated<number>;
}

interface PinInterestTable {
	pin_id: string;
	interest_id: string;
}

interface UserFollowTable {
	follower_id: string;
	followee_id: string;
	created_at: string;
}

interface BoardFollowTable {
	user_id: string;
	board_id: string;
	created_at: string;
}

interface InterestFollowTable {
	user_id: string;
	interest_id: string;
	created_at: string;
}

/** One-time secrets sent by mail: password reset, email verification, email change, MFA codes. */
interface AuthTokenTable {
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
interface KnownDeviceTable {
	user_id: string;
	/** SHA-256 of the browser's device-cookie token, hex; the token itself is never stored. */
	token_hash: string;
	created_at: string;
	last_login_at: string;
}

interface MfaBackupCodeTable {
	id: string;
	user_id: string;
	/** SHA-256 of the code, hex. */
	code_hash: string;
	created_at: string;
	used_at: string | null;
}

/** ACC-20: per-user state/value pairs (`QUICK_SAVES_BOARD_ID`, `GPC_BROWSER_SIGNAL_EVER_DETECTED`). */
interface UserStateTable {
	user_id: string;
	state: string;
	value: string;
	updated_at: string;
}

/** Mail waiting to be sent, and mail sent; the outbox worker delivers it. */
export interface OutboxTable {
	id: string;
	user_id: string | null;
	kind: string;
	to_address: string;
	subject: string;
	text_body: string;
	html_body: string | null;
	/** `pending`, `sent` or `failed`. */
	status: Generated<string>;
	attempts: Generated<number>;
	last_error: string | null;
	available_at: string;
	created_at: string;
	sent_at: string | null;
}

/** AUTH-09: what a visitor looked at before registering or returning. */
interface LandingSignalTable {
	id: string;
	user_id: string | null;
	is_register: number;
	/** JSON list of paths. */
	unauth_visited_pages: string;
	created_at: string;
}

/** SEO-07: a slug a board had (its current one too), so renamed boards keep answering. */
interface BoardSlugTable {
	owner_id: string;
	slug: string;
	board_id: string;
	created_at: string;
}

/** PIN-13: one reaction per user per pin. */
interface PinReactionTable {
	pin_id: string;
	user_id: string;
	reaction_type: number;
	created_at: string;
}

/** A user's mark on a pin: favorite (PIN-20), done (PIN-20) or hidden from their feeds. */
interface PinMarkTable {
	user_id: string;
	pin_id: string;
	created_at: string;
}

interface PinReportTable {
	id: string;
	pin_id: string;
	reporter_id: string;
	reason: string;
	detail: Generated<string>;
	created_at: string;
}

/** ACC-22: the blocker no longer sees, and is no longer followed by, the blocked user. */
interface UserBlockTable {
	blocker_id: string;
	blocked_id: string;
	created_at: string;
}

/** BRD-03/04: a long bulk action on a board (move, merge, delete of many pins) and its progress. */
export interface BlockingActionTable {
	id: string;
	board_id: string;
	/** `-1` for the whole board, null for unorganized pins, else a section id (BRD-04). */
	section_id: string | null;
	kind: string;
	user_id: string;
	total: Generated<number>;
	done: Generated<number>;
	/** JSON of what the action does (pin ids, target board and section). */
	payload: Generated<string>;
	created_at: string;
	finished_at: string | null;
}

/** Daily counts per pin for `/pin/{id}/analytics`: `impression`, `closeup`, `save`, `outbound_click`. */
interface PinStatTable {
	pin_id: string;
	/** `YYYY-MM-DD` (UTC). */
	day: string;
	kind: string;
	count: Generated<number>;
}

/** OUT-01: a domain the outbound-link check warns about: `blocked`, `suspicious` or `porn`. */
interface OffsiteDomainTable {
	domain: string;
	status: string;
	reason: Generated<string>;
	created_at: string;
}

/**
 * LOG-01/02: an event a browser logged (`ContextLogResource`). `client_uuid` is unique, so a
 * batch sent twice is stored once. JSON fields are text; absent fields are null.
 */
export interface ContextLogEventTable {
	id: string;
	client_uuid: string;
	/** The viewer (also limited-login) when there was one. */
	user_id: string | null;
	/** The browser's visitor id (`_cb_vid` cookie). */
	visitor_id: string | null;
	event_type: string;
	view_type: string | null;
	view_parameter: string | null;
	view_data: string | null;
	component: string | null;
	element: string | null;
	object_id_str: string | null;
	aux_data: string | null;
	event_data: string | null;
	client_tracking_params: string | null;
	/** When it happened: the browser's time, corrected by the batch's `report_time` (ISO). */
	event_time: string;
	received_at: string;
}

/** LOG-07: the first time a viewer met an experiment, and in which group. */
export interface ExperimentActivationTable {
	/** `user:{id}` or `visitor:{visitor id}`: who the group was assigned to. */
	subject_key: string;
	experiment_name: string;
	experiment_group: string;
	user_id: string | null;
	visitor_id: string | null;
	activated_at: string;
}

/** LOG-10: an experience of a user; `completed` and `dismissed` rows are kept but not listed. */
interface UserExperienceTable {
	user_id: string;
	experience_id: string;
	status: string;
	created_at: string;
	updated_at: string;
}

/** AUTH-20: the latest browser fingerprint of a user or signed-out visitor. */
interface SpamFingerprintTable {
	/** `user:{id}` or `visitor:{visitor id}`. */
	subject_key: string;
	user_id: string | null;
	visitor_id: string | null;
	fingerprint: string;
	seen_count: Generated<number>;
	first_seen_at: string;
	last_seen_at: string;
}

/** UPS-18: daily counts of the browser-extension status log. */
interface BrowserExtensionStatusTable {
	/** `YYYY-MM-DD` (UTC). */
	day: string;
	/** `chrome`, `firefox`, `safari`, `edge` or `other`. */
	browser: string;
	/** 0/1. */
	installed: number;
	/** The installed extension's version; empty when not installed. */
	version: string;
	count: Generated<number>;
}

export type UserRow = Selectable<UserTable>;
export type NewUserRow = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type MediaRow = Selectable<MediaTable>;
export type NewMediaRow = Insertable<MediaTable>;
export type BoardRow = Selectable<BoardTable>;
export type NewBoardRow = Insertable<BoardTable>;
export type BoardSectionRow = Selectable<BoardSectionTable>;
export type NewPinRow = Insertable<PinTable>;
export type InterestRow = Selectable<InterestTable>;

/** NAV-21 feedback and NAV-12 bug reports (`src/lib/growth/feedback`). */
export interface SiteFeedbackTable {
	id: string;
	/** `feedback` or `bug`. */
	kind: string;
	/** Null for feedback from a signed-out visitor. */
	user_id: string | null;
	/** A bug report's "What went wrong?"; empty for feedback. */
	summary: Generated<string>;
	/** The feedback text, or a bug report's details. */
	body: Generated<string>;
	/** The page it was sent from (path and query). */
	page_url: Generated<string>;
	user_agent: Generated<string>;
	/** The server's version when it was received (STA-08). */
	app_version: Generated<string>;
	created_at: string;
}

/** A job of the SQLite job engine (`platform/jobs/sqlite-jobs.server.ts`); not on PostgreSQL. */
interface JobTable {
	id: Generated<string>;
	name: string;
	/** JSON. */
	payload: string;
	singleton_key: string | null;
	/** `created` (waiting for `run_at`, also between retries), `active`, `completed`, `failed`, `cancelled`. */
	state: string;
	run_at: string;
	attempts: Generated<number>;
	max_attempts: number;
	/** While `active`: the claim's lease; a job still active after it is claimed again. */
	locked_until: string | null;
	last_error: string | null;
	created_at: string;
	updated_at: string;
}
