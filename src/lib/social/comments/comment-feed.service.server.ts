import type { Db } from '../../platform/db/database.ts';
import type { Comment } from './comment.ts';
import { decodeCommentBookmark, encodeCommentBookmark } from './comment-bookmark.ts';
import { commentablePin, visibleComment } from './comment-context.service.server.ts';
import { commentRowToComment } from './comment-row.server.ts';
import { listReplyRows, listTopLevelRows } from './comments.repository.server.ts';

/**
 * Pages of comments by keyset: a pin's top-level comments (highlighted first, then newest) and
 * a comment's replies (oldest first). Readable exactly by those who may read the pin; each
 * comment filtered for the reader (`commentVisibleSql`). `bookmark` is `-end-` after the last
 * page, as the other feeds here answer.
 */

const END = '-end-';

export interface CommentPage {
	comments: Comment[];
	bookmark: string;
}

/** A page of a pin's top-level comments; a pin the reader cannot read is `NotFound`. */
export async function topLevelPage(
	db: Db,
	readerId: string | null,
	pinId: string,
	pageSize: number,
	bookmark: string | undefined,
): Promise<CommentPage & { pin: Awaited<ReturnType<typeof commentablePin>> }> {
	const pin = await commentablePin(db, readerId, pinId);
	const cursor = decodeCommentBookmark(bookmark);
	const rows = await listTopLevelRows(db, pin.id, readerId, cursor, pageSize);
	const page = rows.slice(0, pageSize);
	const last = page.at(-1);
	return {
		pin,
		comments: page.map(commentRowToComment),
		bookmark:
			rows.length > pageSize && last
				? encodeCommentBookmark({ h: last.is_highlighted === 1 ? 1 : 0, id: last.id })
				: END,
	};
}

/** A page of a comment's replies; a comment the reader cannot see is `CommentNotFound`. */
export async function repliesPage(
	db: Db,
	readerId: string | null,
	commentId: string,
	pageSize: number,
	bookmark: string | undefined,
): Promise<CommentPage> {
	const { comment } = await visibleComment(db, readerId, commentId);
	const cursor = decodeCommentBookmark(bookmark);
	const rows = await listReplyRows(db, comment.id, readerId, cursor?.id ?? null, pageSize);
	const page = rows.slice(0, pageSize);
	const last = page.at(-1);
	return {
		comments: page.map(commentRowToComment),
		bookmark: rows.length > pageSize && last ? encodeCommentBookmark({ h: 0, id: last.id }) : END,
	};
}
