import type { Viewer } from '../../platform/access/viewer.ts';
import { recordActivity } from '../../platform/activity/record-activity.server.ts';
import type { Db } from '../../platform/db/database.ts';
import { isId, newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import { assertNoNul } from '../../platform/http/nul-check.ts';
import type { Comment, FlagReason } from './comment.ts';
import { commentablePin, visibleComment } from './comment-context.service.server.ts';
import {
	type CommentMarkTable,
	deleteCommentMark,
	insertCommentFlag,
	insertCommentMark,
	insertHiddenCommenter,
} from './comment-marks.repository.server.ts';
import { deleteTag } from './comment-mentions.repository.server.ts';
import { commentRowToComment } from './comment-row.server.ts';
import {
	countOnComment,
	findCommentRow,
	setCommentHighlighted,
} from './comments.repository.server.ts';

/**
 * What people do to comments they can see: like (CMT-09), helpful (CMT-07), the pin owner's
 * highlight (CMT-08) and hiding of a commenter (CMT-02), reports (CMT-04), removing one's own
 * mention (CMT-05). A mark and its counter change in one transaction and only when the mark
 * really changed, so repeats and races never double-count or go below 0.
 */

async function fresh(db: Db, id: string): Promise<Comment> {
	const row = await findCommentRow(db, id);
	if (!row) throw new AppError('CommentNotFound');
	return commentRowToComment(row);
}

/** Likes (`kind: 'like'`) or marks helpful, on or off; answers the comment as it is now. */
export async function setCommentMark(
	db: Db,
	viewer: Viewer,
	commentId: string,
	kind: 'like' | 'helpful',
	on: boolean,
): Promise<Comment> {
	const { comment } = await visibleComment(db, viewer.id, commentId);
	const table: CommentMarkTable = kind === 'like' ? 'comment_likes' : 'comment_helpful_marks';
	const column = kind === 'like' ? 'like_count' : 'helpful_count';
	await db.transaction().execute(async (trx) => {
		const changed = on
			? await insertCommentMark(trx, table, comment.id, viewer.id)
			: await deleteCommentMark(trx, table, comment.id, viewer.id);
		if (!changed) return;
		await countOnComment(trx, comment.id, column, on ? 1 : -1);
		if (kind === 'like' && on && comment.author.id !== viewer.id) {
			await recordActivity(
				db,
				{ kind: 'comment_liked', actorId: viewer.id, pinId: comment.pinId, commentId: comment.id },
				{ within: trx },
			);
		}
	});
	return fresh(db, comment.id);
}

/**
 * CMT-08: the pin's owner highlights a comment on it (or stops). A pin id that is missing or
 * not readable is `CommentPinNotFound` ("Could not find Pin"), a comment id that is missing,
 * not seen or not on that pin `CommentNotFound` ("Could not find comment").
 */
export async function setHighlight(
	db: Db,
	viewer: Viewer,
	input: { commentId: string | undefined; pinId: string | undefined; highlight: boolean },
): Promise<Comment> {
	if (!input.commentId || !isId(input.commentId)) throw new AppError('CommentNotFound');
	if (!input.pinId || !isId(input.pinId)) throw new AppError('CommentPinNotFound');
	const pin = await commentablePin(db, viewer.id, input.pinId, 'pin');
	const { comment } = await visibleComment(db, viewer.id, input.commentId);
	if (comment.pinId !== pin.id) throw new AppError('CommentNotFound');
	if (pin.ownerId !== viewer.id) throw new AppError('CommentPinOwnerOnly');
	await setCommentHighlighted(db, comment.id, input.highlight);
	return fresh(db, comment.id);
}

/** CMT-04: one report per person and comment (`CommentAlreadyFlagged` for a second). */
export async function flagComment(
	db: Db,
	viewer: Viewer,
	commentId: string,
	reason: FlagReason,
	detail: string,
): Promise<void> {
	assertNoNul(detail);
	const { comment } = await visibleComment(db, viewer.id, commentId);
	const stored = await insertCommentFlag(db, {
		id: newId(),
		commentId: comment.id,
		reporterId: viewer.id,
		reason,
		detail: detail.trim(),
	});
	if (!stored) throw new AppError('CommentAlreadyFlagged');
}

/**
 * CMT-02: the pin's owner hides every comment of `userId` on all their pins (the author still
 * sees their own: `commentVisibleTo`).
 */
export async function hideCommenter(
	db: Db,
	viewer: Viewer,
	pinId: string,
	userId: string,
): Promise<void> {
	const pin = await commentablePin(db, viewer.id, pinId);
	if (pin.ownerId !== viewer.id) throw new AppError('CommentPinOwnerOnly');
	if (userId === viewer.id) throw new AppError('CommentHideSelf');
	if (!isId(userId)) throw new AppError('NotFound');
	try {
		await insertHiddenCommenter(db, viewer.id, userId);
	} catch (error) {
		// A foreign-key failure: no such person.
		throw new AppError('NotFound', { cause: error });
	}
}

/** CMT-05: removes the viewer's own tag from a comment they can see; answers the comment. */
export async function removeOwnMention(
	db: Db,
	viewer: Viewer,
	commentId: string,
): Promise<Comment> {
	const { comment } = await visibleComment(db, viewer.id, commentId);
	await deleteTag(db, comment.id, viewer.id);
	return comment;
}
