import type { Generated } from 'kysely';

/**
 * The tables of pictures, boards and pins (`src/lib/content`, and the visual search's colour
 * buckets on pictures): media, boards with their sections, collaborators, slugs and follows, pins
 * with their interests, reactions, marks, reports and daily counts, bulk board actions, and the
 * outbound-link domain list.
 * Part of `Database` (`../database.ts`), whose conventions they follow.
 */

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
	/** Search terms of `name` and `description` (`platform/text/search-terms.ts`), set on write. */
	name_terms: Generated<string>;
	description_terms: Generated<string>;
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

export interface BoardCollaboratorTable {
	board_id: string;
	user_id: string;
	/** `invited`, `requested` or `accepted`. */
	status: string;
	invited_by_id: string | null;
	created_at: string;
}

/** SEO-07: a slug a board had (its current one too), so renamed boards keep answering. */
export interface BoardSlugTable {
	owner_id: string;
	slug: string;
	board_id: string;
	created_at: string;
}

export interface BoardFollowTable {
	user_id: string;
	board_id: string;
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
	/**
	 * The language its words are indexed in (`en`, `de`, …): the pinner's interface language
	 * when it was made, a save's original's; null when unknown (folded, not stemmed).
	 */
	lang: Generated<string | null>;
	/**
	 * Search terms (`platform/text/search-terms.ts`) of `title`, and of `description` with
	 * `alt_text`, in `lang`: written with them by `insertPinRow`/`updatePinRow`.
	 */
	title_terms: Generated<string>;
	text_terms: Generated<string>;
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

export interface InterestFollowTable {
	user_id: string;
	interest_id: string;
	created_at: string;
}

/** PIN-13: one reaction per user per pin. */
export interface PinReactionTable {
	pin_id: string;
	user_id: string;
	reaction_type: number;
	created_at: string;
}

/** A user's mark on a pin: favorite (PIN-20), done (PIN-20) or hidden from their feeds. */
export interface PinMarkTable {
	user_id: string;
	pin_id: string;
	created_at: string;
}

export interface PinReportTable {
	id: string;
	pin_id: string;
	reporter_id: string;
	reason: string;
	detail: Generated<string>;
	created_at: string;
}

/** Daily counts per pin for `/pin/{id}/analytics`: `impression`, `closeup`, `save`, `outbound_click`. */
export interface PinStatTable {
	pin_id: string;
	/** `YYYY-MM-DD` (UTC). */
	day: string;
	kind: string;
	count: Generated<number>;
}

/** OUT-01: a domain the outbound-link check warns about: `blocked`, `suspicious` or `porn`. */
export interface OffsiteDomainTable {
	domain: string;
	status: string;
	reason: Generated<string>;
	created_at: string;
}
