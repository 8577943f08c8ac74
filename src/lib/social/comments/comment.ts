/**
 * Comments on pins (CMT-01..12): the domain object and the pure rules of a comment's text,
 * mentions and report reasons. No I/O.
 */

/** A comment as the domain knows it (rows become this in `comment-row.server.ts` only). */
export interface Comment {
	id: string;
	pinId: string;
	/** The pin's owner (its pinner): who may delete, highlight and hide on it. */
	pinOwnerId: string;
	/** Null for a top-level comment; a reply's parent is always top-level. */
	parentId: string | null;
	text: string;
	createdAt: string;
	edited: boolean;
	highlighted: boolean;
	likeCount: number;
	helpfulCount: number;
	replyCount: number;
	author: CommentAuthor;
}

interface CommentAuthor {
	id: string;
	username: string;
	fullName: string;
	imageMediumUrl: string | null;
}

/** Where a mentioned person's `@username` sits in a comment's text (UTF-16 offsets). */
export interface CommentTag {
	userId: string;
	offset: number;
	length: number;
}

/** CMT text limit: at most this many characters as people see them (grapheme clusters). */
export const COMMENT_MAX_CHARS = 500;

/** Most people tagged in one comment. */
export const COMMENT_MAX_TAGS = 20;

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Characters as a reader counts them: an emoji or a letter with its accents is one. */
export function visibleLength(text: string): number {
	let n = 0;
	for (const _ of segmenter.segment(text)) n++;
	return n;
}

/**
 * The text to store (trimmed), or why it is refused: `empty` (nothing but spaces) or `long`
 * (over `COMMENT_MAX_CHARS`). The text is kept as given otherwise: it is only ever rendered as
 * text, never as HTML, so nothing is escaped or stripped here.
 */
export function commentTextOrProblem(
	raw: string,
): { text: string; problem: null } | { text: null; problem: 'empty' | 'long' } {
	const text = raw.trim();
	if (text === '') return { text: null, problem: 'empty' };
	if (visibleLength(text) > COMMENT_MAX_CHARS) return { text: null, problem: 'long' };
	return { text, problem: null };
}

const USERNAME_CHAR = /[A-Za-z0-9_]/;

/**
 * Where `@username` first stands in `text` as a whole word (case-insensitive; not followed by
 * another username character), or null.
 */
export function mentionPlace(
	text: string,
	username: string,
): { offset: number; length: number } | null {
	const needle = `@${username.toLowerCase()}`;
	const hay = text.toLowerCase();
	let from = 0;
	for (;;) {
		const at = hay.indexOf(needle, from);
		if (at < 0) return null;
		const after = text[at + needle.length];
		const before = at > 0 ? text[at - 1] : undefined;
		const wordEnd = after === undefined || !USERNAME_CHAR.test(after);
		const wordStart = before === undefined || !USERNAME_CHAR.test(before);
		if (wordEnd && wordStart) return { offset: at, length: needle.length };
		from = at + 1;
	}
}

/** CMT-04: why a comment is reported. Labels are in the `comments-server` messages. */
export const FLAG_REASONS = [
	'spam',
	'harassment',
	'hate',
	'self_harm',
	'nudity',
	'violence',
	'misinformation',
	'other',
] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];

/** CMT-09: the one reaction a comment takes (a like). */
export const LIKE_REACTION = 1;
