import { readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import type { Db } from '../../platform/db/database.ts';
import { answerContextFor, type CommentAnswer, commentAnswers } from './comment-answer.server.ts';
import { topLevelPage } from './comment-feed.service.server.ts';

/** How many comments the closeup renders in its HTML (the feed's default page). */
const FIRST_PAGE = 10;

/** What the closeup needs of a pin's comments. */
export interface PinComments {
	/** The first page, as `AggregatedCommentFeedResource` answers it (embed this JSON as is). */
	comments: CommentAnswer[];
	/** For the next page (`-end-` when there is none). */
	bookmark: string;
	/** Every comment and reply on the pin (`pins.comment_count`, CMT-12's aggregated count). */
	count: number;
	/** CMT-12: the pin and its owner allow comments. */
	commentsAllowed: boolean;
	/** The viewer may post (signed in, comments allowed, no block with the pin's owner). */
	canComment: boolean;
}

/**
 * The closeup's comments loader: the first page of top-level comments, highlighted first, with
 * their answers, in a fixed number of queries (the pin and its owner's switches, one page, then
 * the viewer's likes, helpful marks and the tags in one batch each). A pin the viewer cannot
 * read is `NotFound`, as its page is.
 */
export async function loadPinComments(
	db: Db,
	viewer: Viewer | null,
	pinId: string,
): Promise<PinComments> {
	const readerId = readerIdOf(viewer);
	const page = await topLevelPage(db, readerId, pinId, FIRST_PAGE, undefined);
	const comments = await commentAnswers(db, page.comments, answerContextFor(readerId));
	return {
		comments,
		bookmark: page.bookmark,
		count: page.pin.commentCount,
		commentsAllowed: page.pin.commentsAllowed,
		canComment: page.pin.canComment,
	};
}
