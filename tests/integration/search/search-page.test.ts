import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSearchPage } from '~/lib/discovery/search/search-page.server.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { createTestDb, type TestDb } from '../../helpers/test-db.ts';

/** SRC-07: what the search pages show, and where they redirect, without JavaScript. */
let t: TestDb;
let owner: Awaited<ReturnType<typeof makeUser>>;

const load = (path: string, viewer: ReturnType<typeof viewerOf> | null = null) => {
	const url = new URL(`http://localhost${path}`);
	return loadSearchPage({ db: t.db, viewer, url, segment: url.pathname.split('/')[2] ?? '' });
};

beforeAll(async () => {
	t = await createTestDb();
	owner = await makeUser(t.db, { first_name: 'Fernanda' });
	const board = await makeBoard(t.db, owner, { name: 'Fern corner' });
	for (let i = 0; i < 30; i++) await makePin(t.db, board, { title: `Fern ${i}` });
});
afterAll(async () => {
	await t?.destroy();
});

describe('search pages', () => {
	it('shows a page of pins with a More link that continues without repeats', async () => {
		const first = await load('/search/pins/?q=fern');
		if (first.kind !== 'ok') throw new Error(first.kind);
		expect(first.data.pins).toHaveLength(25);
		expect(first.data.canonicalPath).toBe('/search/pins/?q=fern');
		expect(first.data.moreUrl).toMatch(/^\/search\/pins\/\?q=fern&bookmark=/);
		const second = await load(first.data.moreUrl!);
		if (second.kind !== 'ok') throw new Error(second.kind);
		expect(second.data.pins).toHaveLength(5);
		expect(second.data.moreUrl).toBeNull();
		const ids = new Set([...first.data.pins, ...second.data.pins].map((p) => p.id));
		expect(ids.size).toBe(30);
	});

	it('shows boards and people', async () => {
		const boards = await load('/search/boards/?q=fern');
		expect(boards.kind === 'ok' && boards.data.boards.map((b) => b.name)).toEqual(['Fern corner']);
		const people = await load('/search/people/?q=fernanda');
		expect(people.kind === 'ok' && people.data.people.map((p) => p.username)).toEqual([
			owner.username,
		]);
	});

	it('redirects aliases and sends signed-out /search/me/ to log in', async () => {
		expect(await load('/search/users/?q=x')).toEqual({
			kind: 'redirect',
			to: '/search/people/?q=x',
			status: 301,
		});
		expect(await load('/search/videos/?q=x')).toEqual({
			kind: 'redirect',
			to: '/search/pins/?q=x',
			status: 301,
		});
		expect(await load('/search/nonsense/?q=x')).toEqual({ kind: 'not-found' });
		const me = await load('/search/me/?q=fern');
		expect(me).toEqual({
			kind: 'redirect',
			to: `/login?next=${encodeURIComponent('/search/me/?q=fern')}`,
			status: 302,
		});
		const limited = await load('/search/me/?q=fern', viewerOf(owner, { loginState: 2 }));
		expect(limited.kind === 'redirect' && limited.to.startsWith('/login?limited=1&')).toBe(true);
		const mine = await load('/search/me/?q=fern', viewerOf(owner));
		expect(mine.kind === 'ok' && mine.data.pins.length).toBe(25);
	});

	it('survives hostile query strings', async () => {
		for (const q of ['%22', '*', 'NEAR(', '%00', 'x'.repeat(5000)]) {
			const page = await load(`/search/pins/?q=${q}`);
			expect(page.kind).toBe('ok');
		}
	});
});
