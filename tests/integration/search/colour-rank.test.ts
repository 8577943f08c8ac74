import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinPrefixTerms } from '../../../src/lib/discovery/search/pin-prefix-terms.repository.server.ts';
import {
	type CandidateMatch,
	pinCandidates,
} from '../../../src/lib/discovery/search/search-candidates.sql.server.ts';
import {
	parseSearchQuery,
	pinFtsMatch,
	pinFtsRankMatch,
	pinTsQuery,
} from '../../../src/lib/discovery/search/search-query.ts';
import { makeBoard, makePin, makeUser } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/**
 * SRC-01 colour search (a palette term finds pins of that palette): on SQLite a colour search,
 * or a one-word search for a word that names a colour, is ranked by its words alone (colour
 * cells weigh nothing in the rank, and counting their matches was most of the search's cost). The scores must be exactly those of ranking the
 * whole match, and the order of results the same on both dialects.
 */
let t: TestDb;
const sqlite = testDialect() === 'sqlite';

async function titles(query: string): Promise<string[]> {
	const res = await callResource(t.db, 'BaseSearchResource', 'get', { query }, null);
	expect(res.status).toBe(200);
	return (res.r.data.results as { title: string }[]).map((r) => r.title);
}

/** Candidates of `query` (item id → score), ranked apart or by the whole match. */
async function scores(query: string, apart: boolean): Promise<[string, number][]> {
	const parsed = parseSearchQuery(query);
	const terms = await pinPrefixTerms(t.db, parsed);
	const match: CandidateMatch = { fts: pinFtsMatch(parsed, terms)!, ts: pinTsQuery(parsed)! };
	if (apart) match.ftsRank = pinFtsRankMatch(parsed, terms);
	const source = pinCandidates(t.db, match, 1000, undefined, undefined);
	const rows = await sql<{ item_id: string; score: number }>`select c.item_id, c.score
		from ${source} c order by c.item_id`.execute(t.db);
	return rows.rows.map((r) => [String(r.item_id), Number(r.score)]);
}

beforeAll(async () => {
	t = await createTestDb();
	const owner = await makeUser(t.db, { username: 'colour_owner' });
	const board = await makeBoard(t.db, owner, { name: 'Palettes', slug: 'palettes' });
	await makePin(t.db, board, { title: 'Teal kitchen', dominant_color: '#f4f1e6' });
	await makePin(t.db, board, { title: 'Bathroom', description: 'teal tiles' });
	await makePin(t.db, board, { title: 'Sea glass', dominant_color: '#2f7f8a' });
	await makePin(t.db, board, { title: 'Lagoon', dominant_color: '#2f7f8a' });
	await makePin(t.db, board, { title: 'Teal teal teal', dominant_color: '#2f7f8a' });
	await makePin(t.db, board, { title: 'Red door', dominant_color: '#c0302a' });
	// bm25 weighs a word found in half the pins or more at nearly nothing: keep teal rarer.
	for (let i = 0; i < 12; i++) await makePin(t.db, board, { title: `Plain pin ${i}` });
});
afterAll(async () => {
	await t?.destroy();
});

describe(`colour search ranking on ${testDialect()}`, () => {
	it('orders text matches by rank, then colour-only matches newest first', async () => {
		expect(await titles('teal')).toEqual([
			'Teal teal teal',
			'Teal kitchen',
			'Bathroom',
			'Lagoon',
			'Sea glass',
		]);
		expect(await titles('color:teal')).toEqual(['Teal teal teal', 'Lagoon', 'Sea glass']);
	});

	it.runIf(sqlite)('gives every candidate the score the whole match gives', async () => {
		for (const query of ['teal', 'te', 'color:teal', 'palette:red', 'teal kitchen', 'sea']) {
			const apart = await scores(query, true);
			expect(apart.length, query).toBeGreaterThan(0);
			expect(apart, query).toEqual(await scores(query, false));
		}
		// Colour searches score 0 throughout; a colour word's colour-only matches too.
		expect((await scores('color:teal', true)).map(([, s]) => s)).toEqual([0, 0, 0]);
		expect((await scores('teal', true)).filter(([, s]) => s === 0)).toHaveLength(2);
	});

	it.runIf(sqlite)('ranks apart only colour searches and one colour word', () => {
		expect(pinFtsRankMatch(parseSearchQuery('color:teal'))).toBeNull();
		expect(pinFtsRankMatch(parseSearchQuery('teal'))).toBe(
			'{title description board} : ("teal"* OR "0deteal")',
		);
		expect(pinFtsRankMatch(parseSearchQuery('teal kitchen'))).toBeUndefined();
		expect(pinFtsRankMatch(parseSearchQuery('kitchen color:teal'))).toBeUndefined();
		expect(pinFtsRankMatch(parseSearchQuery('kitchen'))).toBeUndefined();
	});
});
