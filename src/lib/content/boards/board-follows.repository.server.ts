import type { Db } from '../../platform/db/database.ts';
import { countBoardFollowers } from '../pins/counters.repository.server.ts';

/**
 * The SQL of board follows (BRD-06): a follow row and the board's `follower_count` change in the
 * caller's transaction, and only when the row really appeared or disappeared, so a repeated or
 * racing follow or unfollow counts once.
 */

/** Adds the follow if it is new and counts it. Answers whether it was new. */
export async function insertBoardFollow(
	trx: Db,
	userId: string,
	boardId: string,
	at: string,
): Promise<boolean> {
	const inserted = await trx
		.insertInto('board_follows')
		.values({ user_id: userId, board_id: boardId, created_at: at })
		.onConflict((oc) => oc.columns(['user_id', 'board_id']).doNothing())
		.executeTakeFirst();
	const added = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
	if (added) await countBoardFollowers(trx, boardId, 1);
	return added;
}

/** Removes the follow if there is one and uncounts it. Answers whether there was one. */
export async function deleteBoardFollow(
	trx: Db,
	userId: string,
	boardId: string,
): Promise<boolean> {
	const gone = await trx
		.deleteFrom('board_follows')
		.where('user_id', '=', userId)
		.where('board_id', '=', boardId)
		.executeTakeFirst();
	const removed = Number(gone.numDeletedRows) > 0;
	if (removed) await countBoardFollowers(trx, boardId, -1);
	return removed;
}

/** The board's stored `follower_count` (0 for a board that is gone). */
export async function findBoardFollowerCount(db: Db, boardId: string): Promise<number> {
	const row = await db
		.selectFrom('boards')
		.select('follower_count')
		.where('id', '=', boardId)
		.executeTakeFirst();
	return Number(row?.follower_count ?? 0);
}
