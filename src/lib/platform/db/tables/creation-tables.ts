import type { Generated } from 'kysely';

/**
 * The tables of pin creation (the builder, BLD-*): uploaded videos, carousel slots and product
 * tags of published pins, and the drafts with their items.
 * Part of `Database` (`../database.ts`), whose conventions they follow.
 */

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
export interface PinCarouselSlotTable {
	pin_id: string;
	position: number;
	media_id: string;
	title: Generated<string>;
	description: Generated<string>;
	link: string | null;
	alt_text: Generated<string>;
}

/** A product tag (BLD-08): a point (x, y in 0..1 of the picture) of one slot, with a link. */
export interface PinTagTable {
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
export interface PinDraftTable {
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
export interface PinDraftItemTable {
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
