import { type RawBuilder, sql } from 'kysely';
import type { Candidate } from './search-candidates.server.ts';

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
 * share that matches picks the cheaper path for the rest, the walk at or above `walkShare`, the
 * GIN index below. The answer is the same either way: exactly the newest `limit` matches.
 * Worst case is a word right at the crossover (about 0.9% of pins: some 9,000 heap visits).
 */
export interface PgCandidateOptions {
	/** Newest documents tested first to measure how common the query is. */
	sample?: number;
	/** Share of the sample at or above which the rest is found by walking the id index. */
	walkShare?: number;
}

const SAMPLE = 5000;
/** Where the two costs meet: 2.5 µs × share × pins = 0.2 µs × N ÷ share, for N = 1,000 (`CANDIDATE_LIMIT`). */
const WALK_SHARE = 0.009;

/** `ts_rank` weights `{D, C, B, A}` of pins: colour tokens (D) do not add to a pin's rank. */
export const PIN_TS_WEIGHTS = '{0.0, 0.2, 0.4, 1.0}';

/** A candidate's score: its rank times a million, an integer (as in search.repository). */
const rank = sql<number>`cast(ts_rank(${sql.lit(PIN_TS_WEIGHTS)}::float4[], f.document, q.query)
	* 1000000 as integer)`;

/**
 * The candidate subquery `(item_id, score)`: one statement whose branches are gated on the
 * sample (PostgreSQL skips a branch whose gate, computed once, is false), so the whole choice
 * costs no extra round trip:
 * - `a`: the sample's matches (`floor` is the id of the `sample`-th newest document, null when
 *   there are fewer documents than that, and then the sample holds every match);
 * - the walk below the sample, for common queries, when `a` is not full yet;
 * - for rare queries, every match through the GIN index (`pin_id + 0`, so the planner cannot
 *   turn this back into a walk of the id index), the newest `limit` kept.
 * `ts_match_vq` is `@@` as a function: the same test, but never an index condition, so `a` and
 * the walk read the id index as written.
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
	const walkMin = sql.lit(Math.ceil(sample * (options.walkShare ?? WALK_SHARE)));
	const floorOffset = sql.lit(sample - 1);
	const max = sql.lit(limit);
	return sql<Candidate>`(with q as materialized (select to_tsquery('simple', ${ts}) as query),
		b as materialized (select (select pin_id from pin_search order by pin_id desc
			offset ${floorOffset} limit 1) as floor_id),
		a as materialized (select f.pin_id as item_id, ${rank} as score from pin_search f, q
			where f.pin_id >= coalesce((select floor_id from b), 0) and ts_match_vq(f.document, q.query)
			order by f.pin_id desc limit ${max}),
		c as materialized (select count(*) as hits from a)
		select a.item_id, a.score from a
			where (select hits from c) >= ${walkMin} or (select floor_id from b) is null
		union all
		(select f.pin_id, ${rank} from pin_search f, q
			where f.pin_id < (select floor_id from b) and ts_match_vq(f.document, q.query)
			and (select hits from c) >= ${walkMin} and (select hits from c) < ${max}
			order by f.pin_id desc limit greatest(${max} - (select hits from c), 0))
		union all
		(select f.pin_id, ${rank} from pin_search f, q
			where f.document @@ q.query
			and (select hits from c) < ${walkMin} and (select floor_id from b) is not null
			order by f.pin_id + 0 desc limit ${max}))`;
}
