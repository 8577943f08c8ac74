import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

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
	user_follows: UserFollowTable;
	board_follows: BoardFollowTable;
	interest_follows: InterestFollowTable;
}

export interface UserTable {
	id: string;
	/** Lower-case, `[a-z0-9_]`, never a reserved top-level name (RTE-23). */
	username: string;
	/** Lower-case. */
	email: string;
	/** scrypt hash (`scrypt$N$r$p$salt$hash`), or null for accounts without a password. */
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
	board_count: Generated<number>;
	created_at: string;
	updated_at: string;
}

export interface SessionTable {
	id: string;
	/** SHA-256 of the cookie token, hex; the token itself is never stored. */
	token_hash: string;
	user_id: string;
	created_at: string;
	expires_at: string;
	last_used_at: string;
}

export interface MediaTable {
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

export interface BoardCollaboratorTable {
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
}

export interface InterestTable {
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

export interface PinInterestTable {
	pin_id: string;
	interest_id: string;
}

export interface UserFollowTable {
	follower_id: string;
	followee_id: string;
	created_at: string;
}

export interface BoardFollowTable {
	user_id: string;
	board_id: string;
	created_at: string;
}

export interface InterestFollowTable {
	user_id: string;
	interest_id: string;
	created_at: string;
}

export type UserRow = Selectable<UserTable>;
export type NewUserRow = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type SessionRow = Selectable<SessionTable>;
export type MediaRow = Selectable<MediaTable>;
export type NewMediaRow = Insertable<MediaTable>;
export type BoardRow = Selectable<BoardTable>;
export type NewBoardRow = Insertable<BoardTable>;
export type BoardSectionRow = Selectable<BoardSectionTable>;
export type PinRow = Selectable<PinTable>;
export type NewPinRow = Insertable<PinTable>;
export type InterestRow = Selectable<InterestTable>;
