/**
 * A comment as every comments call answers it (CMT-01, the contract in docs and in
 * `AggregatedCommentResource`), and the pure rules the closeup's server HTML and the comments
 * island share to show one: how its text splits into plain words and `@mention` links.
 * Pure: safe in the browser and on the server.
 */

/** A person as a comment names them. */
export interface CommentPerson {
	id: string;
	username: string;
	full_name: string;
	image_medium_url?: string | null;
}

/** Where one `@username` sits in a comment's text (UTF-16 offsets, as JavaScript counts). */
export interface AnswerTag {
	user_id: string;
	offset: number;
	length: number;
}

export interface AggregatedComment {
	id: string;
	type: 'aggregatedcomment';
	pin_id: string;
	/** Replies are one level deep: a reply's parent is a top-level comment. */
	parent_id: string | null;
	user: CommentPerson & { image_medium_url: string | null };
	/** Plain text; always rendered as text, never as HTML. */
	text: string;
	created_at: string;
	edited: boolean;
	tags: AnswerTag[];
	tagged_users: CommentPerson[];
	/** `"1"` (like) → how many. */
	reaction_counts: Record<string, number>;
	reaction_by_me: 1 | null;
	helpful_count: number;
	marked_helpful_by_me: boolean;
	highlighted_by_pin_owner: boolean;
	/** How many replies. */
	comment_count: number;
	/** Filled on the client by "See translation" (CMT-06). */
	translatedText: string | null;
	can_edit: boolean;
	can_delete: boolean;
	can_highlight: boolean;
	can_hide_user: boolean;
	can_translate: boolean;
}

/** The like reaction's type, the only one comments have. */
export const LIKE = 1;

/** A comment's like count. */
export function likeCount(comment: Pick<AggregatedComment, 'reaction_counts'>): number {
	return comment.reaction_counts[String(LIKE)] ?? 0;
}

/** One run of a comment's text: plain words, or an `@mention` of a person (a profile link). */
export type TextPart =
	| { kind: 'text'; text: string }
	| { kind: 'mention'; text: string; username: string };

/**
 * Splits `text` at its tags into plain runs and mentions. A tag whose person is not among
 * `tagged_users` (removed, or not visible to this viewer), that overlaps an earlier tag or that
 * falls outside the text is left as plain text: the words stay, only the link goes.
 */
export function textParts(
	text: string,
	tags: readonly AnswerTag[],
	people: readonly Pick<CommentPerson, 'id' | 'username'>[],
): TextPart[] {
	const usernames = new Map(people.map((p) => [p.id, p.username]));
	const parts: TextPart[] = [];
	let at = 0;
	for (const tag of [...tags].sort((a, b) => a.offset - b.offset)) {
		const username = usernames.get(tag.user_id);
		const end = tag.offset + tag.length;
		if (!username || tag.offset < at || tag.length <= 0 || end > text.length) continue;
		if (tag.offset > at) parts.push({ kind: 'text', text: text.slice(at, tag.offset) });
		parts.push({ kind: 'mention', text: text.slice(tag.offset, end), username });
		at = end;
	}
	if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
	return parts;
}

/** A person's profile address. */
export function profileHref(username: string): string {
	return `/${encodeURIComponent(username)}/`;
}

/** The first letter of a name, for an avatar without a picture. */
export function initialOf(name: string): string {
	return Array.from(name)[0]?.toUpperCase() ?? '';
}
