import {
	type Expression,
	type ExpressionBuilder,
	type ExpressionWrapper,
	type Kysely,
	type RawBuilder,
	type SqlBool,
	sql,
} from 'kysely';
import { type PinJoinedRow, selectPinRows } from '../../content/pins/pins.repository.server.ts';
import {
	type DiscoverySqlRule,
	discoveryVisibleSql,
} from '../../platform/access/discovery-visibility.server.ts';
import type { BoardTable, Database, PinTable, UserTable } from '../../platform/db/database.ts';
import { isSqlite } from '../../platform/db/sql.server.ts';

/**
 * All SQL of the home feed. Every query here is a keyset walk on an index (pins' primary key,
 * `pins(pinner_id, id)`, `pins(board_id, id)`, `pin_interests(interest_id, pin_id)` or the
 * partial index of popular originals), limited to the page size, so a page costs the same at
 * any depth. Every query filters for the viewer (see `FEED`), so no cursor can reach
 * what the viewer may not see.
 */

type FeedDb = Database & { p: PinTable; b: BoardTable; u: UserTable; o: UserTable };
type FeedEb = ExpressionBuilder<FeedDb, 'p' | 'b' | 'u' | 'o'>;
type Filter = (eb: FeedEb) => ExpressionWrapper<FeedDb, 'p' | 'b' | 'u' | 'o', SqlBool>;

/** Followed people, boards and interests read per source, most recent follows first. */
const MAX_FOLLOWED_KEYS = { user: 100, board: 100, interest: 50 } as const;

export interface FollowedKeys {
	users: string[];
	boards: string[];
	interests: string[];
}

/**
 * What `viewerId` follows (up to `MAX_FOLLOWED_KEYS` of each, most recently followed first),
 * in one query over the three follow tables' primary keys.
 */
export async function findFollowedKeys(
	db: Kysely<Database>,
	viewerId: string,
): Promise<FollowedKeys> {
	const users = db
		.selectFrom('user_follows')
		.select([sql<string>`'u'`.as('kind'), 'followee_id as key_id'])
		.where('follower_id', '=', viewerId)
		.orderBy('created_at', 'desc')
		.limit(MAX_FOLLOWED_KEYS.user);
	const boards = db
		.selectFrom('board_follows')
		.select([sql<string>`'b'`.as('kind'), 'board_id as key_id'])
		.where('user_id', '=', viewerId)
		.orderBy('created_at', 'desc')
		.limit(MAX_FOLLOWED_KEYS.board);
	const interests = db
		.selectFrom('interest_follows')
		.select([sql<string>`'i'`.as('kind'), 'interest_id as key_id'])
		.where('user_id', '=', viewerId)
		.orderBy('created_at', 'desc')
		.limit(MAX_FOLLOWED_KEYS.interest);
	// `key_id`: only `id`/`*_id` columns come back as exact decimal strings on SQLite.
	const rows = await db
		.selectFrom(users.as('fu'))
		.selectAll()
		.unionAll(db.selectFrom(boards.as('fb')).selectAll())
		.unionAll(db.selectFrom(interests.as('fi')).selectAll())
		.execute();
	const keys: FollowedKeys = { users: [], boards: [], interests: [] };
	for (const r of rows) {
		if (r.kind === 'u') keys.users.push(r.key_id);
		else if (r.kind === 'b') keys.boards.push(r.key_id);
		else keys.interests.push(r.key_id);
	}
	return keys;
}

/**
 * `pins as p` with its board `b`, pinner `u` and board owner `o` (primary-key lookups). Written
 * as CROSS JOINs with the join conditions in WHERE: SQLite then keeps `p` as the outer loop, so
 * an arm walks its `pins` index in order and stops at its LIMIT (with INNER JOIN it puts the
 * one-row `u` first and sorts every pin of the key). PostgreSQL plans both forms the same.
 */
function pinsWithOwners(db: Kysely<Database>) {
	return db
		.selectFrom('pins as p')
		.crossJoin('boards as b')
		.crossJoin('users as u')
		.crossJoin('users as o')
		.whereRef('b.id', '=', 'p.board_id')
		.whereRef('u.id', '=', 'p.pinner_id')
		.whereRef('o.id', '=', 'b.owner_id');
}

/**
 * The home feed's discovery rule (`discoveryVisibleSql`, for `p`, `b`, `u`, `o`): pinners and
 * board owners as everyone sees them (active accounts without a private profile, SET-01,
 * SET-12), none in a block with the viewer (ACC-22), no pin the viewer hid, and never the
 * viewer's own pins (the home feed is for finding others' ideas). The followed phase reads the
 * boards the viewer may read; the phases of public originals (`PUBLIC_FEED`) public boards only.
 * Signed-out viewers (and limited-login ones, who read as signed out) pass `null`.
 */
const FEED: DiscoverySqlRule = { people: 'public', excludeOwn: true };
const PUBLIC_FEED: DiscoverySqlRule = { ...FEED, boards: 'public' };

/**
 * Leaves out pins the viewer's follows bring (followed pinner, followed board, followed
 * interest), so the popular and recent phases after the followed one never repeat its pins.
 * Primary-key lookups only.
 */
function notFromFollows(viewerId: string): Filter {
	return (eb) =>
		eb.and([
			eb.not(
				eb.exists(
					eb
						.selectFrom('user_follows as fu')
						.select('fu.follower_id')
						.where('fu.follower_id', '=', viewerId)
						.whereRef('fu.followee_id', '=', 'p.pinner_id'),
				),
			),
			eb.not(
				eb.exists(
					eb
						.selectFrom('board_follows as fb')
						.select('fb.user_id')
						.where('fb.user_id', '=', viewerId)
						.whereRef('fb.board_id', '=', 'p.board_id'),
				),
			),
			eb.not(
				eb.exists(
					eb
						.selectFrom('pin_interests as pi')
						.innerJoin('interest_follows as fi', 'fi.interest_id', 'pi.interest_id')
						.select('pi.pin_id')
						.whereRef('pi.pin_id', '=', 'p.id')
						.where('fi.user_id', '=', viewerId),
				),
			),
		]);
}

/**
 * The followed keys of one kind as a one-column table `k(key_id)`, from one parameter (a JSON
 * array on SQLite, an array on PostgreSQL), so the statement's size does not grow with the
 * number of follows.
 */
function keyTable(db: Kysely<Database>, ids: readonly string[]): RawBuilder<unknown> {
	if (isSqlite(db)) {
		return sql`(select cast(value as integer) as key_id from json_each(${JSON.stringify(ids)})) k`;
	}
	return sql`(select unnest(cast(${[...ids]} as bigint[])) as key_id) k`;
}

/**
 * One kind of followed keys as an arm of the followed phase: for every key, the newest `limit`
 * visible pin ids below `beforeId` (`perKey` is a keyset walk on that key's index, correlated
 * with `k.key_id`). PostgreSQL runs it as a LATERAL join; SQLite, which has no LATERAL, as a
 * correlated `IN (… LIMIT …)` subquery that it evaluates once per key.
 */
function followedArm(
	db: Kysely<Database>,
	ids: readonly string[],
	perKey: Expression<unknown>,
): RawBuilder<{ id: string }> {
	if (isSqlite(db)) {
		return sql<{ id: string }>`select q.id from ${keyTable(db, ids)} cross join pins q
			where q.id in ${perKey}`;
	}
	return sql<{ id: string }>`select x.id from ${keyTable(db, ids)} cross join lateral ${perKey} x`;
}

/**
 * Ids of the next `limit` pins of the followed phase, newest first, below `beforeId`: for every
 * followed key, its newest `limit` visible pins (an index range scan with its own LIMIT), merged.
 * The cost is (keys × limit) index steps whatever the depth, in one statement of fixed size
 * whatever the number of follows (one arm per kind of key, not per key: a UNION of one arm per
 * key cost PostgreSQL a plan per arm and Kysely a copy of the growing query per arm, hundreds of
 * milliseconds for a viewer following a few hundred things). Followed boards bring every pin on
 * them, followed people every pin they save, followed interests the original pins tagged so.
 */
export async function followedPinIds(
	db: Kysely<Database>,
	viewerId: string,
	keys: FollowedKeys,
	beforeId: string | null,
	limit: number,
): Promise<string[]> {
	const keyId = sql.ref('k.key_id');
	const pinArm = (column: 'p.pinner_id' | 'p.board_id') => {
		let q = pinsWithOwners(db)
			.select('p.id')
			.where(discoveryVisibleSql(viewerId, FEED))
			.where(sql<SqlBool>`${sql.ref(column)} = ${keyId}`)
			.orderBy('p.id', 'desc')
			.limit(limit);
		if (beforeId !== null) q = q.where('p.id', '<', beforeId);
		return q;
	};
	// Interest arms walk `pin_interests(interest_id, pin_id)`; only public originals.
	const interestArm = () => {
		let q = db
			.selectFrom('pin_interests as pi')
			.crossJoin('pins as p')
			.crossJoin('boards as b')
			.crossJoin('users as u')
			.crossJoin('users as o')
			.whereRef('p.id', '=', 'pi.pin_id')
			.whereRef('b.id', '=', 'p.board_id')
			.whereRef('u.id', '=', 'p.pinner_id')
			.whereRef('o.id', '=', 'b.owner_id')
			.select('pi.pin_id as id')
			.where(sql<SqlBool>`pi.interest_id = ${keyId}`)
			.where('p.origin_pin_id', 'is', null)
			.where(discoveryVisibleSql(viewerId, PUBLIC_FEED))
			.orderBy('pi.pin_id', 'desc')
			.limit(limit);
		if (beforeId !== null) q = q.where('pi.pin_id', '<', beforeId);
		return q;
	};
	const arms: RawBuilder<{ id: string }>[] = [];
	if (keys.users.length > 0) arms.push(followedArm(db, keys.users, pinArm('p.pinner_id')));
	if (keys.boards.length > 0) arms.push(followedArm(db, keys.boards, pinArm('p.board_id')));
	if (keys.interests.length > 0) arms.push(followedArm(db, keys.interests, interestArm()));
	if (arms.length === 0) return [];
	const union = sql.join(arms, sql` union `);
	const rows = await sql<{ id: string }>`select f.id as id from (${union}) f
		order by f.id desc limit ${limit}`.execute(db);
	return rows.rows.map((r) => String(r.id));
}

/** Pin rows of `ids` the viewer may see (one query; the caller orders them). */
export async function pinRowsByIds(
	db: Kysely<Database>,
	viewerId: string | null,
	ids: readonly string[],
): Promise<PinJoinedRow[]> {
	if (ids.length === 0) return [];
	return selectPinRows(db)
		.where('p.id', 'in', ids)
		.where(discoveryVisibleSql(viewerId, FEED))
		.execute();
}

/**
 * `p` is an original pin (not a save). Written as `coalesce(…) = 0` rather than `is null` on
 * purpose: SQLite (without statistics) would otherwise walk `pins_origin_idx`, which matches
 * nearly every pin, instead of the primary key or `pins_popular_idx`. Ids are never 0.
 */
const ORIGINAL = sql<boolean>`coalesce(p.origin_pin_id, 0) = 0`;

/**
 * A page of public original pins for the popular (`p`: saved at least once) or recent (`r`:
 * never saved) phase, newest first below `beforeId`, with full card rows (one query: the
 * signed-out home page costs this query and nothing else). The popular phase walks the partial
 * index `pins_popular_idx` (`repin_count > 0`), written literally so SQLite can match it. For a
 * signed-in viewer, pins their follows bring are left out (they came in the followed phase).
 */
export async function discoveryPinRows(
	db: Kysely<Database>,
	options: {
		phase: 'p' | 'r';
		viewerId: string | null;
		beforeId: string | null;
		limit: number;
	},
): Promise<PinJoinedRow[]> {
	let q = selectPinRows(db)
		.where(ORIGINAL)
		.where(
			options.phase === 'p' ? sql<boolean>`p.repin_count > 0` : sql<boolean>`p.repin_count = 0`,
		)
		.where(discoveryVisibleSql(options.viewerId, PUBLIC_FEED))
		.orderBy('p.id', 'desc')
		.limit(options.limit);
	if (options.beforeId !== null) q = q.where('p.id', '<', options.beforeId);
	if (options.viewerId !== null) q = q.where(notFromFollows(options.viewerId));
	return q.execute();
}

/**
 * RTE-18: the static feed, public original pins oldest first above `afterId`. It never
 * changes as new pins arrive, so performance tests get the same pages run after run.
 */
export async function staticPinRows(
	db: Kysely<Database>,
	options: { viewerId: string | null; afterId: string | null; limit: number },
): Promise<PinJoinedRow[]> {
	let q = selectPinRows(db)
		.where(ORIGINAL)
		.where(discoveryVisibleSql(options.viewerId, PUBLIC_FEED))
		.orderBy('p.id', 'asc')
		.limit(options.limit);
	if (options.afterId !== null) q = q.where('p.id', '>', options.afterId);
	return q.execute();
}
