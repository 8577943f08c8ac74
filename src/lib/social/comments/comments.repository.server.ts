import { sql } from 'kysely';
import { nameColumns } from '../../identity/users/display-name.sql.server.ts';
import { commentVisibleSql } from '../../platform/access/comment-access.server.ts';
import type { Db } from '../../platform/db/database.ts';
import type { CommentCursor } from './comment-bookmark.ts';

/**
 * The SQL of comments themselves: pages of a pin's top-level comments and of a comment's
 * replies (keyset, filtered for the reader by the access kernel's `commentVisibleSql`), single
 * comments, and the writes with their counters. Callers have already checked that the reader
 * may read the pin (`mayReadPin`): these statements decide only which comments show.
 */

/** A comment with its pin's owner and its author's name and picture columns. */
function commentSelect(db: Db) {
	return db
		.selectFrom('comments as c')
		.innerJoin('pins as p', 'p.id', 'c.pin_id')
		.innerJoin('users as cu', 'cu.id', 'c.user_id')
		.leftJoin('media as cm', 'cm.id', 'cu.image_media_id')
		.select([
			'c.id',
			'c.pin_id',
			'c.user_id',
			'c.parent_id',
			'c.text',
			'c.like_count',
			'c.helpful_count',
			'c.reply_count',
			'c.is_highlighted',
			'c.is_edited',
			'c.created_at',
			'p.pinner_id as pin_owner_id',
			...nameColumns('cu', 'author_'),
			'cm.storage_key as author_avatar_key',
			'cm.variants as author_avatar_variants',
		]);
}

export type CommentRow = Awaited<
	ReturnType<ReturnType<typeof commentSelect>['executeTakeFirstOrThrow']>
>;

const visible = (readerId: string | null) =>
	commentVisibleSql(readerId, { comment: 'c', author: 'cu', pinOwnerColumn: 'p.pinner_id' });

/**
 * A page of a pin's top-level comments the reader sees: highlighted first, then newest first,
 * continuing after `cursor`; `limit + 1` rows so the caller knows whether more follow. Walks
 * `comments_pin_top_idx (pin_id, is_highlighted, id) where parent_id is null`.
 */
export async function listTopLevelRows(
	db: Db,
	pinId: string,
	readerId: string | null,
	cursor: CommentCursor | null,
	limit: number,
): Promise<CommentRow[]> {
	let q = commentSelect(db)
		.where('c.pin_id', '=', pinId)
		.where('c.parent_id', 'is', null)
		.where(visible(readerId));
	if (cursor) {
		q = q.where((eb) =>
			eb.or([
				eb('c.is_highlighted', '<', cursor.h),
				eb.and([eb('c.is_highlighted', '=', cursor.h), eb('c.id', '<', cursor.id)]),
			]),
		);
	}
	return q
		.orderBy('c.is_highlighted', 'desc')
		.orderBy('c.id', 'desc')
		.limit(limit + 1)
		.execute();
}

/** A page of a comment's replies the reader sees, oldest first, after `afterId`; `limit + 1` rows. */
export async function listReplyRows(
	db: Db,
	parentId: string,
	readerId: string | null,
	afterId: string | null,
	limit: number,
): Promise<CommentRow[]> {
	let q = commentSelect(db).where('c.parent_id', '=', parentId).where(visible(readerId));
	if (afterId) q = q.where('c.id', '>', afterId);
	return q
		.orderBy('c.id', 'asc')
		.limit(limit + 1)
		.execute();
}

/** One comment whatever the reader (for writes, which check the rules themselves). */
export async function findCommentRow(db: Db, id: string): Promise<CommentRow | undefined> {
	return commentSelect(db).where('c.id', '=', id).executeTakeFirst();
}

/** One comment if the reader sees it (`commentVisibleSql`); the pin's rule is the caller's. */
export async function findVisibleCommentRow(
	db: Db,
	id: string,
	readerId: string | null,
): Promise<CommentRow | undefined> {
	return commentSelect(db).where('c.id', '=', id).where(visible(readerId)).executeTakeFirst();
}

export async function insertCommentRow(
	trx: Db,
	row: {
		id: string;
		pinId: string;
		userId: string;
		parentId: string | null;
		text: string;
		now: string;
	},
): Promise<void> {
	await trx
		.insertInto('comments')
		.values({
			id: row.id,
			pin_id: row.pinId,
			user_id: row.userId,
			parent_id: row.parentId,
			text: row.text,
			created_at: row.now,
			updated_at: row.now,
		})
		.execute();
}

/** A new text; marks the comment edited. */
export async function updateCommentText(trx: Db, id: string, text: string, now: string) {
	await trx
		.updateTable('comments')
		.set({ text, is_edited: 1, updated_at: now })
		.where('id', '=', id)
		.execute();
}

/** Deletes a comment (its replies, marks, mentions and translations go with it). */
export async function deleteCommentRow(trx: Db, id: string): Promise<boolean> {
	const result = await trx.deleteFrom('comments').where('id', '=', id).executeTakeFirst();
	return Number(result.numDeletedRows) > 0;
}

export async function setCommentHighlighted(trx: Db, id: string, on: boolean): Promise<void> {
	await trx
		.updateTable('comments')
		.set({ is_highlighted: on ? 1 : 0 })
		.where('id', '=', id)
		.execute();
}

function bump(column: string, delta: number) {
	if (delta >= 0) return sql<number>`${sql.ref(column)} + ${delta}`;
	return sql<number>`case when ${sql.ref(column)} > ${-delta} then ${sql.ref(column)} - ${-delta} else 0 end`;
}

/** Adds `delta` to a comment's like, helpful or reply count (never below 0). */
export async function countOnComment(
	trx: Db,
	id: string,
	column: 'like_count' | 'helpful_count' | 'reply_count',
	delta: number,
): Promise<void> {
	if (delta === 0) return;
	const set =
		column === 'like_count'
			? { like_count: bump(column, delta) }
			: column === 'helpful_count'
				? { helpful_count: bump(column, delta) }
				: { reply_count: bump(column, delta) };
	await trx.updateTable('comments').set(set).where('id', '=', id).execute();
}

/** Adds `delta` to `pins.comment_count` (every comment and reply; never below 0). */
export async function countPinComments(trx: Db, pinId: string, delta: number): Promise<void> {
	if (delta === 0) return;
	await trx
		.updateTable('pins')
		.set({ comment_count: bump('comment_count', delta) })
		.where('id', '=', pinId)
		.execute();
}
