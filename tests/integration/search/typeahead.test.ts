import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordSearch } from '~/lib/discovery/search/recent-searches.service.server.ts';
import { RECENT_SEARCH_CAP } from '~/lib/discovery/search/recent-searches.ts';
import {
	statementValues,
	typeaheadStatement,
} from '~/lib/discovery/search/typeahead.repository.server.ts';
import {
	SIGNED_OUT_TTL_MS,
	typeaheadInput,
	typeaheadItems,
} from '~/lib/discovery/search/typeahead.service.server.ts';
import { fromTemplate } from '~/lib/platform/db/statement-template.server.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb } from '../../helpers/test-db.ts';

/**
 * SRC-02/05: `AdvancedTypeaheadResource` and the recent search lists: searches are recorded for
 * signed-in viewers, de-duplicated case-insensitively, capped, and `my_` searches go to the
 * personal list; suggestions match interests, boards, people and popular queries.
 */
let t: TestDb;
let me: Awaited<ReturnType<typeof makeUser>>;
let other: Awaited<ReturnType<typeof makeUser>>;

async function typeahead(term: string, viewer: ReturnType<typeof viewerOf> | null, extra = {}) {
	const res = await callResource(
		t.db,
		'AdvancedTypeaheadResource',
		'get',
		{ term, ...extra },
		viewer,
	);
	expect(res.status).toBe(200);
	return res.r.data.items as { type: string; label: string; url: string }[];
}

async function searchAs(viewer: ReturnType<typeof viewerOf> | null, query: string, scope = 'pins') {
	const res = await callResource(t.db, 'BaseSearchResource', 'get', { query, scope }, viewer);
	expect(res.status).toBe(200);
}

beforeAll(async () => {
	t = await createTestDb();
	me = await makeUser(t.db);
	other = await makeUser(t.db, {
		username: 'rosalind_k',
		first_name: 'Rosalind',
		last_name: 'Kale',
	});
	const board = await makeBoard(t.db, other, { name: 'Rose garden', slug: 'rose-garden' });
	await makeBoard(t.db, other, { name: 'Rosewater secrets', slug: 'rosewater', privacy: 'secret' });
	await makePin(t.db, board, { title: 'Climbing roses' });
	await t.db
		.insertInto('interests')
		.values({ id: '77', name: 'Roses', slug: 'roses', parent_id: null, position: 1 })
		.execute();
});
afterAll(async () => {
	await t?.destroy();
});

describe('recent searches (SRC-05)', () => {
	it('records a signed-in search once per case-insensitive query, newest first', async () => {
		await searchAs(viewerOf(me), 'Tulips');
		await searchAs(viewerOf(me), 'daisies');
		await searchAs(viewerOf(me), '  tulips ');
		const items = await typeahead('', viewerOf(me));
		expect(items.filter((i) => i.type === 'recent').map((i) => i.label)).toEqual([
			'tulips',
			'daisies',
		]);
	});

	it('does not record signed-out, limited-login or later-page searches', async () => {
		await searchAs(null, 'anonymous query');
		await searchAs(viewerOf(other, { loginState: 2 }), 'limited query');
		const res = await callResource(
			t.db,
			'BaseSearchResource',
			'get',
			{ query: 'paged', bookmark: 'x' },
			viewerOf(other),
		);
		expect(res.status).toBe(200);
		expect(await typeahead('', viewerOf(other))).toEqual([]);
		expect(await typeahead('', null)).toEqual([]);
	});

	it('caps each list', async () => {
		const u = await makeUser(t.db);
		const base = Date.parse('2026-01-01T00:00:00Z');
		for (let i = 0; i < RECENT_SEARCH_CAP + 5; i++) {
			await recordSearch(t.db, {
				userId: u.id,
				query: `query ${i}`,
				scope: 'pins',
				at: new Date(base + i * 1000),
			});
		}
		const recents = (await typeahead('', viewerOf(u))).filter((i) => i.type === 'recent');
		expect(recents).toHaveLength(RECENT_SEARCH_CAP);
		expect(recents[0]!.label).toBe(`query ${RECENT_SEARCH_CAP + 4}`);
		const rows = await t.db
			.selectFrom('search_recents' as never)
			.selectAll()
			.where('user_id' as never, '=', u.id as never)
			.execute();
		expect(rows).toHaveLength(RECENT_SEARCH_CAP);
	});

	it('keeps my_ searches and my_pins searches in the personal list', async () => {
		const u = await makeUser(t.db);
		await searchAs(viewerOf(u), 'my_recipes');
		await searchAs(viewerOf(u), 'soup', 'my_pins');
		await searchAs(viewerOf(u), 'soup');
		const items = await typeahead('', viewerOf(u));
		expect(items.map((i) => [i.type, i.label])).toEqual([
			['recent', 'soup'],
			['personal', 'soup'],
			['personal', 'my_recipes'],
		]);
		expect(items[1]!.url).toBe('/search/me/?q=soup');
		const onlyPersonal = await typeahead('', viewerOf(u), { recent_queries_tags: ['personal'] });
		expect(onlyPersonal.map((i) => i.type)).toEqual(['personal', 'personal']);
		// Only the lists: a test user's random name may start with "my" too.
		const filtered = (await typeahead('my', viewerOf(u))).filter((i) =>
			['recent', 'personal'].includes(i.type),
		);
		expect(filtered.map((i) => i.label)).toEqual(['my_recipes']);
	});
});

describe('suggestions (SRC-02)', () => {
	it('suggests interests, boards and people by word prefix, filtered for the viewer', async () => {
		const items = await typeahead('ros', null);
		expect(items).toEqual(
			expect.arrayContaining([
				expect.objectContaining({ type: 'interest', label: 'Roses', url: '/ideas/roses/77/' }),
				expect.objectContaining({ type: 'board', label: 'Rose garden' }),
				expect.objectContaining({ type: 'user', label: 'Rosalind Kale', url: '/rosalind_k/' }),
			]),
		);
		expect(items.some((i) => i.label === 'Rosewater secrets')).toBe(false);
		const mine = await typeahead('rosew', viewerOf(other));
		expect(mine.map((i) => i.label)).toContain('Rosewater secrets');
		expect(await typeahead('r', null)).not.toEqual([]);
	});

	it('suggests queries at least two people searched', async () => {
		const a = await makeUser(t.db);
		const b = await makeUser(t.db);
		const c = viewerOf(await makeUser(t.db));
		await searchAs(viewerOf(a), 'Peony bouquet');
		await searchAs(viewerOf(a), 'peony bouquet');
		const queries = async (viewer: typeof c | null) =>
			(await typeahead('peo', viewer)).filter((i) => i.type === 'query').map((i) => i.url);
		expect(await queries(null)).toEqual([]);
		expect(await queries(c)).toEqual([]);
		await searchAs(viewerOf(b), 'peony bouquet');
		// The first spelling searched is the one suggested: at once to a signed-in viewer, and to
		// signed-out visitors once their kept answer for the term is older than its TTL.
		expect(await queries(c)).toEqual(['/search/pins/?q=Peony+bouquet']);
		vi.useFakeTimers({ toFake: ['Date'] });
		try {
			vi.setSystemTime(Date.now() + SIGNED_OUT_TTL_MS + 1);
			expect(await queries(null)).toEqual(['/search/pins/?q=Peony+bouquet']);
		} finally {
			vi.useRealTimers();
		}
	});

	it('keeps a signed-out answer for a term for its TTL, and never a signed-in one', async () => {
		const maker = await makeUser(t.db, {
			username: 'tamsin_w',
			first_name: 'Tamsin',
			last_name: 'Wren',
		});
		vi.useFakeTimers({ toFake: ['Date'] });
		try {
			const start = Date.now();
			const labels = async (viewer: ReturnType<typeof viewerOf> | null) =>
				(await typeahead('tams', viewer)).map((i) => i.label);
			expect(await labels(null)).toEqual(['Tamsin Wren']);
			await makeBoard(t.db, maker, { name: 'Tamsin tables', slug: 'tamsin-tables' });
			// Signed in: read afresh every time.
			expect(await labels(viewerOf(me))).toEqual(['Tamsin tables', 'Tamsin Wren']);
			// Signed out: the kept answer, for 3/4 of SIGNED_OUT_TTL_MS at least and no longer than it.
			vi.setSystemTime(start + (SIGNED_OUT_TTL_MS * 3) / 4 - 1);
			expect(await labels(null)).toEqual(['Tamsin Wren']);
			vi.setSystemTime(start + SIGNED_OUT_TTL_MS);
			expect(await labels(null)).toEqual(['Tamsin tables', 'Tamsin Wren']);
			// The answer kept is the same for every signed-out visitor, and nobody can change it.
			const [first, second] = await Promise.all([
				typeaheadItems(t.db, { viewer: null, term: 'Tams', tags: new Set() }),
				typeaheadItems(t.db, { viewer: null, term: 'tAMS', tags: new Set(['recent']) }),
			]);
			expect(second).toBe(first);
			expect(Object.isFrozen(first) && first.every((item) => Object.isFrozen(item))).toBe(true);
		} finally {
			vi.useRealTimers();
		}
	});

	it('ranks each kind in its own order, four at most (one statement for all kinds)', async () => {
		const owner = await makeUser(t.db, { username: 'quill_owner', first_name: 'Quillan' });
		// Boards: a name match outranks a description match; among equal ranks (names of the same
		// length), the newest first.
		const older = await makeBoard(t.db, owner, { name: 'Quillwork one', slug: 'qb' });
		const described = await makeBoard(t.db, owner, {
			name: 'Feathers',
			slug: 'feathers',
			description: 'quillwork and more',
		});
		const newer = await makeBoard(t.db, owner, { name: 'Quillwork two', slug: 'qp' });
		for (const word of ['six', 'ten', 'red']) {
			await makeBoard(t.db, owner, { name: `Quillwork ${word}`, slug: `qx-${word}` });
		}
		// Interests: categories first, then the most followed.
		await t.db
			.insertInto('interests')
			.values([
				{ id: '901', name: 'Quilting', slug: 'quilting', parent_id: null, position: 2 },
				{ id: '902', name: 'Quilts', slug: 'quilts', parent_id: null, position: 3 },
				{ id: '903', name: 'Quill pens', slug: 'quill-pens', parent_id: null, position: 4 },
			])
			.execute();
		await t.db
			.updateTable('interests')
			.set({ follower_count: 50 })
			.where('id', '=', '902')
			.execute();
		await t.db.updateTable('interests').set({ is_category: 1 }).where('id', '=', '903').execute();
		const items = await typeahead('quil', null);
		expect(items.filter((i) => i.type === 'interest').map((i) => i.label)).toEqual([
			'Quill pens',
			'Quilts',
			'Quilting',
		]);
		const boards = items.filter((i) => i.type === 'board').map((i) => i.label);
		expect(boards).toHaveLength(4);
		expect(boards).not.toContain(described.name);
		expect(boards).not.toContain(older.name);
		expect(boards).toEqual(['Quillwork red', 'Quillwork ten', 'Quillwork six', newer.name]);
		// Kinds come in a fixed order: queries, interests, boards, people.
		const kinds = items.map((i) => i.type);
		expect(kinds.indexOf('board')).toBeGreaterThan(kinds.lastIndexOf('interest'));
		expect(kinds.indexOf('user')).toBeGreaterThan(kinds.lastIndexOf('board'));
	});

	it('tells same-named boards apart by owner and picture: cover, else newest pin (SRC-02)', async () => {
		const ann = await makeUser(t.db, {
			username: 'marigold_ann',
			first_name: 'Ann',
			last_name: 'Lee',
		});
		const bob = await makeUser(t.db, {
			username: 'marigold_bob',
			first_name: 'Bob',
			last_name: 'Ray',
		});
		const withCover = await makeBoard(t.db, ann, { name: 'Marigolds', slug: 'marigolds' });
		const pin = await makePin(t.db, withCover);
		await t.db
			.updateTable('boards')
			.set({ cover_pin_id: pin.id })
			.where('id', '=', withCover.id)
			.execute();
		await makeBoard(t.db, bob, { name: 'Marigolds', slug: 'marigolds' });
		// No cover chosen: the newest pin is the picture.
		const cy = await makeUser(t.db, {
			username: 'marigold_cy',
			first_name: 'Cy',
			last_name: 'Poe',
		});
		const noCover = await makeBoard(t.db, cy, { name: 'Marigolds', slug: 'marigolds' });
		await makePin(t.db, noCover);
		const newest = await makePin(t.db, noCover);
		const newestMedia = await t.db
			.selectFrom('media')
			.select('storage_key')
			.where('id', '=', newest.media_id)
			.executeTakeFirstOrThrow();
		for (const viewer of [null, viewerOf(me)]) {
			const boards = (await typeahead('marigolds', viewer)).filter((i) => i.type === 'board') as {
				label: string;
				url: string;
				detail?: string;
				imageUrl?: string | null;
			}[];
			const byUrl = Object.fromEntries(boards.map((b) => [b.url, b]));
			expect(byUrl['/marigold_ann/marigolds/']).toMatchObject({
				label: 'Marigolds',
				detail: 'by Ann Lee',
				imageUrl: expect.stringMatching(/\/60x60\.jpg$/),
			});
			expect(byUrl['/marigold_cy/marigolds/']?.imageUrl).toContain(
				`/${newestMedia.storage_key}/60x60.jpg`,
			);
			expect(byUrl['/marigold_bob/marigolds/']).toMatchObject({
				label: 'Marigolds',
				detail: 'by Bob Ray',
				imageUrl: null,
			});
		}
	});

	it('takes hostile terms', async () => {
		for (const term of ['"', '*', 'NEAR(', "'", '%', '_', ':', 'x'.repeat(2000)]) {
			await typeahead(term, viewerOf(me));
		}
	});

	it('fills its statement, built once per shape, as a fresh build would (SRC-02)', async () => {
		const terms = ['ro', 'rose gar', 'quil', "o'brien", '%_\\', 'été', '!!!', 'a b c d e'];
		for (const readerId of [null, me.id, other.id]) {
			for (const term of terms) {
				const values = statementValues(typeaheadInput(term, readerId));
				const filled = fromTemplate(t.db, 'typeahead', values, (v) => typeaheadStatement(t.db, v));
				const fresh = typeaheadStatement(t.db, values);
				expect(filled.sql).toBe(fresh.sql);
				expect(filled.parameters).toEqual(fresh.parameters);
			}
		}
		// The same answers as the fresh statement, signed in and out.
		for (const readerId of [null, other.id]) {
			const values = statementValues(typeaheadInput('rose', readerId));
			const fresh = await t.db.executeQuery(typeaheadStatement(t.db, values));
			const filled = fromTemplate(t.db, 'typeahead', values, (v) => typeaheadStatement(t.db, v));
			expect((await t.db.executeQuery(filled)).rows).toEqual(fresh.rows);
			expect(fresh.rows.length).toBeGreaterThan(0);
		}
	});
});
