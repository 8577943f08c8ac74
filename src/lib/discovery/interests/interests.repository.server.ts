import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database, Db, InterestRow } from '../../platform/db/database.ts';
import type { FollowCursor } from './follow-bookmark.ts';

/** All SQL of interests themselves and of interest follows (FED-07/08). */

const INTEREST_COLUMNS = [
	'i.id',
	'i.name',
	'i.slug',
	'i.parent_id',
	'i.is_category',
	'i.position',
	'i.follower_count',
] as const;

function selectInterests(db: Db) {
	return db.selectFrom('interests as i').select(INTEREST_COLUMNS);
}

export async function findInterestById(db: Db, id: string): Promise<InterestRow | undefined> {
	return selectInterests(db).where('i.id', '=', id).executeTakeFirst();
}

export async function findInterestBySlug(db: Db, slug: string): Promise<InterestRow | undefined> {
	return selectInterests(db).where('i.slug', '=', slug).executeTakeFirst();
}

/** The interests with these ids that exist, in no particular order. */
export async function findInterestsByIds(db: Db, ids: readonly string[]): Promise<InterestRow[]> {
	if (ids.length === 0) return [];
	return selectInterests(db)
		.where('i.id', 'in', [...ids])
		.execute();
}

/** The top-level idea categories (NAV-08) in menu order. */
export async function listCategoryRows(db: Db): Promise<InterestRow[]> {
	return selectInterests(db)
		.where('i.is_category', '=', 1)
		.orderBy('i.position')
		.orderBy('i.id')
		.execute();
}

/** The sub-interests of these parents, by parent then menu order (`interests_parent_position_idx`). */
export async function listChildRows(db: Db, parentIds: readonly string[]): Promise<InterestRow[]> {
	if (parentIds.length === 0) return [];
	return selectInterests(db)
		.where('i.parent_id', 'in', [...parentIds])
		.orderBy('i.parent_id')
		.orderBy('i.position')
		.orderBy('i.id')
		.execute();
}

/**
 * Interests that label the same pins as `interestId`, most shared first, counted over its
 * `sample` newest pins (a bounded index range, whatever the size of the interest). Leaves out
 * the interest itself and `excludeIds` (its parent and children, shown elsewhere on the page).
 */
export async function coOccurringInterestIds(
	db: Db,
	interestId: string,
	excludeIds: readonly string[],
	options: { sample: number; limit: number },
): Promise<string[]> {
	const recent = db
		.selectFrom('pin_interests as s')
		.select('s.pin_id')
		.where('s.interest_id', '=', interestId)
		.orderBy('s.pin_id', 'desc')
		.limit(options.sample);
	let q = db
		.selectFrom('pin_interests as pi')
		.select(['pi.interest_id', sql<number>`cast(count(*) as integer)`.as('n')])
		.where('pi.pin_id', 'in', recent)
		.where('pi.interest_id', '<>', interestId)
		.groupBy('pi.interest_id')
		.orderBy('n', 'desc')
		.orderBy('pi.interest_id')
		.limit(options.limit);
	if (excludeIds.length > 0) q = q.where('pi.interest_id', 'not in', [...excludeIds]);
	return (await q.execute()).map((r) => r.interest_id);
}

/** Which of `ids` the user follows. */
export async function followedAmong(
	db: Db,
	userId: string,
	ids: readonly string[],
): Promise<Set<string>> {
	if (ids.length === 0) return new Set();
	const rows = await db
		.selectFrom('interest_follows')
		.select('interest_id')
		.where('user_id', '=', userId)
		.where('interest_id', 'in', [...ids])
		.execute();
	return new Set(rows.map((r) => r.interest_id));
}

/**
 * Adds the follows that do not exist yet and counts each new one on its interest, in the
 * caller's transaction. Answers the ids that really became follows, so a repeat or a racing
 * duplicate counts once.
 */
export async function insertInterestFollows(
	trx: Transaction<Database>,
	userId: string,
	ids: readonly string[],
	at: string,
): Promise<string[]> {
	if (ids.length === 0) return [];
	// `returning` answers only the rows this statement inserted, on both dialects.
	const inserted = await trx
		.insertInto('interest_follows')
		.values(ids.map((id) => ({ user_id: userId, interest_id: id, created_at: at })))
		.onConflict((oc) => oc.columns(['user_id', 'interest_id']).doNothing())
		.returning('interest_id')
		.execute();
	const added = inserted.map((r) => r.interest_id);
	if (added.length > 0) {
		await trx
			.updateTable('interests')
			.set({ follower_count: sql<number>`follower_count + 1` })
			.where('id', 'in', added)
			.execute();
	}
	return added;
}

/**
 * Removes the follows that exist and uncounts each removed one (never below zero), in the
 * caller's transaction. Answers the ids whose follow was really removed.
 */
export async function deleteInterestFollows(
	trx: Transaction<Database>,
	userId: string,
	ids: readonly string[],
): Promise<string[]> {
	if (ids.length === 0) return [];
	const removed = await trx
		.deleteFrom('interest_follows')
		.where('user_id', '=', userId)
		.where('interest_id', 'in', [...ids])
		.returning('interest_id')
		.execute();
	const removedIds = removed.map((r) => r.interest_id);
	if (removedIds.length > 0) {
		await trx
			.updateTable('interests')
			.set({
				follower_count: sql<number>`case when follower_count > 0 then follower_count - 1 else 0 end`,
			})
			.where('id', 'in', removedIds)
			.execute();
	}
	return removedIds;
}

export type FollowedInterestRow = InterestRow & { followed_at: string };

/**
 * A user's followed interests, newest follow first (ties by interest id), strictly after
 * `after` when given: a keyset scan of `interest_follows_user_time_idx`.
 */
export async function listFollowedRows(
	db: Db,
	userId: string,
	options: { after: FollowCursor | null; limit: number },
): Promise<FollowedInterestRow[]> {
	let q = db
		.selectFrom('interest_follows as f')
		.innerJoin('interests as i', 'i.id', 'f.interest_id')
		.select([...INTEREST_COLUMNS, 'f.created_at as followed_at'])
		.where('f.user_id', '=', userId)
		.orderBy('f.created_at', 'desc')
		.orderBy('f.interest_id', 'desc')
		.limit(options.limit);
	const after = options.after;
	if (after) {
		q = q.where((eb) =>
			eb.or([
				eb('f.created_at', '<', after.at),
				eb.and([eb('f.created_at', '=', after.at), eb('f.interest_id', '<', after.id)]),
			]),
		);
	}
	return q.execute();
}
