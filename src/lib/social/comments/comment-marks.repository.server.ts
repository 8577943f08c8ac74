import type { Db } from '../../platform/db/database.ts';

/**
 * The SQL of what people do to comments: likes (CMT-09) and helpful marks (CMT-07), reports
 * (CMT-04) and a pin owner's hidden commenters (CMT-02). Counters live on `comments` and change
 * in the caller's transaction only when a mark really changed.
 */

export type CommentMarkTable = 'comment_likes' | 'comment_helpful_marks';

/** Adds a mark; false when it was there already. */
export async function insertCommentMark(
	db: Db,
	table: CommentMarkTable,
	commentId: string,
	userId: string,
): Promise<boolean> {
	const result = await db
		.insertInto(table)
		.values({ comment_id: commentId, user_id: userId, created_at: new Date().toISOString() })
		.onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing())
		.returning('comment_id')
		.executeTakeFirst();
	return result !== undefined;
}

/** Removes a mark; false when it was not there. */
export async function deleteCommentMark(
	db: Db,
	table: CommentMarkTable,
	commentId: string,
	userId: string,
): Promise<boolean> {
	const result = await db
		.deleteFrom(table)
		.where('comment_id', '=', commentId)
		.where('user_id', '=', userId)
		.executeTakeFirst();
	return Number(result.numDeletedRows) > 0;
}

/** Which of `commentIds` `userId` marked: one query for a whole page. */
export async function commentIdsMarkedBy(
	db: Db,
	table: CommentMarkTable,
	commentIds: readonly string[],
	userId: string,
): Promise<Set<string>> {
	if (commentIds.length === 0) return new Set();
	const rows = await db
		.selectFrom(table)
		.select('comment_id')
		.where('user_id', '=', userId)
		.where('comment_id', 'in', commentIds)
		.execute();
	return new Set(rows.map((r) => r.comment_id));
}

/** Stores a report; false when this reporter already reported this comment. */
export async function insertCommentFlag(
	db: Db,
	flag: { id: string; commentId: string; reporterId: string; reason: string; detail: string },
): Promise<boolean> {
	const result = await db
		.insertInto('comment_flags')
		.values({
			id: flag.id,
			comment_id: flag.commentId,
			reporter_id: flag.reporterId,
			reason: flag.reason,
			detail: flag.detail,
			created_at: new Date().toISOString(),
		})
		.onConflict((oc) => oc.columns(['comment_id', 'reporter_id']).doNothing())
		.returning('id')
		.executeTakeFirst();
	return result !== undefined;
}

/** The pin owner hides every comment of `userId` on their pins; idempotent. */
export async function insertHiddenCommenter(db: Db, ownerId: string, userId: string) {
	await db
		.insertInto('comment_hidden_users')
		.values({ owner_id: ownerId, user_id: userId, created_at: new Date().toISOString() })
		.onConflict((oc) => oc.columns(['owner_id', 'user_id']).doNothing())
		.execute();
}
