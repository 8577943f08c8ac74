import type { Kysely, Transaction } from 'kysely';
import { bump } from '../../content/boards/pin-counts.server.ts';
import { boardReadableBy } from '../../platform/access/board-visibility.server.ts';
import type { Database } from '../../platform/db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** How many follows of each kind the tuner lists (most recent first). */
export const TUNER_LIST_LIMIT = 200;

export interface FollowedUserRow {
	id: string;
	username: string;
	first_name: string;
	last_name: string;
	business_name: string | null;
}

export interface FollowedBoardRow {
	id: string;
	name: string;
	slug: string;
	owner_username: string;
}

export interface FollowedInterestRow {
	id: string;
	name: string;
	slug: string;
}

/** The active people `viewerId` follows, most recently followed first. */
export function listFollowedUsers(db: Db, viewerId: string): Promise<FollowedUserRow[]> {
	return db
		.selectFrom('user_follows as f')
		.innerJoin('users as u', 'u.id', 'f.followee_id')
		.select(['u.id', 'u.username', 'u.first_name', 'u.last_name', 'u.business_name'])
		.where('f.follower_id', '=', viewerId)
		.where('u.status', '=', 'active')
		.orderBy('f.created_at', 'desc')
		.limit(TUNER_LIST_LIMIT)
		.execute();
}

/** The boards `viewerId` follows and may still read, most recently followed first. */
export function listFollowedBoards(db: Db, viewerId: string): Promise<FollowedBoardRow[]> {
	return db
		.selectFrom('board_follows as f')
		.innerJoin('boards as b', 'b.id', 'f.board_id')
		.innerJoin('users as o', 'o.id', 'b.owner_id')
		.select(['b.id', 'b.name', 'b.slug', 'o.username as owner_username'])
		.where('f.user_id', '=', viewerId)
		.where('o.status', '=', 'active')
		.where(boardReadableBy(viewerId))
		.orderBy('f.created_at', 'desc')
		.limit(TUNER_LIST_LIMIT)
		.execute();
}

/** The interests `viewerId` follows, most recently followed first. */
export function listFollowedInterests(db: Db, viewerId: string): Promise<FollowedInterestRow[]> {
	return db
		.selectFrom('interest_follows as f')
		.innerJoin('interests as i', 'i.id', 'f.interest_id')
		.select(['i.id', 'i.name', 'i.slug'])
		.where('f.user_id', '=', viewerId)
		.orderBy('f.created_at', 'desc')
		.limit(TUNER_LIST_LIMIT)
		.execute();
}

/** Removes a board follow and lowers the board's `follower_count` (never below zero). */
export async function deleteBoardFollow(trx: Db, viewerId: string, boardId: string): Promise<void> {
	const gone = await trx
		.deleteFrom('board_follows')
		.where('user_id', '=', viewerId)
		.where('board_id', '=', boardId)
		.executeTakeFirst();
	if (Number(gone.numDeletedRows) > 0) {
		await trx
			.updateTable('boards')
			.set({ follower_count: bump('follower_count', -1) })
			.where('id', '=', boardId)
			.execute();
	}
}

/** Removes an interest follow and lowers the interest's `follower_count` (never below zero). */
export async function deleteInterestFollow(
	trx: Db,
	viewerId: string,
	interestId: string,
): Promise<void> {
	const gone = await trx
		.deleteFrom('interest_follows')
		.where('user_id', '=', viewerId)
		.where('interest_id', '=', interestId)
		.executeTakeFirst();
	if (Number(gone.numDeletedRows) > 0) {
		await trx
			.updateTable('interests')
			.set({ follower_count: bump('follower_count', -1) })
			.where('id', '=', interestId)
			.execute();
	}
}
