import type { Viewer } from '../../platform/access/viewer.ts';
import type { Db } from '../../platform/db/database.ts';
import {
	removeOwnMention,
	setCommentMark,
	setHighlight,
} from './comment-actions.service.server.ts';
import {
	answerContextFor,
	type CommentAnswer,
	commentAnswer,
	commentAnswers,
} from './comment-answer.server.ts';

/**
 * The REST operations of comments (`src/pages/v3/aggregated_comments/…`, `/v3/helpful/…`): each
 * does the action, then answers the comment as the feed would (CMT-01), for the viewer.
 */

/** CMT-09 (`like`) and CMT-07 (`helpful`), on or off → the comment. */
export async function markCommentForApi(
	db: Db,
	viewer: Viewer,
	commentId: string,
	kind: 'like' | 'helpful',
	on: boolean,
): Promise<CommentAnswer> {
	const comment = await setCommentMark(db, viewer, commentId, kind, on);
	return commentAnswer(db, comment, answerContextFor(viewer.id));
}

/** CMT-08 → the comment. */
export async function highlightCommentForApi(
	db: Db,
	viewer: Viewer,
	input: { commentId: string | undefined; pinId: string | undefined; highlight: boolean },
): Promise<CommentAnswer> {
	const comment = await setHighlight(db, viewer, input);
	return commentAnswer(db, comment, answerContextFor(viewer.id));
}

/** CMT-05 → `{id, tagged_users}` after the viewer's own tag is gone. */
export async function removeMentionForApi(
	db: Db,
	viewer: Viewer,
	commentId: string,
): Promise<{ id: string; tagged_users: CommentAnswer['tagged_users'] }> {
	const comment = await removeOwnMention(db, viewer, commentId);
	const [answer] = await commentAnswers(db, [comment], answerContextFor(viewer.id));
	return { id: comment.id, tagged_users: answer?.tagged_users ?? [] };
}
