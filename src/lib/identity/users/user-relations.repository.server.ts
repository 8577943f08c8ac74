import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import { notInBlockWithSql } from '../../platform/access/blocks.server.ts';
import { personLiveSql } from '../../platform/access/person-visibility.server.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { countAll } from '../../platform/db/sql.server.ts';
import { nameColumns } from './display-name.sql.server.ts';

/** All SQL of follows and blocks between users (ACC-22). Counters never go below zero. */

const decrement = (column: 'follower_count' | 'following_count') =>
	sql<number>`case when ${sql.ref(column)} > 0 then ${sql.ref(column)} - 1 else 0 end`;

/**
 * Locks both users' rows for the rest of the transaction, lower id first (a no-op update), so
 * follows, unfollows and blocks between the same two people run one after the other: no
 * deadlock when they follow each other at once, and a follow cannot slip past a block.
 */
export async function lockUserPair(
	trx: Transaction<Database>,
	a: string,
	b: string,
): Promise<void> {
	const [first, second] = BigInt(a) < BigInt(b) ? [a, b] : [b, a];
	for (const id of [first, second]) {
		await trx
			.updateTable('users')
			.set({ follower_count: sql`follower_count` })
			.where('id', '=', id)
			.execute();
	}
}

/** Adds the follow and counts it on both users; false when it already existed. */
export async function insertFollow(
	trx: Transaction<Database>,
	followerId: string,
	followeeId: string,
	at: string,
): Promise<boolean> {
	const inserted = await trx
		.insertInto('user_follows')
		.values({ follower_id: followerId, followee_id: followeeId, created_at: at })
		.onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
		.returning('follower_id')
		.execute();
	if (inserted.length === 0) return false;
	await trx
		.updateTable('users')
		.set({ follower_count: sql`follower_count + 1` })
		.where('id', '=', followeeId)
		.execute();
	await trx
		.updateTable('users')
		.set({ following_count: sql`following_count + 1` })
		.where('id', '=', followerId)
		.execute();
	return true;
}

/** Removes the follow and uncounts it on both users; false when there was none. */
export async function deleteFollow(
	trx: Transaction<Database>,
	followerId: string,
	followeeId: string,
): Promise<boolean> {
	const result = await trx
		.deleteFrom('user_follows')
		.where('follower_id', '=', followerId)
		.where('followee_id', '=', followeeId)
		.executeTakeFirst();
	if (Number(result.numDeletedRows) === 0) return false;
	await trx
		.updateTable('users')
		.set({ follower_count: decrement('follower_count') })
		.where('id', '=', followeeId)
		.execute();
	await trx
		.updateTable('users')
		.set({ following_count: decrement('following_count') })
		.where('id', '=', followerId)
		.execute();
	return true;
}

/** Adds the block; false when it already existed. */
export async function insertBlock(
	trx: Transaction<Database>,
	blockerId: string,
	blockedId: string,
	at: string,
): Promise<boolean> {
	const inserted = await trx
		.insertInto('user_blocks')
		.values({ blocker_id: blockerId, blocked_id: blockedId, created_at: at })
		.onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
		.returning('blocker_id')
		.execute();
	return inserted.length > 0;
}

export async function deleteBlock(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
	const result = await db
		.deleteFrom('user_blocks')
		.where('blocker_id', '=', blockerId)
		.where('blocked_id', '=', blockedId)
		.executeTakeFirst();
	return Number(result.numDeletedRows) > 0;
}

/** How the viewer and another user stand, in one query (follows and blocks both ways). */
export interface Relation {
	following: boolean;
	followedBy: boolean;
	blocking: boolean;
	blockedBy: boolean;
}

export const NO_RELATION: Relation = {
	following: false,
	followedBy: false,
	blocking: false,
	blockedBy: false,
};

export async function findRelation(db: Db, viewerId: string, otherId: string): Promise<Relation> {
	const row = await db
		.selectNoFrom((eb) => [
			eb
				.exists(
					eb
						.selectFrom('user_follows')
						.select('follower_id')
						.where('follower_id', '=', viewerId)
						.where('followee_id', '=', otherId),
				)
				.as('following'),
			eb
				.exists(
					eb
						.selectFrom('user_follows')
						.select('follower_id')
						.where('follower_id', '=', otherId)
						.where('followee_id', '=', viewerId),
				)
				.as('followed_by'),
			eb
				.exists(
					eb
						.selectFrom('user_blocks')
						.select('blocker_id')
						.where('blocker_id', '=', viewerId)
						.where('blocked_id', '=', otherId),
				)
				.as('blocking'),
			eb
				.exists(
					eb
						.selectFrom('user_blocks')
						.select('blocker_id')
						.where('blocker_id', '=', otherId)
						.where('blocked_id', '=', viewerId),
				)
				.as('blocked_by'),
		])
		.executeTakeFirstOrThrow();
	// SQLite answers 0/1, PostgreSQL true/false.
	return {
		following: Boolean(row.following),
		followedBy: Boolean(row.followed_by),
		blocking: Boolean(row.blocking),
		blockedBy: Boolean(row.blocked_by),
	};
}

/** Whether a block stands between the two users, either way. */
export async function isBlockedEitherWay(db: Db, a: string, b: string): Promise<boolean> {
	const row = await db
		.selectFrom('user_blocks')
		.select('blocker_id')
		.where((eb) =>
			eb.or([
				eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
				eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
			]),
		)
		.executeTakeFirst();
	return row !== undefined;
}

/** One row of a followers or following list. */
export interface FollowListRow {
	id: string;
	username: string;
	first_name: string;
	last_name: string;
	business_name: string | null;
	account_type: string;
	about: string;
	is_private: number;
	follower_count: number;
	avatar_storage_key: string | null;
	avatar_variants: string | null;
}

/**
 * A page of the users who follow `userId` (`direction: 'followers'`) or whom `userId` follows
 * (`'following'`), highest user id first, strictly below `beforeId` (keyset). Inactive accounts
 * (`personLiveSql`) and accounts in a block with the viewer (`notInBlockWithSql`) are left out.
 * One query per page.
 */
export async function listFollowUsers(
	db: Db,
	options: {
		userId: string;
		direction: 'followers' | 'following';
		viewerId: string | null;
		beforeId?: string | undefined;
		limit: number;
	},
): Promise<FollowListRow[]> {
	const [self, other] =
		options.direction === 'followers'
			? (['f.followee_id', 'f.follower_id'] as const)
			: (['f.follower_id', 'f.followee_id'] as const);
	let q = db
		.selectFrom('user_follows as f')
		.innerJoin('users as u', 'u.id', other)
		.leftJoin('media as m', 'm.id', 'u.image_media_id')
		.select([
			'u.id',
			...nameColumns('u'),
			'u.about',
			'u.is_private',
			'u.follower_count',
			'm.storage_key as avatar_storage_key',
			'm.variants as avatar_variants',
		])
		.where(self, '=', options.userId)
		.where(personLiveSql('u'))
		.orderBy('u.id', 'desc')
		.limit(options.limit);
	if (options.beforeId) q = q.where('u.id', '<', options.beforeId);
	if (options.viewerId) q = q.where(notInBlockWithSql(options.viewerId, ['u.id']));
	return q.execute();
}

/** Of `ids`, those the viewer follows (one query for a whole list). */
export async function followedAmong(db: Db, viewerId: string, ids: string[]): Promise<Set<string>> {
	if (ids.length === 0) return new Set();
	const rows = await db
		.selectFrom('user_follows')
		.select('followee_id')
		.where('follower_id', '=', viewerId)
		.where('followee_id', 'in', ids)
		.execute();
	return new Set(rows.map((r) => r.followee_id));
}

/** A user's follower and following counts from the follows table (as profile pages show them). */
export async function followCounts(
	db: Db,
	userId: string,
): Promise<{ follower_count: number; following_count: number }> {
	const row = await db
		.selectNoFrom((eb) => [
			eb
				.selectFrom('user_follows')
				.select(countAll().as('c'))
				.where('followee_id', '=', userId)
				.as('follower_count'),
			eb
				.selectFrom('user_follows')
				.select(countAll().as('c'))
				.where('follower_id', '=', userId)
				.as('following_count'),
		])
		.executeTakeFirstOrThrow();
	return {
		follower_count: Number(row.follower_count ?? 0),
		following_count: Number(row.following_count ?? 0),
	};
}
