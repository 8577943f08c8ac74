import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { isSqlite } from '../../platform/db/sql.server.ts';
import {
	newestPinMatches,
	type PgCandidateOptions,
	PIN_TS_WEIGHTS,
} from './pg-pin-candidates.sql.server.ts';
import type { SearchCursor } from './search-bookmark.ts';

/**
 * Search candidates: the newest matches of a query with their rank scores (the first step of
 * every search, see search.repository.server.ts), and the keyset cut over them.
 */

/**
 * How many of the newest matches are ranked per search. Finding them is most of a search's cost
 * for a common word (on PostgreSQL the id-index walk reads limit ÷ share rows), so this is a
 * latency-for-reach trade: halving it from 2,000 halved that walk (26 → 13 ms for a word in 3%
 * of a million pins) and still leaves 40 pages of results.
 */
export const CANDIDATE_LIMIT = 1000;

export interface Candidate {
	item_id: string;
	score: number;
}

interface CandidateSource {
	sqliteTable: 'pin_search' | 'board_search' | 'user_search';
	/** `bm25` column weights (SQLite). */
	bm25: string;
	pgTable: 'pin_search' | 'board_search' | 'user_search';
	pgId: 'pin_id' | 'board_id' | 'user_id';
	/** `ts_rank` weights `{D, C, B, A}` (PostgreSQL). */
	tsWeights: string;
}

const PIN_SOURCE: CandidateSource = {
	sqliteTable: 'pin_search',
	bm25: '10.0, 4.0, 2.0, 0.0',
	pgTable: 'pin_search',
	pgId: 'pin_id',
	tsWeights: PIN_TS_WEIGHTS,
};
export const BOARD_SOURCE: CandidateSource = {
	sqliteTable: 'board_search',
	bm25: '10.0, 2.0',
	pgTable: 'board_search',
	pgId: 'board_id',
	tsWeights: '{0.0, 0.0, 0.2, 1.0}',
};
export const USER_SOURCE: CandidateSource = {
	sqliteTable: 'user_search',
	bm25: '10.0, 10.0',
	pgTable: 'user_search',
	pgId: 'user_id',
	tsWeights: '{0.0, 0.0, 1.0, 1.0}',
};

/**
 * A query's match texts: `fts` for FTS5, `ts` for `to_tsquery`; `ftsRank`, when present, what
 * SQLite ranks the matches by instead of `fts` (`pinFtsRankMatch`; null: every score is 0).
 */
export interface CandidateMatch {
	fts: string;
	ts: string;
	ftsRank?: string | null | undefined;
}

/**
 * The candidate subquery: `(item_id, score)` of the newest matches. `pinnerId` narrows pins to
 * one pinner's (the viewer's own, `my_pins`) before the limit.
 */
export function candidates(
	db: Db,
	source: CandidateSource,
	match: CandidateMatch,
	limit: number,
	pinnerId?: string,
): RawBuilder<Candidate> {
	if (isSqlite(db)) {
		const table = sql.table(source.sqliteTable);
		const score = sql.raw(
			`cast(-bm25(${source.sqliteTable}, ${source.bm25}) * 1000000 as integer)`,
		);
		if (match.ftsRank !== undefined && !pinnerId) {
			return rankedApart(table, score, match.fts, match.ftsRank, limit);
		}
		if (pinnerId) {
			return sql<Candidate>`(select f.rowid as item_id, ${score} as score from ${table} f
				join pins mine on mine.id = f.rowid
				where ${table} match ${match.fts} and mine.pinner_id = ${pinnerId}
				order by f.rowid desc limit ${limit})`;
		}
		return sql<Candidate>`(select rowid as item_id, ${score} as score from ${table}
			where ${table} match ${match.fts} order by rowid desc limit ${limit})`;
	}
	const table = sql.table(source.pgTable);
	const id = sql.ref(`f.${source.pgId}`);
	const score = sql`cast(ts_rank(${sql.lit(source.tsWeights)}::float4[], f.document, q.query) * 1000000 as integer)`;
	const query = sql`(select to_tsquery('simple', ${match.ts}) as query) q`;
	if (pinnerId) {
		return sql<Candidate>`(select ${id} as item_id, ${score} as score from ${table} f
			join pins mine on mine.id = ${id}, ${query}
			where f.document @@ q.query and mine.pinner_id = ${pinnerId}
			order by ${id} desc limit ${limit})`;
	}
	return sql<Candidate>`(select ${id} as item_id, ${score} as score from ${table} f, ${query}
		where f.document @@ q.query order by ${id} desc limit ${limit})`;
}

/**
 * The newest `limit` matches of `fts`, scored by `bm25` over `rank` (0 where it does not match;
 * all 0 when `rank` is null). `rank` is read only over the candidates' rowid range, so it costs
 * its own matches there and its words' counts, not `fts`'s colour cells (`pinFtsRankMatch`).
 */
function rankedApart(
	table: RawBuilder<unknown>,
	score: RawBuilder<unknown>,
	fts: string,
	rank: string | null,
	limit: number,
): RawBuilder<Candidate> {
	if (rank === null) {
		return sql<Candidate>`(select rowid as item_id, 0 as score from ${table}
			where ${table} match ${fts} order by rowid desc limit ${limit})`;
	}
	return sql<Candidate>`(with newest as materialized (select rowid as item_id from ${table}
			where ${table} match ${fts} order by rowid desc limit ${limit}),
		ranked as materialized (select rowid as item_id, ${score} as score from ${table}
			where ${table} match ${rank} and rowid >= (select min(item_id) from newest))
		select newest.item_id, coalesce(ranked.score, 0) as score from newest
			left join ranked on ranked.item_id = newest.item_id)`;
}

/**
 * Keyset condition on `(score, id)`, both descending. The cursor's score is cast to `bigint`:
 * PostgreSQL would otherwise type the parameter as the column's `integer` and fail on a forged
 * score beyond 2^31 (any safe integer is accepted by the bookmark codec).
 */
export function afterCursor(
	cursor: SearchCursor | null,
	idColumn: string,
	scoreColumn = 's.score',
): RawBuilder<SqlBool> {
	if (!cursor) return sql<SqlBool>`1 = 1`;
	const id = sql.ref(idColumn);
	const s = sql.ref(scoreColumn);
	const score = sql`cast(${cursor.score} as bigint)`;
	return sql<SqlBool>`(${s} < ${score} or (${s} = ${score} and ${id} < ${cursor.id}))`;
}

/**
 * The best `window` candidates after the cursor, by `(score, id)`, one per original pin.
 *
 * Window: ranking needs every candidate's score, but only the best few need joining to pins,
 * boards and users and checking against the viewer. If the best `window` hold a full page of
 * visible pins, that page is the true next page (anything outside the window ranks lower), so
 * `searchPinRows` looks at a small window first and at all candidates only when it falls short.
 *
 * One per original: saves of a pin repeat its picture, so a candidate is dropped when a better
 * candidate (by `(score, id)`) of the same original (`coalesce(origin_pin_id, id)`; a save
 * points at the root, never at a save) passes `rivalOk`, the caller's SQL test over
 * `x.item_id` that the reader may see that rival and that it passes the search's filters. Each
 * original then shows once, as its best visible candidate, on the page where that candidate
 * falls; a later page leaves out an original whose best candidate came before the cursor.
 *
 * Cost: rivals are the candidates ranked at or above the window's last row (any rival of a
 * window row ranks above it), so page 1 looks up the origin of its window's rows only (rows the
 * page joins anyway) and a later page also of the candidates before its cursor, never more than
 * the candidates. Only a candidate whose original has another candidate among them (`shared`)
 * is tested further, and only its better rivals' visibility is probed.
 * The closing `order by … limit` keeps the planners from merging this into the page's joins
 * (PostgreSQL otherwise ran the outranked test once per joined pin: seconds, not milliseconds).
 */
export function bestOfEachOriginal(
	source: RawBuilder<Candidate>,
	cursor: SearchCursor | null,
	window: number,
	rivalOk: RawBuilder<SqlBool>,
): RawBuilder<Candidate> {
	return sql<Candidate>`(with cand as materialized (select c0.item_id, c0.score from ${source} c0),
		win as materialized (select c.item_id, c.score from cand c
			where ${afterCursor(cursor, 'c.item_id', 'c.score')}
			order by c.score desc, c.item_id desc limit ${sql.lit(window)}),
		edge as materialized (select w.item_id, w.score from win w
			order by w.score asc, w.item_id asc limit 1),
		rivals as materialized (select c.item_id, c.score,
				coalesce(cp.origin_pin_id, cp.id) as origin_id,
				count(*) over (partition by coalesce(cp.origin_pin_id, cp.id)) as shared
			from cand c join edge e on c.score > e.score or (c.score = e.score and c.item_id >= e.item_id)
			join pins cp on cp.id = c.item_id)
		select r.item_id, r.score from rivals r
		where ${afterCursor(cursor, 'r.item_id', 'r.score')}
			and (r.shared = 1 or not exists (select 1 from rivals x where x.origin_id = r.origin_id
				and (x.score > r.score or (x.score = r.score and x.item_id > r.item_id))
				and ${rivalOk}))
		order by r.score desc, r.item_id desc limit ${sql.lit(window)})`;
}

/** Candidates looked at first for a page of `limit` (see `bestOfEachOriginal`). */
export function firstWindow(limit: number): number {
	return Math.max(100, limit * 4);
}

/**
 * The pin candidates of a search. PostgreSQL chooses how to find the newest matches (see
 * pg-pin-candidates), except among one pinner's pins, which the pinner join keeps few.
 */
export function pinCandidates(
	db: Db,
	match: CandidateMatch,
	limit: number,
	pinnerId: string | undefined,
	pg: PgCandidateOptions | undefined,
): RawBuilder<Candidate> {
	if (isSqlite(db) || pinnerId) return candidates(db, PIN_SOURCE, match, limit, pinnerId);
	return newestPinMatches(match.ts, limit, pg);
}
