/**
 * The comments calls the island makes (the contract: `AggregatedComment*Resource` and the
 * `/v3/aggregated_comments/…` REST paths), through the project's client (CSRF, the page's
 * language, the error envelope as `ApiError`).
 */
import {
	callResource,
	callResourcePage,
	callRest,
	type ResourcePage,
} from '~/lib/platform/client/api.ts';
import type { AggregatedComment, CommentPerson } from '../comment-view.ts';

/** How many comments (or replies) a page holds. */
const COMMENTS_PAGE_SIZE = 10;

const paging = (bookmark: string | null) => ({
	page_size: COMMENTS_PAGE_SIZE,
	...(bookmark ? { bookmarks: [bookmark] } : {}),
});

/** A page of the pin's top-level comments (highlighted first, then newest first). */
export function fetchComments(
	pinId: string,
	bookmark: string | null,
): Promise<ResourcePage<AggregatedComment[]>> {
	return callResourcePage('AggregatedCommentFeedResource', { pin_id: pinId, ...paging(bookmark) });
}

/** A page of a comment's replies, oldest first. */
export function fetchReplies(
	commentId: string,
	bookmark: string | null,
): Promise<ResourcePage<AggregatedComment[]>> {
	return callResourcePage('AggregatedCommentRepliesResource', {
		comment_id: commentId,
		...paging(bookmark),
	});
}

export function createComment(input: {
	pinId: string;
	text: string;
	parentId: string | null;
	tags: string[];
}): Promise<AggregatedComment> {
	return callResource('AggregatedCommentResource', 'create', {
		pin_id: input.pinId,
		text: input.text,
		...(input.parentId ? { parent_id: input.parentId } : {}),
		...(input.tags.length ? { tags: input.tags } : {}),
	});
}

/** CMT-10: the author edits the text (and its mentions). */
export function updateComment(
	commentId: string,
	text: string,
	tags: string[],
): Promise<AggregatedComment> {
	return callResource('AggregatedCommentResource', 'update', { commentId, text, tags });
}

export function deleteComment(commentId: string): Promise<null> {
	return callResource('AggregatedCommentResource', 'delete', { commentId });
}

/** CMT-02: the pin's owner hides every comment of one person on their pins. */
export function hideUserComments(pinId: string, userId: string): Promise<null> {
	return callResource('AggregatedCommentHiddenUserResource', 'create', {
		pin_id: pinId,
		user_id: userId,
	});
}

/** CMT-09: like (`on`) or unlike. */
export function reactToComment(commentId: string, on: boolean): Promise<AggregatedComment> {
	const path = `/v3/aggregated_comments/${encodeURIComponent(commentId)}/react/`;
	return callRest(on ? 'POST' : 'DELETE', path, { reaction_type: '1' });
}

/** CMT-07: mark helpful (`on`) or take the mark back. */
export function markHelpful(commentId: string, on: boolean): Promise<AggregatedComment> {
	return callRest(on ? 'POST' : 'DELETE', `/v3/helpful/1/${encodeURIComponent(commentId)}/`);
}

/** CMT-08: the pin's owner highlights a comment, or stops. */
export function highlightComment(
	commentId: string,
	pinId: string,
	on: boolean,
): Promise<AggregatedComment> {
	return callRest('PUT', '/v3/aggregated_comments/pin/highlight/', {
		aggregated_comment: commentId,
		pin: pinId,
		highlight: on,
	});
}

/** The reasons a report may give (CMT-04), in the order the dialog lists them: the server's list. */
export { FLAG_REASONS as REPORT_REASONS, type FlagReason as ReportReason } from '../comment.ts';

import type { FlagReason as ReportReason } from '../comment.ts';

/** CMT-04: reports a comment. */
export function flagComment(
	commentId: string,
	reason: ReportReason,
	detail: string,
): Promise<null> {
	return callRest('PUT', `/v3/aggregated_comments/${encodeURIComponent(commentId)}/flag/`, {
		commentId,
		reason,
		...(detail ? { detailedReasons: [detail] } : {}),
	});
}

/** CMT-05: takes the viewer's own mention out of a comment; answers who is still tagged. */
export function removeMyMention(
	commentId: string,
): Promise<{ id: string; tagged_users: CommentPerson[] }> {
	return callRest('DELETE', `/v3/aggregated_comments/${encodeURIComponent(commentId)}/mentions/`);
}

/** CMT-06: the comment's text in `language`. */
export function translateComment(commentId: string, language: string): Promise<string> {
	return callRest('GET', `/v3/aggregated_comments/${encodeURIComponent(commentId)}/translate/`, {
		language,
	});
}

/** People the viewer may mention, for the composer's typeahead (a background call). */
export function mentionTypeahead(term: string, pinId: string): Promise<CommentPerson[]> {
	return callResource('MentionTypeaheadResource', 'get', { term, pin_id: pinId }, { quiet: true });
}

/** CMT-11: the viewer's comment features (`comments_disabled` on their pins). */
export function updateCommentFeatures(input: {
	userId: string;
	commentsDisabled: boolean;
	passcode?: string;
	skipPasscode?: boolean;
}): Promise<unknown> {
	return callResource('AggregatedCommentFeaturesResource', 'update', {
		userId: input.userId,
		featureMap: { comments_disabled: input.commentsDisabled },
		...(input.passcode ? { passcode: input.passcode } : {}),
		...(input.skipPasscode ? { user_confirm_skip_passcode: true } : {}),
	});
}
