import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	newestPinMatches,
	type PgCandidateOptions,
	PIN_TS_WEIGHTS,
} from '~/lib/discovery/search/pg-pin-candidates.sql.server.ts';
import { searchPinRows } from '~/lib/discovery/search/search.repository.server.ts';
import { parseSearchQuery, pinTsQuery } from '~/lib/discovery/search/search-query.ts';
import type { Database } from '~/lib/platform/db/database.ts';
import { executePrepared } from '~/lib/platform/db/prepared.server.ts';
import { makeBoard, makePin, makeUser } from '../../helpers/builders.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/**
 * PostgreSQL's pin candidates (SRC-01): whichever path the sample picks (the sample alone, the
 * walk of the id index, an id range with the GIN index, the GIN index alone), the answer is
 * exactly the newest matches with their `ts_rank` scores. Small samples make a 60-pin world take
 * every path.
 */
let t: TestDb;
const TOTAL = 60;

beforeAll(async () => {
	if (testDialect() !== 'postgres') return;
	t = await createTestDb();
	const owner = await makeUser(t.db);
	const board = await makeBoard(t.db, owner, { name: 'Words', privacy: 'public' });
	for (let i = 0; i < TOTAL; i++) {
		const words = ['everywhere'];
		if (i % 2 === 0) words.push('halfway');
		if (i % 7 === 0) words.push('seldom');
		if (i % 3 === 0) words.push('ternary');
		// Dense among the newest ten, sparse below them.
		if (i >= TOTAL - 5 || i % 10 === 0) words.push('lately');
		await makePin(t.db, board, { title: `${words.join(' ')} ${i}`, description: 'plain text' });
	}
});
afterAll(async () => {
	await t?.destroy();
});

function tsOf(text: string): string {
	const ts = pinTsQuery(parseSearchQuery(text));
	if (ts === null) throw new Error(`no query in ${text}`);
	return ts;
}

/** The newest `limit` matches and scores, the plain way (every match, sorted). */
async function expected(text: string, limit: number) {
	const rows = await sql<{ item_id: string; score: number }>`select f.pin_id as item_id,
		cast(ts_rank(${sql.lit(PIN_TS_WEIGHTS)}::float4[], f.document, q.query) * 1000000 as integer) as score
		from pin_search f, (select to_tsquery('simple', ${tsOf(text)}) as query) q
		where f.document @@ q.query order by f.pin_id desc limit ${limit}`.execute(t.db);
	return rows.rows.map((r) => ({ item_id: String(r.item_id), score: Number(r.score) }));
}

const candidatesQuery = (text: string, limit: number, options: PgCandidateOptions) =>
	sql<{ item_id: string; score: number }>`select s.item_id, s.score
		from ${newestPinMatches(tsOf(text), limit, options)} s order by s.item_id desc`;

async function actual(text: string, limit: number, options: PgCandidateOptions) {
	const rows = await candidatesQuery(text, limit, options).execute(t.db);
	return rows.rows.map((r) => ({ item_id: String(r.item_id), score: Number(r.score) }));
}

/** The connection's prepared statements whose text contains `needle`, with their plan counts. */
async function preparedWith(conn: Kysely<Database>, needle: string) {
	const { rows } = await sql<{ statement: string; generic_plans: string }>`
		select statement, generic_plans from pg_prepared_statements`.execute(conn);
	return rows.filter((r) => r.statement.includes(needle));
}

// A sample of 10 newest documents; 3 hits in it (30%) choose the walk.
const SMALL = { sample: 10, walkShare: 0.3 };
// The same with the walk from 5 hits and the id range from 2.
const RANGE = { sample: 10, walkShare: 0.5, rangeShare: 0.2 };

describe.skipIf(testDialect() !== 'postgres')('PostgreSQL pin candidates', () => {
	it('answers from the sample alone when it holds enough matches', async () => {
		const want = await expected('everywhere', 8);
		expect(want).toHaveLength(8);
		expect(await actual('everywhere', 8, SMALL)).toEqual(want);
	});

	it('walks the id index below the sample for a common word', async () => {
		// 5 of the newest 10 match: the sample is not enough for 20, the walk finds the rest.
		const want = await expected('halfway', 20);
		expect(want).toHaveLength(20);
		expect(await actual('halfway', 20, SMALL)).toEqual(want);
	});

	it('reads the GIN index for a rare word', async () => {
		// 1 or 2 of the newest 10 match: below the walk's share and the range's.
		const gin = { ...SMALL, rangeShare: 0.3 };
		const want = await expected('seldom', 5);
		expect(want).toHaveLength(5);
		expect(await actual('seldom', 5, gin)).toEqual(want);
		// Fewer matches than asked for: all of them.
		expect(await actual('seldom', 50, gin)).toEqual(await expected('seldom', 50));
	});

	it('reads an id range below the sample for a middling word, and below the range when short', async () => {
		// 3 or 4 of the newest 10 match `ternary`: between the range's share and the walk's.
		const range = { sample: 10, walkShare: 0.6, rangeShare: 0.1 };
		for (const limit of [5, 9, 14, 100]) {
			expect(await actual('ternary', limit, range), `ternary ${limit}`).toEqual(
				await expected('ternary', limit),
			);
		}
		// `lately`: 5 of the newest 10, then one in ten: the range sized from the sample (8
		// documents for 3 more matches) holds none, and the GIN index below it finds them.
		for (const limit of [3, 8, 30]) {
			expect(await actual('lately', limit, range), `lately ${limit}`).toEqual(
				await expected('lately', limit),
			);
		}
		expect(await expected('lately', 8)).toHaveLength(8);
	});

	it('keeps every match when the sample covers every document', async () => {
		for (const word of ['halfway', 'seldom', 'ternary']) {
			expect(await actual(word, 100, { sample: 1000 })).toEqual(await expected(word, 100));
		}
	});

	it('gives the same answer for prefixes and several words on every path', async () => {
		for (const text of ['hal', 'ternary halfway', 'everywhere sel', 'nothing here']) {
			for (const options of [
				SMALL,
				{ sample: 10, walkShare: 0.01 },
				{ sample: 10, walkShare: 1 },
				{ sample: 10, walkShare: 1, rangeShare: 0.1 },
				{ sample: 10, walkShare: 1, rangeShare: 1 },
			]) {
				expect(await actual(text, 7, options), `${text} ${JSON.stringify(options)}`).toEqual(
					await expected(text, 7),
				);
			}
		}
	});

	it('answers the same as one prepared statement, whose generic plan takes every path', async () => {
		// The search page runs this as a named statement (searchPinRows): after five custom plans
		// PostgreSQL keeps a generic one, which must still choose its path per word at run time.
		await t.db.connection().execute(async (conn) => {
			for (let round = 0; round < 8; round++) {
				for (const word of ['everywhere', 'halfway', 'seldom', 'hal', 'ternary', 'lately']) {
					const query = candidatesQuery(word, 20, RANGE).compile(conn);
					const rows = (await executePrepared(conn, query)).map((r) => ({
						item_id: String(r.item_id),
						score: Number(r.score),
					}));
					expect(rows, `${word}, round ${round}`).toEqual(await expected(word, 20));
				}
			}
			const [statement] = await preparedWith(conn, 'ts_match_vq');
			expect(Number(statement?.generic_plans)).toBeGreaterThan(0);
			// The query text is its only parameter: with a `limit $n` PostgreSQL estimates a
			// generic plan dearer than the custom ones and plans every search afresh.
			expect(candidatesQuery('halfway', 20, SMALL).compile(conn).parameters).toEqual([
				tsOf('halfway'),
			]);
		});
	});

	it('runs the search page as a prepared statement, and a pinner-filtered search unnamed', async () => {
		await t.db.connection().execute(async (conn) => {
			const input = {
				parsed: parseSearchQuery('halfway'),
				readerId: null,
				cursor: null,
				limit: 5,
				pgCandidates: SMALL,
			};
			const rows = await searchPinRows(conn, input);
			expect(rows).toHaveLength(5);
			// The page's own statement (it selects the media columns), not the test above's.
			expect(await preparedWith(conn, 'media_placeholder')).toHaveLength(1);
			const named = (await preparedWith(conn, 'mine.pinner_id')).length;
			expect(named).toBe(0);
			const owner = await conn.selectFrom('pins').select('pinner_id').executeTakeFirstOrThrow();
			expect(await searchPinRows(conn, { ...input, pinnerId: owner.pinner_id })).toHaveLength(5);
			expect(await preparedWith(conn, 'mine.pinner_id')).toHaveLength(named);
		});
	});
});
