import type { Kysely } from 'kysely';
import { recordActivity } from '../../platform/activity/record-activity.server.ts';
import type { Database } from '../../platform/db/database.ts';
import { isId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import {
	deleteBlock,
	deleteFollow,
	findRelation,
	followCounts,
	insertBlock,
	insertFollow,
	isBlockedEitherWay,
	lockUserPair,
} from './user-relations.repository.server.ts';
import { findUserById } from './users.repository.server.ts';

/**
 * ACC-22: follow, unfollow, block and unblock, each in one transaction with the counters it
 * changes (`users.follower_count` / `following_count`, never below zero).
 *
 * Blocking, as decided for Corkboard:
 * - it removes the follows both ways (and their counts);
 * - while a block stands, neither user can follow the other (`FollowBlocked`);
 * - each sees only the other's name on their profile: no boards, pins, counts or follow lists,
 *   and neither appears in the other's followers/following lists;
 * - unblocking restores nothing: follows are not re-created.
 */

export interface FollowState {
	user_id: string;
	explicitly_followed_by_me: boolean;
	follower_count: number;
	following_count: number;
}

/** The other user, active, and not the viewer; else the right error. */
async function otherUser(
	db: Kysely<Database>,
	viewerId: string,
	userId: string,
	selfError: 'CannotFollowSelf' | 'CannotBlockSelf',
) {
	const row = isId(userId) ? await findUserById(db, userId) : undefined;
	if (row?.status !== 'active') {
		throw new AppError('NotFound', { detail: `No user ${userId.slice(0, 24)}.` });
	}
	if (row.id === viewerId) throw new AppError(selfError);
	return row;
}

async function followState(
	db: Kysely<Database>,
	viewerId: string,
	userId: string,
): Promise<FollowState> {
	// Counted from the follows table, like the profile header, so the two always agree.
	const [counts, relation] = await Promise.all([
		followCounts(db, userId),
		findRelation(db, viewerId, userId),
	]);
	return { user_id: userId, explicitly_followed_by_me: relation.following, ...counts };
}

/** Follows `userId` (idempotent). Refused while a block stands either way. */
export async function followUser(
	db: Kysely<Database>,
	viewerId: string,
	userId: string,
): Promise<FollowState> {
	const other = await otherUser(db, viewerId, userId, 'CannotFollowSelf');
	await db.transaction().execute(async (trx) => {
		// Checked inside the transaction, with both users locked, so a block that lands first wins.
		await lockUserPair(trx, viewerId, other.id);
		if (await isBlockedEitherWay(trx, viewerId, other.id)) throw new AppError('FollowBlocked');
		const followed = await insertFollow(trx, viewerId, other.id, new Date().toISOString());
		// Issue 28: a new follow (not a repeat) is news for the followed person.
		if (followed) {
			const event = { kind: 'user_followed', actorId: viewerId, followedUserId: other.id } as const;
			await recordActivity(db, event, { within: trx });
		}
	});
	return followState(db, viewerId, other.id);
}

/** Stops following `userId` (idempotent). */
export async function unfollowUser(
	db: Kysely<Database>,
	viewerId: string,
	userId: string,
): Promise<FollowState> {
	const other = await otherUser(db, viewerId, userId, 'CannotFollowSelf');
	await db.transaction().execute(async (trx) => {
		await lockUserPair(trx, viewerId, other.id);
		await deleteFollow(trx, viewerId, other.id);
	});
	return followState(db, viewerId, other.id);
}

export interface BlockState {
	user_id: string;
	blocked_by_me: boolean;
	explicitly_followed_by_me: boolean;
}

/** Blocks `userId` (idempotent) and removes the follows between the two, with their counts. */
export async function blockUser(
	db: Kysely<Database>,
	viewerId: string,
	userId: string,
): Promise<BlockState> {
	const other = await otherUser(db, viewerId, userId, 'CannotBlockSelf');
	await db.transaction().execute(async (trx) => {
		await lockUserPair(trx, viewerId, other.id);
		await insertBlock(trx, viewerId, other.id, new Date().toISOString());
		await deleteFollow(trx, viewerId, other.id);
		await deleteFollow(trx, other.id, viewerId);
	});
	return { user_id: other.id, blocked_by_me: true, explicitly_followed_by_me: false };
}

/** Lifts the viewer's block of `userId` (idempotent); follows stay removed. */
export async function unblockUser(
	db: Kysely<Database>,
	viewerId: string,
	userId: string,
): Promise<BlockState> {
	const other = await otherUser(db, viewerId, userId, 'CannotBlockSelf');
	await deleteBlock(db, viewerId, other.id);
	const relation = await findRelation(db, viewerId, other.id);
	return {
		user_id: other.id,
		blocked_by_me: relation.blocking,
		explicitly_followed_by_me: relation.following,
	};
}
