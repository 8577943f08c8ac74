import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb } from '../../helpers/test-db.ts';

/**
 * SRC-01/07: full-text search through `BaseSearchResource` on both dialects: ranking, prefix
 * matching, hostile query text, the index kept current as rows change, scopes, colour search,
 * filters and keyset paging.
 */
let t: TestDb;
let owner: Awaited<ReturnType<typeof makeUser>>;
let board: Awaited<ReturnType<typeof makeBoard>>;

async function search(
	options: Record<string, unknown>,
	viewer = null as ReturnType<typeof viewerOf> | null,
) {
	const res = await callResource(t.db, 'BaseSearchResource', 'get', options, viewer);
	return res;
}

async function titles(
	options: Record<string, unknown>,
	viewer = null as ReturnType<typeof viewerOf> | null,
) {
	const res = await search(options, viewer);
	expect(res.status).toBe(200);
	return (res.r.data.results as { title?: string; name?: string; username?: string }[]).map(
		(r) => r.title ?? r.name ?? r.username,
	);
}

beforeAll(async () => {
	t = await createTestDb();
	owner = await makeUser(t.db, {
		username: 'marguerite_dupont',
		first_name: 'Marguerite',
		last_name: 'Dupont',
	});
	board = await makeBoard(t.db, owner, { name: 'Weeknight dinners', slug: 'weeknight-dinners' });
	await makePin(t.db, board, { title: 'Lemon pasta', description: 'Quick and bright' });
	await makePin(t.db, board, { title: 'Roast chicken', description: 'Sunday lemon roast' });
	await makePin(t.db, board, { title: 'Tomato soup', description: 'Warm bowl' });
	await makePin(t.db, board, { title: 'Kitchen shelves', description: 'Open storage ideas' });
	await makePin(t.db, board, { title: 'Café crème', description: 'Morning coffee' });
	await makePin(t.db, board, { title: '東京 タワー', description: 'Tokyo at night' });
});
afterAll(async () => {
	await t?.destroy();
});

describe('BaseSearchResource pins', () => {
	it('answers the SRC-01 shape', async () => {
		const res = await search({ query: 'lemon' });
		expect(res.status).toBe(200);
		expect(Object.keys(res.r.data).sort()).toEqual([
			'filters',
			'guides',
			'productFilters',
			'results',
		]);
		expect(res.r.data.results[0].type).toBe('pin');
	});

	it('ranks a title match above a description match', async () => {
		expect(await titles({ query: 'lemon' })).toEqual(['Lemon pasta', 'Roast chicken']);
	});

	it('prefix-matches the last word only', async () => {
		expect(await titles({ query: 'kitch' })).toEqual(['Kitchen shelves']);
		expect(await titles({ query: 'kitch shelves' })).toEqual([]);
		expect(await titles({ query: 'KITCHEN shel' })).toEqual(['Kitchen shelves']);
	});

	it('needs every word', async () => {
		expect(await titles({ query: 'lemon pasta' })).toEqual(['Lemon pasta']);
		expect(await titles({ query: 'lemon soup' })).toEqual([]);
	});

	it('finds pins by their board name', async () => {
		expect((await titles({ query: 'weeknight' })).length).toBe(6);
	});

	it('matches unicode words', async () => {
		expect(await titles({ query: 'café' })).toEqual(['Café crème']);
		expect(await titles({ query: 'crème' })).toEqual(['Café crème']);
		expect(await titles({ query: '東京' })).toEqual(['東京 タワー']);
	});

	it.each([
		'"',
		'""',
		'*',
		'lemon*',
		'NEAR(lemon pasta, 2)',
		'lemon OR pasta',
		'lemon AND',
		'NOT lemon',
		':',
		'title:lemon',
		'{title}: lemon',
		"'; drop table pins; --",
		'lemon & | ! ( ) <-> :* \\',
		'^lemon',
		'-lemon +pasta',
		'color:',
		'palette:nope',
		'🍋 lemon',
		'x'.repeat(10_000),
		'lemon '.repeat(2000),
	])('never fails on hostile text %#', async (query) => {
		const res = await search({ query });
		expect(res.status).toBe(200);
		expect(Array.isArray(res.r.data.results)).toBe(true);
	});

	it('reads operators as words', async () => {
		expect(await titles({ query: 'lemon OR tomato' })).toEqual([]);
		expect(await titles({ query: '"lemon" pasta*' })).toEqual(['Lemon pasta']);
	});

	it('refuses NUL characters with InvalidOptions', async () => {
		const res = await search({ query: 'lemon\u0000' });
		expect(res.status).toBe(400);
		expect(res.r.error.code).toBe('InvalidOptions');
	});

	it('refuses unknown options and scopes', async () => {
		expect((await search({ query: 'a', nope: 1 })).status).toBe(400);
		const res = await search({ query: 'a', scope: 'nonsense' });
		expect(res.status).toBe(400);
		expect(res.r.error.code).toBe('SearchScopeUnknown');
	});

	it('accepts the rest of the SRC-01 options', async () => {
		const res = await search({
			query: 'lemon',
			scope: 'pins',
			rs: 'typed',
			filters: 'x',
			applied_filters: [],
			journey_depth: 1,
			source_id: null,
			source_module_id: null,
			source_url: '/search/pins/?q=lemon',
			top_pin_id: '1',
			top_pin_ids: ['1'],
			user: null,
			request_params: {},
			article: null,
			query_pin_sigs: [],
			auto_correction_disabled: true,
		});
		expect(res.status).toBe(200);
		expect(res.r.data.results).toHaveLength(2);
	});

	it('answers an empty query with no results', async () => {
		expect(await titles({ query: '' })).toEqual([]);
		expect(await titles({ query: '   ' })).toEqual([]);
	});
});

describe('the index follows the rows', () => {
	it('sees new, changed, moved and deleted pins and renamed boards', async () => {
		const b = await makeBoard(t.db, owner, { name: 'Garden plans', slug: 'garden-plans' });
		const pin = await makePin(t.db, b, { title: 'Zucchini beds' });
		expect(await titles({ query: 'zucchini' })).toEqual(['Zucchini beds']);

		await t.db
			.updateTable('pins')
			.set({ title: 'Pumpkin beds' })
			.where('id', '=', pin.id)
			.execute();
		expect(await titles({ query: 'zucchini' })).toEqual([]);
		expect(await titles({ query: 'pumpkin' })).toEqual(['Pumpkin beds']);

		await t.db.updateTable('boards').set({ name: 'Allotment' }).where('id', '=', b.id).execute();
		expect(await titles({ query: 'allotment' })).toEqual(['Pumpkin beds']);
		expect(await titles({ query: 'garden' })).toEqual([]);
		expect(await titles({ query: 'allotment', scope: 'boards' })).toEqual(['Allotment']);

		await t.db.updateTable('pins').set({ board_id: board.id }).where('id', '=', pin.id).execute();
		expect(await titles({ query: 'allotment' })).toEqual([]);

		await t.db.deleteFrom('pins').where('id', '=', pin.id).execute();
		expect(await titles({ query: 'pumpkin' })).toEqual([]);
		await t.db.deleteFrom('boards').where('id', '=', b.id).execute();
		expect(await titles({ query: 'allotment', scope: 'boards' })).toEqual([]);
	});

	it('sees renamed users', async () => {
		const u = await makeUser(t.db, {
			username: 'quillon_x',
			first_name: 'Quillon',
			last_name: 'Ash',
		});
		expect(await titles({ query: 'quillon', scope: 'people' })).toEqual(['quillon_x']);
		await t.db.updateTable('users').set({ first_name: 'Pelham' }).where('id', '=', u.id).execute();
		expect(await titles({ query: 'pelham', scope: 'people' })).toEqual(['quillon_x']);
		expect(await titles({ query: 'ash quil', scope: 'people' })).toEqual(['quillon_x']);
	});
});

describe('scopes', () => {
	it('searches boards and people (users is a synonym)', async () => {
		expect(await titles({ query: 'weeknight din', scope: 'boards' })).toEqual([
			'Weeknight dinners',
		]);
		expect(await titles({ query: 'marguerite', scope: 'people' })).toEqual(['marguerite_dupont']);
		expect(await titles({ query: 'marguerite_dupont', scope: 'users' })).toEqual([
			'marguerite_dupont',
		]);
	});

	it('searches only the viewer’s own pins in my_pins, and needs a login', async () => {
		const other = await makeUser(t.db);
		const ob = await makeBoard(t.db, other, { privacy: 'secret' });
		await makePin(t.db, ob, { title: 'Lemon tart' });
		expect(await titles({ query: 'lemon', scope: 'my_pins' }, viewerOf(other))).toEqual([
			'Lemon tart',
		]);
		expect(await titles({ query: 'lemon', scope: 'my_pins' }, viewerOf(owner))).toEqual([
			'Lemon pasta',
			'Roast chicken',
		]);
		const anon = await search({ query: 'lemon', scope: 'my_pins' });
		expect(anon.status).toBe(401);
		const limited = await search(
			{ query: 'lemon', scope: 'my_pins' },
			viewerOf(other, { loginState: 2 }),
		);
		expect(limited.status).toBe(401);
		expect(limited.r.error.code).toBe('LimitedLogin');
	});
});

describe('colour search', () => {
	it('finds pins by colour family, palette and hex; a colour word also matches text', async () => {
		const b = await makeBoard(t.db, owner, { name: 'Swatches', slug: 'swatches' });
		await makePin(t.db, b, { title: 'Sea glass', dominant_color: '#2f7f8a' });
		await makePin(t.db, b, { title: 'Red door', dominant_color: '#c0302a' });
		await makePin(t.db, b, { title: 'Teal notes', dominant_color: '#f4f1e6' });
		expect(await titles({ query: 'color:teal' })).toEqual(['Sea glass']);
		expect(await titles({ query: 'colour:red' })).toEqual(['Red door']);
		expect(await titles({ query: 'color:#2f7f8a' })).toEqual(['Sea glass']);
		expect(await titles({ query: 'palette:ocean-mist swatches' })).toContain('Sea glass');
		expect(await titles({ query: 'ocean-mist', rs: 'pin_palette_quiz' })).toContain('Sea glass');
		// Text first (the title says teal), then pins of that colour.
		expect(await titles({ query: 'teal' })).toEqual(['Teal notes', 'Sea glass']);
		expect(await titles({ query: 'glass color:red' })).toEqual([]);
	});
});

describe('filters', () => {
	it('filters pins by link domain and product price', async () => {
		const b = await makeBoard(t.db, owner, { name: 'Shop', slug: 'shop' });
		const offer = (price: string) =>
			JSON.stringify({ product: { offers: [{ price, currency: 'USD', inStock: true }] } });
		await makePin(t.db, b, {
			title: 'Lamp cheap',
			domain: 'lamps.example',
			link: 'https://lamps.example/a',
			rich_metadata: offer('12.50'),
		});
		await makePin(t.db, b, {
			title: 'Lamp dear',
			domain: 'fancy.example',
			link: 'https://fancy.example/b',
			rich_metadata: offer('240'),
		});
		await makePin(t.db, b, { title: 'Lamp idea' });
		expect(await titles({ query: 'lamp', domains: ['lamps.example'] })).toEqual(['Lamp cheap']);
		expect(await titles({ query: 'lamp', domains: 'www.fancy.example' })).toEqual(['Lamp dear']);
		expect(await titles({ query: 'lamp', price_min: 100 })).toEqual(['Lamp dear']);
		expect(await titles({ query: 'lamp', price_max: 100 })).toEqual(['Lamp cheap']);
		expect(await titles({ query: 'lamp', price_min: 10, price_max: 300 })).toHaveLength(2);
		const bad = await search({ query: 'lamp', price_min: 5, price_max: 1 });
		expect(bad.r.error.code).toBe('SearchPriceRange');
		const res = await search({ query: 'lamp', price_min: 10 });
		expect(res.r.data.productFilters).toEqual({ price_min: 10, price_max: null, domains: [] });
	});
});

describe('keyset paging', () => {
	it('walks every match once, page by page, with the bookmark', async () => {
		const b = await makeBoard(t.db, owner, { name: 'Paging', slug: 'paging' });
		for (let i = 0; i < 7; i++) {
			await makePin(t.db, b, {
				title: i % 2 ? 'Walnut walnut shelf' : 'Walnut table',
				description: `n${i}`,
			});
		}
		const seen: string[] = [];
		let bookmark: string | undefined;
		for (let guard = 0; guard < 10; guard++) {
			const res = await search({
				query: 'walnut',
				page_size: 3,
				...(bookmark ? { bookmarks: [bookmark] } : {}),
			});
			expect(res.status).toBe(200);
			seen.push(...res.r.data.results.map((p: { id: string }) => p.id));
			bookmark = (res.r as { bookmark?: string }).bookmark;
			if (!bookmark || bookmark === '-end-') break;
		}
		expect(seen).toHaveLength(7);
		expect(new Set(seen).size).toBe(7);
	});

	it('ignores a forged bookmark rather than failing', async () => {
		const res = await search({ query: 'walnut', bookmark: 'not-a-bookmark' });
		expect(res.status).toBe(200);
		expect(res.r.data.results.length).toBeGreaterThan(0);
	});
});

describe('SearchTabResource (SRC-03)', () => {
	it('lists the tabs of a query; Your Pins only signed in', async () => {
		const anon = await callResource(t.db, 'SearchTabResource', 'get', { query: 'lemon' }, null);
		expect(anon.r.data.map((x: { scope: string }) => x.scope)).toEqual([
			'pins',
			'boards',
			'people',
		]);
		const mine = await callResource(
			t.db,
			'SearchTabResource',
			'get',
			{ query: 'lemon', scope: 'boards' },
			viewerOf(owner),
		);
		expect(mine.r.data.map((x: { scope: string }) => x.scope)).toEqual([
			'pins',
			'boards',
			'people',
			'my_pins',
		]);
		expect(mine.r.data.find((x: { selected: boolean }) => x.selected).url).toBe(
			'/search/boards/?q=lemon',
		);
	});
});
