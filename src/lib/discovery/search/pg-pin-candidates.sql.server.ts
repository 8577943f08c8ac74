import { type RawBuilder, sql } from 'kysely';
import type { Candidate } from './search-candidates.sql.server.ts';

/**
 * The newest pin matches of a query on PostgreSQL, with their rank scores.
 *
 * A GIN index answers "which documents match" unordered, so "the newest N matches" through it
 * costs one heap visit per match, however few are kept (2–7 µs each on a million pins, more
 * when the pages are not in shared buffers: 78 ms for a word in 3% of them). Walking the id
 * index backwards and testing each document costs 0.2–0.4 µs a row but reads N ÷ (the word's
 * share) rows: cheap for common words, hopeless for rare ones. The planner picks between the
 * two from its statistics, which are rough for prefixes (a 3× overestimate made it walk 290,000
 * rows, 67 ms, for a word in 0.3% of pins, whose GIN path takes 4 ms).
 *
 * So this measures instead: it tests the newest `sample` documents (about 3 ms), and from the
 * share that matches picks the cheapest path for the rest:
 * - at or above `walkShare`, the walk;
 * - at or above `rangeShare`, the range: the GIN index and an id range of the newest documents
 *   that should hold the matches still wanted (1.3 × wanted ÷ share, counted on the id index),
 *   intersected as bitmaps, so only matches in the range are visited; the GIN index below the
 *   range if it held too few;
 * - below, the GIN index alone.
 * The answer is the same on every path: exactly the newest `limit` matches. For words in 0.9–2%
 * of a million pins the walk read 50,000–110,000 rows and the GIN index visited 9,000–20,000
 * matches (22–28 ms at worst); the range reads 50,000–140,000 ids and visits some 1,300 matches
 * (13–17 ms). Below 0.9% the range grows dearer than visiting every match (a word in 0.6%:
 * 54 ms against 16), above 2% than the walk.
 */
export interface PgCandidateOptions {
	/** Newest documents tested first to measure how common the query is. */
	sample?: number;
	/** Share of the sample at or above which the rest is found by walking the id index. */
	walkShare?: number;
	/** Share at or above which (and below `walkShare`) the rest is found in an id range. */
	rangeShare?: number;
}

const SAMPLE = 5000;
const WALK_SHARE = 0.02;
const RANGE_SHARE = 0.009;
/** How many more documents the range spans than the sample's share says it needs. */
const RANGE_MARGIN = 1.3;

/** `ts_rank` weights `{D, C, B, A}` of pins: colour tokens (D) do not add to a pin's rank. */
export const PIN_TS_WEIGHTS = '{0.0, 0.2, 0.4, 1.0}';

/** A candidate's score: its rank times a million, an integer (as in search.repository). */
const rank = sql<number>`cast(ts_rank(${sql.lit(PIN_TS_WEIGHTS)}::float4[], f.document, q.query)
	* 1000000 as integer)`;

/**
 * The candidate subquery `(item_id, score)`: one statement whose branches are gated on the
 * sample (PostgreSQL skips a branch whose gate, computed once, is false, and never reads a CTE
 * that only a skipped branch reads), so the whole choice costs no extra round trip:
 * - `a`: the sample's matches (`floor` is the id of the `sample`-th newest document, null when
 *   there are fewer documents than that, and then the sample holds every match);
 * - the walk below the sample, for common queries, when `a` is not full yet;
 * - `r`, for middling queries: the matches in `[low, floor)`, where `low` is the id `span`
 *   documents below the sample (0 when there are fewer); then, when `r` falls short, the GIN
 *   index below `low`;
 * - for rare queries, every match through the GIN index, the newest `limit` kept.
 * The GIN branches order by `pin_id + 0`, so the planner cannot turn them back into a walk of
 * the id index. `ts_match_vq` is `@@` as a function: the same test, but never an index
 * condition, so `a` and the walk read the id index as written.
 */
export function newestPinMatches(
	ts: string,
	limit: number,
	options: PgCandidateOptions = {},
): RawBuilder<Candidate> {
	// The numbers are SQL literals, not parameters: the statement is prepared (searchPinRows), and
	// PostgreSQL keeps a generic plan only when it costs no more than the custom ones, which a
	// `limit $n` (estimated at a tenth of the rows) never does. Only the query text is a parameter;
	// it sits in a materialized CTE, so no plan ever depended on it.
	const sample = options.sample ?? SAMPLE;
	const walkHits = Math.ceil(sample * (options.walkShare ?? WALK_SHARE));
	// At most `walkHits`: a range share at or above the walk's leaves no range path.
	const rangeHits = Math.min(walkHits, Math.ceil(sample * (options.rangeShare ?? RANGE_SHARE)));
	const walkMin = sql.lit(walkHits);
	const rangeMin = sql.lit(rangeHits);
	const floorOffset = sql.lit(sample - 1);
	const max = sql.lit(limit);
	const hits = sql`(select hits from c)`;
	const floor = sql`(select floor_id from b)`;
	const ranged = sql`${hits} >= ${rangeMin} and ${hits} < ${walkMin} and ${floor} is not null`;
	// Documents below the sample expected to hold the matches still wanted, with a margin.
	const span = sql`ceil(${sql.lit(RANGE_MARGIN)} * greatest(${max} - ${hits}, 0) * ${sql.lit(sample)}
		/ greatest(${hits}, 1))::bigint`;
	return sql<Candidate>`(with q as materialized (select to_tsquery('simple', ${ts}) as query),
		b as materialized (select (select pin_id from pin_search order by pin_id desc
			offset ${floorOffset} limit 1) as floor_id),
		a as materialized (select f.pin_id as item_id, ${rank} as score from pin_search f, q
			where f.pin_id >= coalesce(${floor}, 0) and ts_match_vq(f.document, q.query)
			order by f.pin_id desc limit ${max}),
		c as materialized (select count(*) as hits from a),
		l as materialized (select coalesce((select pin_id from pin_search where pin_id < ${floor}
			order by pin_id desc offset ${span} limit 1), 0) as low_id),
		r as materialized (select f.pin_id as item_id, ${rank} as score from pin_search f, q
			where f.document @@ q.query and f.pin_id < ${floor}
			and f.pin_id >= (select low_id from l) and ${ranged}
			order by f.pin_id + 0 desc limit greatest(${max} - ${hits}, 0)),
		rc as materialized (select count(*) as found from r)
		select a.item_id, a.score from a
			where ${hits} >= ${rangeMin} or ${floor} is null
		union all
		(select f.pin_id, ${rank} from pin_search f, q
			where f.pin_id < ${floor} and ts_match_vq(f.document, q.query)
			and ${hits} >= ${walkMin} and ${hits} < ${max}
			order by f.pin_id desc limit greatest(${max} - ${hits}, 0))
		union all
		select r.item_id, r.score from r where ${ranged}
		union all
		(select f.pin_id, ${rank} from pin_search f, q
			where f.document @@ q.query and f.pin_id < (select low_id from l) and ${ranged}
			and (select found from rc) < ${max} - ${hits}
			order by f.pin_id + 0 desc limit greatest(${max} - ${hits} - (select found from rc), 0))
		union all
		(select f.pin_id, ${rank} from pin_search f, q
			where f.document @@ q.query
			and ${hits} < ${rangeMin} and ${floor} is not null
			order by f.pin_id + 0 desc limit ${max}))`;
}
