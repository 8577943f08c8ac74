import type { Generated } from 'kysely';

/**
 * The tables of comments on pins (CMT-*, `social/comments`).
 * Part of `Database` (`../database.ts`), whose conventions they follow.
 */

/** A comment on a pin; a reply when `parent_id` is set (one level deep: the parent is top-level). */
export interface CommentTable {
	id: string;
	pin_id: string;
	user_id: string;
	parent_id: string | null;
	/** As the author typed it (trimmed); only ever rendered as text. */
	text: string;
	like_count: Generated<number>;
	helpful_count: Generated<number>;
	/** Replies (top-level comments only). */
	reply_count: Generated<number>;
	/** 1 when the pin's owner highlighted it (CMT-08). */
	is_highlighted: Generated<number>;
	/** 1 once its text was edited. */
	is_edited: Generated<number>;
	created_at: string;
	updated_at: string;
}

/** A like (reaction type 1, CMT-09) or a helpful mark (CMT-07): one per comment and person. */
export interface CommentMarkTable {
	comment_id: string;
	user_id: string;
	created_at: string;
}

/** A person @mentioned in a comment, and where the mention sits in its text (UTF-16 units). */
export interface CommentMentionTable {
	comment_id: string;
	user_id: string;
	offset: number;
	length: number;
	created_at: string;
}

/** A report of a comment (CMT-04). */
export interface CommentFlagTable {
	id: string;
	comment_id: string;
	reporter_id: string;
	reason: string;
	detail: Generated<string>;
	created_at: string;
}

/** A pin owner hid every comment of `user_id` on their pins (CMT-02 "hidden for a user"). */
export interface CommentHiddenUserTable {
	owner_id: string;
	user_id: string;
	created_at: string;
}

/** A comment's translation into `language` (CMT-06), cached; an edit deletes it. */
export interface CommentTranslationTable {
	comment_id: string;
	language: string;
	text: string;
	created_at: string;
}
