import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinPrefixTerms } from '../../../src/lib/discovery/search/pin-prefix-terms.repository.server.ts';
import { parseSearchQuery } from '../../../src/lib/discovery/search/search-query.ts';
import { makeBoard, makePin, makeUser } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/**
 * SRC-01: the last word of a pin search matches as a prefix. On SQLite a prefix longer than
 * the index's prefix lengths is searched as the index's words it stands for (read from
 * `pin_search_terms`); the pins found are the prefix query's, on both dialects, and new words are
 * found at once.
 */
let t: TestDb;
let board: Awaited<ReturnType<typeof makeBoard>>;
const sqlite = testDialect() === 'sqlite';

async function titles(query: string): Promise<string[]> {
	const res = await callResource(t.db, 'BaseSearchResource', 'get', { query }, null);
	expect(res.status).toBe(200);
	return (res.r.data.results as { title: string }[]).map((r) => r.title).sort();
}

beforeAll(async () => {
	t = await createTestDb();
	const owner = await makeUser(t.db, { username: 'prefix_owner' });
	board = await makeBoard(t.db, owner, { name: 'Wardrobe', slug: 'wardrobe' });
	await makePin(t.db, board, { title: 'Summer outfit', description: 'Linen' });
	await makePin(t.db, board, { title: 'Office outfits', description: 'Tailored' });
	await makePin(t.db, board, { title: 'Camping trip', description: 'Outfitter list' });
	await makePin(t.db, board, { title: 'Outing by the lake', description: 'Picnic' });
	await makePin(t.db, board, { title: 'Café outfit', description: 'Crème' });
});
afterAll(async () => {
	await t?.destroy();
});

describe(`pin search prefixes on ${testDialect()}`, () => {
	it('finds every word the last word begins, and no other', async () => {
		expect(await titles('outfi')).toEqual([
			'Café outfit',
			'Camping trip',
			'Office outfits',
			'Summer outfit',
		]);
		// A whole word also matches its English stem (the pins are English): `outfits` → `outfit`.
		expect(await titles('outfits')).toEqual(['Café outfit', 'Office outfits', 'Summer outfit']);
		expect(await titles('summer outf')).toEqual(['Summer outfit']);
		expect(await titles('outfiz')).toEqual([]);
	});

	it('reads the words from the index on SQLite only, past the prefix index lengths', async () => {
		const terms = await pinPrefixTerms(t.db, parseSearchQuery('Outfi'));
		// The index's words include the stems beside them (`outfitter` → `outfitt`).
		if (sqlite) expect(terms).toEqual(['outfit', 'outfits', 'outfitt', 'outfitter']);
		else expect(terms).toBeNull();
		// Three letters: the prefix index answers it; one word: nothing to expand.
		expect(await pinPrefixTerms(t.db, parseSearchQuery('out'))).toBeNull();
		expect(await pinPrefixTerms(t.db, parseSearchQuery('outfit '))).toEqual(
			sqlite ? ['outfit', 'outfits', 'outfitt', 'outfitter'] : null,
		);
		// Not ASCII even folded: the index folds case its own way, so the prefix query stays.
		expect(await pinPrefixTerms(t.db, parseSearchQuery('москва'))).toBeNull();
		// Folded to ASCII (`cafés` → `cafes`): read from the index like any other word.
		expect(await pinPrefixTerms(t.db, parseSearchQuery('cafés'))).toEqual(sqlite ? [] : null);
		if (sqlite) expect(await pinPrefixTerms(t.db, parseSearchQuery('zzzz'))).toEqual([]);
	});

	it('keeps the prefix query when the prefix stands for more than 16 words', async () => {
		for (let i = 0; i < 17; i++) {
			await makePin(t.db, board, { title: `Glaze${String.fromCharCode(97 + i)} pottery` });
		}
		expect(await pinPrefixTerms(t.db, parseSearchQuery('glaze'))).toBeNull();
		expect(await titles('glaze')).toHaveLength(17);
		expect(await titles('glazeq')).toEqual(['Glazeq pottery']);
	});

	it('finds a word that is new to the index at once, and forgets a deleted pin', async () => {
		const pin = await makePin(t.db, board, { title: 'Outfitting a van' });
		expect(await titles('outfitt')).toEqual(['Camping trip', 'Outfitting a van']);
		await t.db.deleteFrom('pins').where('id', '=', pin.id).execute();
		expect(await titles('outfitt')).toEqual(['Camping trip']);
	});
});
