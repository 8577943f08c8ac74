import { nameOf } from '../../identity/users/display-name.sql.server.ts';
import { fullName } from '../../identity/users/display-name.ts';
import type { Db } from '../../platform/db/database.ts';
import { type Comment, LIKE_REACTION } from './comment.ts';
import { commentIdsMarkedBy } from './comment-marks.repository.server.ts';
import { tagRowsOf } from './comment-mentions.repository.server.ts';
import { configuredTranslator } from './translator.server.ts';

/**
 * A comment as every call answers it (CMT-01, the contract in the comments API): the domain
 * comment plus what the viewer did to it and may do with it. `commentAnswers` builds a whole
 * page in three batched queries (the viewer's likes, helpful marks, and the tags with their
 * people), never one per comment; the closeup embeds the same JSON in its HTML.
 */
export interface CommentAnswer {
	id: string;
	type: 'aggregatedcomment';
	pin_id: string;
	parent_id: string | null;
	user: { id: string; username: string; full_name: string; image_medium_url: string | null };
	/** Plain text as written: clients render it as text, never as HTML. */
	text: string;
	created_at: string;
	edited: boolean;
	tags: { user_id: string; offset: number; length: number }[];
	tagged_users: { id: string; username: string; full_name: string }[];
	reaction_counts: { '1': number };
	reaction_by_me: 1 | null;
	helpful_count: number;
	marked_helpful_by_me: boolean;
	highlighted_by_pin_owner: boolean;
	/** Replies. */
	comment_count: number;
	/** Filled by the client from the translate call (CMT-06). */
	translatedText: null;
	can_edit: boolean;
	can_delete: boolean;
	can_highlight: boolean;
	can_hide_user: boolean;
	can_translate: boolean;
}

/** What a page's answers share: who reads and whether a translator is configured. */
export interface AnswerContext {
	/** The reader id (`readerIdOf`): null signed out and for a limited login. */
	viewerId: string | null;
	canTranslate: boolean;
}

/** The context of answers for `viewerId` (a reader id) on this server. */
export function answerContextFor(viewerId: string | null): AnswerContext {
	return { viewerId, canTranslate: configuredTranslator() !== null };
}

/** What was loaded for one comment besides the comment itself. */
interface CommentExtras {
	liked: boolean;
	helpful: boolean;
	tags: CommentAnswer['tags'];
	taggedUsers: CommentAnswer['tagged_users'];
}

/** The answers of `comments`, in their order. */
export async function commentAnswers(
	db: Db,
	comments: readonly Comment[],
	ctx: AnswerContext,
): Promise<CommentAnswer[]> {
	if (comments.length === 0) return [];
	const ids = comments.map((c) => c.id);
	const [liked, helpful, tagRows] = await Promise.all([
		ctx.viewerId ? commentIdsMarkedBy(db, 'comment_likes', ids, ctx.viewerId) : new Set<string>(),
		ctx.viewerId
			? commentIdsMarkedBy(db, 'comment_helpful_marks', ids, ctx.viewerId)
			: new Set<string>(),
		tagRowsOf(db, ids),
	]);
	const extras = new Map<string, CommentExtras>();
	for (const id of ids) {
		extras.set(id, { liked: liked.has(id), helpful: helpful.has(id), tags: [], taggedUsers: [] });
	}
	for (const row of tagRows) {
		const e = extras.get(row.comment_id);
		if (!e) continue;
		e.tags.push({ user_id: row.user_id, offset: row.offset, length: row.length });
		e.taggedUsers.push({
			id: row.user_id,
			username: row.tagged_username,
			full_name: fullName(nameOf(row, 'tagged_')),
		});
	}
	return comments.map((c) => commentAnswerOf(c, extras.get(c.id)!, ctx));
}

/** One comment's answer (`commentAnswers` for a single comment). */
export async function commentAnswer(db: Db, comment: Comment, ctx: AnswerContext) {
	const [answer] = await commentAnswers(db, [comment], ctx);
	return answer!;
}

/** The pure part: the contract's fields from the comment and what was loaded for it. */
function commentAnswerOf(c: Comment, e: CommentExtras, ctx: AnswerContext): CommentAnswer {
	const mine = ctx.viewerId !== null && ctx.viewerId === c.author.id;
	const pinOwner = ctx.viewerId !== null && ctx.viewerId === c.pinOwnerId;
	return {
		id: c.id,
		type: 'aggregatedcomment',
		pin_id: c.pinId,
		parent_id: c.parentId,
		user: {
			id: c.author.id,
			username: c.author.username,
			full_name: c.author.fullName,
			image_medium_url: c.author.imageMediumUrl,
		},
		text: c.text,
		created_at: c.createdAt,
		edited: c.edited,
		tags: e.tags,
		tagged_users: e.taggedUsers,
		reaction_counts: { [LIKE_REACTION]: c.likeCount } as { '1': number },
		reaction_by_me: e.liked ? LIKE_REACTION : null,
		helpful_count: c.helpfulCount,
		marked_helpful_by_me: e.helpful,
		highlighted_by_pin_owner: c.highlighted,
		comment_count: c.replyCount,
		translatedText: null,
		can_edit: mine,
		can_delete: mine || pinOwner,
		can_highlight: pinOwner,
		can_hide_user: pinOwner && !mine,
		can_translate: ctx.canTranslate,
	};
}
