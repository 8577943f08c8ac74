import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '~/app/resources.server.ts';
import { listRecentSearches } from '~/lib/discovery/search/recent-searches.repository.server.ts';
import { recordSearch } from '~/lib/discovery/search/recent-searches.service.server.ts';
import { RECENT_SEARCH_CAP } from '~/lib/discovery/search/recent-searches.ts';
import { encodeSearchBookmark } from '~/lib/discovery/search/search-bookmark.ts';
import { loadSearchPage } from '~/lib/discovery/search/search-page.server.ts';
import { handleResourceRequest } from '~/lib/platform/http/gateway.server.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/**
 * Hardening of search (issue 5 review), on both databases: forged bookmarks never fail the
 * query (SRC-01), a private profile's saves stay out of results, board covers respect
 * moderation, the price filter reads the same prices on both dialects, the domain filter is
 * bounded, and one person can never make their own query a suggestion for everyone (SRC-02).
 */
let t: TestDb;
let owner: Awaited<ReturnType<typeof makeUser>>;
let stranger: Awaited<ReturnType<typeof makeUser>>;
let reader: Awaited<ReturnType<typeof makeUser>>;

type Viewer = ReturnType<typeof viewerOf> | null;

async function search(options: Record<string, unknown>, viewer: Viewer = null) {
	return callResource(t.db, 'BaseSearchResource', 'get', options, viewer);
}

async function titles(options: Record<string, unknown>, viewer: Viewer = null) {
	const res = await search(options, viewer);
	expect(res.status).toBe(200);
	return res.r.data.results.map(
		(r: { title?: string; name?: string; username?: string }) => r.title ?? r.name ?? r.username,
	);
}

/**
 * The popular queries suggested for `term`, as a signed-in reader with no searches of their own
 * sees them: read afresh each time (signed-out answers are kept for a moment, see
 * typeahead.test.ts).
 */
async function suggestedQueries(term: string): Promise<string[]> {
	const res = await callResource(
		t.db,
		'AdvancedTypeaheadResource',
		'get',
		{ term },
		viewerOf(reader),
	);
	expect(res.status).toBe(200);
	return res.r.data.items
		.filter((i: { type: string }) => i.type === 'query')
		.map((i: { label: string }) => i.label);
}

beforeAll(async () => {
	t = await createTestDb();
	owner = await makeUser(t.db, { first_name: 'Marguerite' });
	stranger = await makeUser(t.db);
	reader = await makeUser(t.db);
	const board = await makeBoard(t.db, owner, { name: 'Marigold board' });
	for (let i = 0; i < 3; i++) await makePin(t.db, board, { title: `Marigold ${i}` });
});
afterAll(async () => {
	await t?.destroy();
});

describe('forged bookmarks (SRC-01)', () => {
	it('answers a page, never a 500, for scores beyond 32 bits', async () => {
		for (const score of [
			2 ** 31,
			-(2 ** 31) - 1,
			Number.MAX_SAFE_INTEGER,
			-Number.MAX_SAFE_INTEGER,
		]) {
			const bookmark = encodeSearchBookmark({ score, id: '9223372036854775807' });
			for (const [scope, query] of [
				['pins', 'marigold'],
				['boards', 'marigold'],
				['people', 'marguerite'],
			] as const) {
				const res = await search({ query, scope, bookmark });
				expect(res.status, `${scope} ${score}`).toBe(200);
				expect(res.r.data.results).toHaveLength(score > 0 ? (scope === 'pins' ? 3 : 1) : 0);
			}
		}
	});
});

describe('visibility', () => {
	it("leaves a private profile's save on someone else's public board out, except for itself", async () => {
		const shy = await makeUser(t.db, { is_private: 1 });
		const shared = await makeBoard(t.db, owner, { name: 'Shared board', is_collaborative: 1 });
		await makePin(t.db, shared, { title: 'Quillwort by a private pinner', pinner_id: shy.id });
		expect(await titles({ query: 'quillwort' })).toEqual([]);
		expect(await titles({ query: 'quillwort' }, viewerOf(stranger))).toEqual([]);
		expect(await titles({ query: 'quillwort' }, viewerOf(shy))).toEqual([
			'Quillwort by a private pinner',
		]);
	});

	it('shows no board cover from a moderation-hidden pin or a pin of another board', async () => {
		const board = await makeBoard(t.db, owner, { name: 'Covered tansy' });
		const hidden = await makePin(t.db, board, { title: 'Hidden cover', is_hidden: 1 });
		await t.db
			.updateTable('boards')
			.set({ cover_pin_id: hidden.id })
			.where('id', '=', board.id)
			.execute();
		const cover = async () => {
			const res = await search({ query: 'covered tansy', scope: 'boards' });
			expect(res.r.data.results).toHaveLength(1);
			return res.r.data.results[0].cover;
		};
		expect(await cover()).toBeNull();

		const secret = await makeBoard(t.db, owner, { privacy: 'secret' });
		const elsewhere = await makePin(t.db, secret, { title: 'Secret elsewhere' });
		await t.db
			.updateTable('boards')
			.set({ cover_pin_id: elsewhere.id })
			.where('id', '=', board.id)
			.execute();
		expect(await cover()).toBeNull();

		const shown = await makePin(t.db, board, { title: 'Shown cover' });
		await t.db
			.updateTable('boards')
			.set({ cover_pin_id: shown.id })
			.where('id', '=', board.id)
			.execute();
		expect(await cover()).not.toBeNull();
	});
});

describe('words split the same on both dialects', () => {
	it('finds words with combining vowel signs (Devanagari, Tamil, Bengali)', async () => {
		const board = await makeBoard(t.db, owner, { name: 'भारतीय रसोई' });
		await makePin(t.db, board, { title: 'हिन्दी व्यंजन', description: 'தமிழ் சமையல்' });
		await makePin(t.db, board, { title: 'বাংলা রান্না' });
		const hindi = 'हिन्दी व्यंजन';
		const bengali = 'বাংলা রান্না';
		const cases: [string, string[]][] = [
			['हिन्दी', [hindi]],
			['व्यंजन', [hindi]],
			['தமிழ்', [hindi]],
			['বাংলা রান্না', [bengali]],
			['तमिल हिन्दी', []],
			// The board's name is part of its pins' documents.
			['रसोई', [hindi, bengali].sort()],
		];
		for (const [query, expected] of cases) {
			expect((await titles({ query })).sort(), query).toEqual(expected);
		}
		expect(await titles({ query: 'भारतीय', scope: 'boards' })).toEqual(['भारतीय रसोई']);
	});

	it('rebuilds the documents that exist when the migration runs (PostgreSQL)', async () => {
		if (testDialect() !== 'postgres') return;
		const migration = await import(
			'~/lib/platform/db/migrations/2026_11_22_040200_search_word_split.ts'
		);
		await migration.down(t.db);
		expect(await titles({ query: 'हिन्दी' })).toEqual([]);
		await migration.up(t.db);
		expect(await titles({ query: 'हिन्दी' })).toEqual(['हिन्दी व्यंजन']);
		expect(await titles({ query: 'भारतीय', scope: 'boards' })).toEqual(['भारतीय रसोई']);
	});
});

describe('product filters', () => {
	it('reads only plain decimal prices, the same on both dialects', async () => {
		const board = await makeBoard(t.db, owner);
		const offer = (price: string) =>
			JSON.stringify({ product: { offers: [{ price, currency: 'USD', inStock: true }] } });
		for (const price of ['Free', '12', '8.50', '1.2.3', '7.', '-3', '']) {
			await makePin(t.db, board, { title: `Pricetag ${price}`, rich_metadata: offer(price) });
		}
		const cheap = await titles({ query: 'pricetag', price_max: 10 });
		expect(cheap).toEqual(['Pricetag 8.50']);
		const any = await titles({ query: 'pricetag', price_min: 0 });
		expect(any.sort()).toEqual(['Pricetag 12', 'Pricetag 8.50']);
	});

	it('refuses more than 20 domains in either form', async () => {
		const many = Array.from({ length: 21 }, (_, i) => `d${i}.example`);
		expect((await search({ query: 'marigold', domains: many })).status).toBe(400);
		const text = await search({ query: 'marigold', domains: many.join(',') });
		expect(text.status).toBe(400);
		expect(text.r.error.code).toBe('InvalidOptions');
		expect((await search({ query: 'marigold', domains: many.slice(0, 20).join(',') })).status).toBe(
			200,
		);
	});
});

describe('popular queries count each person once (SRC-02)', () => {
	it('does not suggest a query one person searched again after it left their capped list', async () => {
		const me = await makeUser(t.db);
		const base = Date.parse('2026-01-01T00:00:00Z');
		let n = 0;
		const at = () => new Date(base + n++ * 1000);
		await recordSearch(t.db, { userId: me.id, query: 'private worry', scope: 'pins', at: at() });
		for (let i = 0; i < RECENT_SEARCH_CAP; i++) {
			await recordSearch(t.db, { userId: me.id, query: `filler ${i}`, scope: 'pins', at: at() });
		}
		await recordSearch(t.db, { userId: me.id, query: 'Private worry', scope: 'pins', at: at() });
		expect(await suggestedQueries('private')).toEqual([]);
	});

	it('does not suggest a query one person searched twice at once', async () => {
		const me = await makeUser(t.db);
		await Promise.all([
			recordSearch(t.db, { userId: me.id, query: 'doubled query', scope: 'pins' }),
			recordSearch(t.db, { userId: me.id, query: 'doubled query', scope: 'pins' }),
		]);
		expect(await suggestedQueries('doubled')).toEqual([]);
	});

	it('suggests it once a second person searches it', async () => {
		const a = await makeUser(t.db);
		const b = await makeUser(t.db);
		await recordSearch(t.db, { userId: a.id, query: 'shared hobby', scope: 'pins' });
		await recordSearch(t.db, { userId: a.id, query: 'shared hobby', scope: 'pins' });
		expect(await suggestedQueries('shared')).toEqual([]);
		await recordSearch(t.db, { userId: b.id, query: 'shared hobby', scope: 'pins' });
		expect(await suggestedQueries('shared')).toEqual(['shared hobby']);
	});

	it('keeps no readable record of who searched what', async () => {
		const rows = await t.db
			.selectFrom('search_query_searchers' as never)
			.selectAll()
			.execute();
		expect(rows.length).toBeGreaterThan(0);
		for (const row of rows as { searcher_key: string }[]) {
			expect(row.searcher_key).toMatch(/^[0-9a-f]{64}$/);
		}
	});
});

describe("only the viewer's own searches are recorded (SRC-05)", () => {
	async function searchWithFetchSite(user: { id: string; username: string }, site: string | null) {
		const url = new URL('http://localhost/resource/BaseSearchResource/get/');
		url.searchParams.set(
			'data',
			JSON.stringify({ options: { query: `fetched ${site ?? 'plain'}` }, context: {} }),
		);
		const res = await handleResourceRequest({
			resources,
			request: new Request(url, { headers: site ? { 'sec-fetch-site': site } : {} }),
			url,
			name: 'BaseSearchResource',
			action: 'get',
			viewer: viewerOf(user),
			db: t.db,
			clientAddress: '127.0.0.1',
		});
		expect(res.status).toBe(200);
	}

	it('does not record a search that another site sent the viewer to', async () => {
		const me = await makeUser(t.db);
		for (const site of ['cross-site', 'same-origin', 'none', null])
			await searchWithFetchSite(me, site);
		const recorded = (await listRecentSearches(t.db, me.id, 'recent')).map((r) => r.query).sort();
		// A request without Sec-Fetch-Site cannot say it is the viewer's own: not recorded.
		expect(recorded).toEqual(['fetched none', 'fetched same-origin']);

		const page = await loadSearchPage({
			db: t.db,
			viewer: viewerOf(me),
			url: new URL('http://localhost/search/pins/?q=linked+from+elsewhere'),
			segment: 'pins',
			record: false,
		});
		expect(page.kind).toBe('ok');
		expect((await listRecentSearches(t.db, me.id, 'recent')).map((r) => r.query)).not.toContain(
			'linked from elsewhere',
		);
	});
});
