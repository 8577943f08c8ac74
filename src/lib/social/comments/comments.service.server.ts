import commentsServer from '~/messages/comments-server/index.ts';
import type { Viewer } from '../../platform/access/viewer.ts';
import { recordActivity } from '../../platform/activity/record-activity.server.ts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import { COMMENT_MAX_CHARS, type Comment, commentTextOrProblem, visibleLength } from './comment.ts';
import { commentablePin, visibleComment } from './comment-context.service.server.ts';
import { countCommentPost } from './comment-limits.server.ts';
import { replaceTags, taggedIdsOf } from './comment-mentions.repository.server.ts';
import { resolveTags } from './comment-mentions.service.server.ts';
import { commentRowToComment } from './comment-row.server.ts';
import { deleteTranslations } from './comment-translations.repository.server.ts';
import {
	countOnComment,
	countPinComments,
	deleteCommentRow,
	findCommentRow,
	insertCommentRow,
	updateCommentText,
} from './comments.repository.server.ts';

/**
 * Writing comments: post (a comment or a one-level reply), edit (CMT-10) and delete. Each write
 * is one transaction with its counters (`pins.comment_count`, the parent's `reply_count`), its
 * tags, and its activity events (`recordActivity` with `within`, so a rolled-back write
 * notifies nobody; never an event for what someone did to their own things).
 */

/** The trimmed text, or `CommentTextInvalid` saying what is wrong. */
function checkedText(raw: string): string {
	const checked = commentTextOrProblem(raw);
	if (checked.text !== null) return checked.text;
	const t = commentsServer();
	throw new AppError('CommentTextInvalid', {
		detail:
			checked.problem === 'empty'
				? t.textEmpty()
				: t.textTooLong({ max: COMMENT_MAX_CHARS, count: visibleLength(raw.trim()) }),
		extra: { max_length: COMMENT_MAX_CHARS },
	});
}

/** A stored comment by id (after a write), as the domain object. */
async function reloaded(db: Db, id: string): Promise<Comment> {
	const row = await findCommentRow(db, id);
	if (!row) throw new AppError('CommentNotFound');
	return commentRowToComment(row);
}

/**
 * Posts a comment on `pinId`, or a reply to `parentId` (a top-level comment of that pin the
 * writer sees). Counted against the posting limits first.
 */
export async function createComment(
	db: Db,
	viewer: Viewer,
	input: {
		pinId: string;
		text: string;
		parentId?: string | undefined;
		tags?: string[] | undefined;
	},
): Promise<Comment> {
	await countCommentPost(viewer.id, input.pinId);
	const text = checkedText(input.text);
	const pin = await commentablePin(db, viewer.id, input.pinId);
	if (!pin.commentsAllowed) throw new AppError('CommentsDisabled');
	if (!pin.canComment) throw new AppError('CommentNotAllowed');
	let parent: Comment | null = null;
	if (input.parentId) {
		({ comment: parent } = await visibleComment(db, viewer.id, input.parentId));
		if (parent.pinId !== pin.id) throw new AppError('CommentNotFound');
		if (parent.parentId !== null) throw new AppError('CommentReplyTooDeep');
	}
	const tags = await resolveTags(db, viewer.id, text, input.tags ?? []);
	const id = newId();
	await db.transaction().execute(async (trx) => {
		await insertCommentRow(trx, {
			id,
			pinId: pin.id,
			userId: viewer.id,
			parentId: parent?.id ?? null,
			text,
			now: new Date().toISOString(),
		});
		await countPinComments(trx, pin.id, 1);
		if (parent) await countOnComment(trx, parent.id, 'reply_count', 1);
		await replaceTags(trx, id, tags);
		// Someone else's pin, or a reply to someone else's comment: news for them.
		const forOthers = pin.ownerId !== viewer.id || (parent && parent.author.id !== viewer.id);
		if (forOthers) {
			await recordActivity(
				db,
				{
					kind: 'comment_created',
					actorId: viewer.id,
					pinId: pin.id,
					commentId: id,
					parentId: parent?.id ?? null,
				},
				{ within: trx },
			);
		}
		for (const tag of tags) {
			await recordActivity(
				db,
				{
					kind: 'comment_mention',
					actorId: viewer.id,
					pinId: pin.id,
					commentId: id,
					mentionedUserId: tag.userId,
				},
				{ within: trx },
			);
		}
	});
	return reloaded(db, id);
}

/**
 * CMT-10: the author changes the text (and its tags). The cached translations go; each newly
 * tagged person hears of it once.
 */
export async function editComment(
	db: Db,
	viewer: Viewer,
	input: { commentId: string; text: string; tags?: string[] | undefined },
): Promise<Comment> {
	const { comment } = await visibleComment(db, viewer.id, input.commentId);
	if (comment.author.id !== viewer.id) throw new AppError('CommentNotEditable');
	const text = checkedText(input.text);
	const before = new Set(await taggedIdsOf(db, comment.id));
	// Without `tags`, the people tagged before keep their tags while their @username stays.
	const tags =
		input.tags === undefined
			? await resolveTags(db, viewer.id, text, [...before], 'drop')
			: await resolveTags(db, viewer.id, text, input.tags);
	await db.transaction().execute(async (trx) => {
		await updateCommentText(trx, comment.id, text, new Date().toISOString());
		await deleteTranslations(trx, comment.id);
		await replaceTags(trx, comment.id, tags);
		for (const tag of tags.filter((t) => !before.has(t.userId))) {
			await recordActivity(
				db,
				{
					kind: 'comment_mention',
					actorId: viewer.id,
					pinId: comment.pinId,
					commentId: comment.id,
					mentionedUserId: tag.userId,
				},
				{ within: trx },
			);
		}
	});
	return reloaded(db, comment.id);
}

/** Deletes a comment (with its replies): its author, or the pin's owner. */
export async function deleteComment(db: Db, viewer: Viewer, commentId: string): Promise<void> {
	const { comment, pin } = await visibleComment(db, viewer.id, commentId);
	if (comment.author.id !== viewer.id && pin.ownerId !== viewer.id) {
		throw new AppError('CommentNotDeletable');
	}
	await db.transaction().execute(async (trx) => {
		// Read again inside: a reply posted since then goes with it and is counted.
		const row = await findCommentRow(trx, comment.id);
		if (!row || !(await deleteCommentRow(trx, comment.id))) return;
		await countPinComments(trx, row.pin_id, -(1 + row.reply_count));
		if (row.parent_id) await countOnComment(trx, row.parent_id, 'reply_count', -1);
	});
}
