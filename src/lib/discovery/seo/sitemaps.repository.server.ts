import { type Kysely, sql } from 'kysely';
import { discoveryVisibleSql } from '../../platform/access/discovery-visibility.server.ts';
import { personVisibleSql } from '../../platform/access/person-visibility.server.ts';
import type { Database } from '../../platform/db/database.ts';
import { countAll } from '../../platform/db/sql.server.ts';
import type { IdBucket } from './id-ranges.ts';

/** The tables a ranged sitemap partitions. */
export type RangedTable = 'pins' | 'boards' | 'users';

/**
 * Row counts per id window (`id >> shift`) of a whole table, optionally within one id range.
 * Counts every row, public or not, so the public rows of a window never exceed them. Without a
 * range SQLite answers from its smallest covering index and PostgreSQL from its primary key;
 * with one, both scan just that key range.
 */
export async function idBuckets(
	db: Kysely<Database>,
	table: RangedTable,
	shift: number,
	range?: { first: string; last: string },
): Promise<IdBucket[]> {
	const window = sql<string>`(id >> ${sql.lit(shift)})`;
	let q = db
		.selectFrom(table)
		.select([window.as('bucket_id'), countAll().as('n')])
		.groupBy(window)
		.orderBy(window);
	if (range) q = q.where('id', '>=', range.first).where('id', '<=', range.last);
	const rows = await q.execute();
	return rows.map((r) => ({
		key: BigInt(r.bucket_id),
		shift,
		count: Number(r.n),
	}));
}

/**
 * The last id a child sitemap may read: the `limit`-th row of the table from `range.first`
 * (or `range.last`, whichever comes first). A real file's range holds at most `limit` rows of
 * any kind (`partitionIds` counts them all), so this changes nothing for it; a forged name such
 * as `pins-0-9223372036854775807` would otherwise walk the whole table looking for `limit`
 * public rows. One range scan of at most `limit` index entries; null when the range is empty.
 */
function scanEnd(
	db: Kysely<Database>,
	table: RangedTable,
	range: { first: string; last: string },
	limit: number,
) {
	return db
		.selectFrom(
			db
				.selectFrom(table)
				.select('id')
				.where('id', '>=', range.first)
				.where('id', '<=', range.last)
				.orderBy('id')
				.limit(limit)
				.as('w'),
		)
		.select((eb) => eb.fn.max('w.id').as('end'));
}

/** A public pin's sitemap facts. */
export interface PinSitemapRow {
	id: string;
	updated_at: string;
}

/**
 * Public original pins with ids in `[first, last]`, oldest first: what the discovery rule shows
 * everyone (`discoveryVisibleSql(null)`: on a public, live board, not hidden by moderation,
 * whose board owner and pinner are active and not private), on a board without a sensitivity
 * screen. Saves (repins) are left out: they show the same picture and words as
 * their original, which is listed. A primary-key range scan (of at most `limit` rows, see
 * `scanEnd`) with the joins as point lookups.
 */
export async function publicPinRows(
	db: Kysely<Database>,
	range: { first: string; last: string },
	limit: number,
): Promise<PinSitemapRow[]> {
	return db
		.selectFrom('pins as p')
		.innerJoin('boards as b', 'b.id', 'p.board_id')
		.innerJoin('users as o', 'o.id', 'b.owner_id')
		.innerJoin('users as u', 'u.id', 'p.pinner_id')
		.select(['p.id', 'p.updated_at'])
		.where('p.id', '>=', range.first)
		.where('p.id', '<=', range.last)
		.where('p.id', '<=', scanEnd(db, 'pins', range, limit))
		.where('p.origin_pin_id', 'is', null)
		.where(discoveryVisibleSql(null))
		.where('b.sensitivity_reason', 'is', null)
		.orderBy('p.id')
		.limit(limit)
		.execute();
}

/** A public board's sitemap facts. */
export interface BoardSitemapRow {
	id: string;
	slug: string;
	owner_username: string;
	updated_at: string;
	last_pinned_at: string | null;
}

/**
 * Public, live boards with at least one pin and no sensitivity screen, of active owners whose
 * profile is not private, with ids in `[first, last]`, oldest first.
 */
export async function publicBoardRows(
	db: Kysely<Database>,
	range: { first: string; last: string },
	limit: number,
): Promise<BoardSitemapRow[]> {
	return db
		.selectFrom('boards as b')
		.innerJoin('users as o', 'o.id', 'b.owner_id')
		.select(['b.id', 'b.slug', 'o.username as owner_username', 'b.updated_at', 'b.last_pinned_at'])
		.where('b.id', '>=', range.first)
		.where('b.id', '<=', range.last)
		.where('b.id', '<=', scanEnd(db, 'boards', range, limit))
		.where(discoveryVisibleSql(null, { aliases: { pin: null, pinner: null } }))
		.where('b.sensitivity_reason', 'is', null)
		.where('b.pin_count', '>', 0)
		.orderBy('b.id')
		.limit(limit)
		.execute();
}

/** A public profile's sitemap facts. */
export interface ProfileSitemapRow {
	id: string;
	username: string;
	updated_at: string;
}

/**
 * Active accounts whose profile is not private (`personVisibleSql(…, null)`), with ids in
 * `[first, last]`, oldest first.
 */
export async function publicProfileRows(
	db: Kysely<Database>,
	range: { first: string; last: string },
	limit: number,
): Promise<ProfileSitemapRow[]> {
	return db
		.selectFrom('users as u')
		.select(['u.id', 'u.username', 'u.updated_at'])
		.where('u.id', '>=', range.first)
		.where('u.id', '<=', range.last)
		.where('u.id', '<=', scanEnd(db, 'users', range, limit))
		.where(personVisibleSql('u', null))
		.orderBy('u.id')
		.limit(limit)
		.execute();
}

/** Every interest (there are tens to a few thousand), categories first, in menu order. */
export async function interestRows(
	db: Kysely<Database>,
	limit: number,
): Promise<{ id: string; slug: string }[]> {
	return db
		.selectFrom('interests')
		.select(['id', 'slug'])
		.orderBy('is_category', 'desc')
		.orderBy('position')
		.orderBy('id')
		.limit(limit)
		.execute();
}
