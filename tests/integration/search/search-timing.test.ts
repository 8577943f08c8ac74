import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPage } from '~/lib/discovery/search/search.service.server.ts';
import { typeaheadItems } from '~/lib/discovery/search/typeahead.service.server.ts';
import { newId } from '~/lib/platform/db/ids.ts';
import { makeBoard, makeMedia, makeUser } from '../../helpers/builders.ts';
import { createTestDb, type TestDb } from '../../helpers/test-db.ts';

/**
 * A quick timing check on 1,000 pins: search and typeahead are index-driven and bounded, so a
 * page takes milliseconds. (The 1M-pin budgets, search page p99 ≤ 150 ms and typeahead ≤ 30 ms,
 * are measured by `npm run bench`.)
 */
let t: TestDb;
const WORDS = [
	'linen',
	'oak',
	'garden',
	'kitchen',
	'lamp',
	'cozy',
	'boho',
	'winter',
	'pasta',
	'tile',
];

beforeAll(async () => {
	t = await createTestDb();
	const owner = await makeUser(t.db);
	const board = await makeBoard(t.db, owner, { name: 'Everything' });
	const media = await makeMedia(t.db);
	const at = new Date().toISOString();
	const rows = Array.from({ length: 1000 }, (_, i) => {
		const id = newId();
		return {
			id,
			board_sort: id,
			pinner_id: owner.id,
			board_id: board.id,
			media_id: media.id,
			title: `${WORDS[i % 10]} ${WORDS[(i * 7) % 10]} idea ${i}`,
			description: `${WORDS[(i * 3) % 10]} notes`,
			alt_text: '',
			dominant_color: '#aabbcc',
			created_at: at,
			updated_at: at,
		};
	});
	for (let i = 0; i < rows.length; i += 100) {
		await t.db
			.insertInto('pins')
			.values(rows.slice(i, i + 100))
			.execute();
	}
}, 60_000);
afterAll(async () => {
	await t?.destroy();
});

describe('search timing on 1,000 pins', () => {
	it('answers a common word, a prefix and a deep page quickly', async () => {
		await searchPage(t.db, { query: 'kitchen', scope: 'pins', viewer: null });
		const times: number[] = [];
		let bookmark: string | undefined;
		for (const query of ['kitchen', 'ki', 'kitchen oak', 'idea', 'idea']) {
			const start = performance.now();
			const page = await searchPage(t.db, { query, scope: 'pins', viewer: null, bookmark });
			times.push(performance.now() - start);
			expect(page.results.length).toBeGreaterThan(0);
			bookmark = query === 'idea' ? page.bookmark : undefined;
		}
		const start = performance.now();
		await typeaheadItems(t.db, { viewer: null, term: 'ev', tags: new Set() });
		times.push(performance.now() - start);
		// Generous for a shared CI machine; typical runs take a few milliseconds.
		expect(Math.max(...times)).toBeLessThan(250);
	});
});
