import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoardFromForm } from '~/lib/content/boards/board-create-form.server.ts';
import { runBoardEditForm } from '~/lib/content/boards/board-edit-form.server.ts';
import { runBoardFormAction } from '~/lib/content/boards/board-form-actions.server.ts';
import { loadBoardPage, loadSectionPage } from '~/lib/content/boards/board-page.server.ts';
import { runOrganizeForm } from '~/lib/content/boards/organize.server.ts';
import { CookieJar } from '~/lib/platform/http/cookie-jar.server.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let ada: U;
let bob: U;

beforeAll(async () => {
	t = await createTestDb();
	ada = await makeUser(t.db);
	bob = await makeUser(t.db);
});
afterAll(async () => {
	await t?.destroy();
});

const load = (user: U | null, username: string, boardSlug: string, search = '') =>
	loadBoardPage({
		db: t.db,
		viewer: user ? viewerOf(user) : null,
		url: new URL(`http://localhost/${username}/${boardSlug}/${search}`),
		username,
		boardSlug,
	});

function form(fields: Record<string, string | string[]>): FormData {
	const f = new FormData();
	for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) f.append(k, x);
	return f;
}

describe(`board pages on ${testDialect()}`, () => {
	it('RTE-06: own_board vs board; public boards carry CollectionPage JSON-LD; keyset More pins link', async () => {
		const board = await makeBoard(t.db, ada, { slug: 'trips', name: 'Trips', pin_count: 30 });
		for (let i = 0; i < 30; i++) await makePin(t.db, board);
		const own = await load(ada, ada.username, 'trips');
		const other = await load(bob, ada.username, 'trips');
		if (own.kind !== 'ok' || other.kind !== 'ok') throw new Error('expected ok');
		expect(own.data.landingType).toBe('own_board');
		expect(other.data.landingType).toBe('board');
		expect(other.data.pins).toHaveLength(25);
		expect(other.data.moreUrl).toMatch(/^\/.+\/trips\/\?bookmark=/);
		expect(other.data.jsonLd).toMatchObject({ '@type': 'CollectionPage', name: 'Trips' });
		expect(
			(other.data.jsonLd as { mainEntity: { itemListElement: unknown[] } }).mainEntity
				.itemListElement,
		).toHaveLength(25);
		const next = await load(
			bob,
			ada.username,
			'trips',
			other.data.moreUrl!.slice(other.data.moreUrl!.indexOf('?')),
		);
		if (next.kind !== 'ok') throw new Error('expected ok');
		expect(next.data.pins).toHaveLength(5);
		expect(next.data.moreUrl).toBeNull();
		const seen = new Set([...other.data.pins, ...next.data.pins].map((p) => p.id));
		expect(seen.size).toBe(30);
	});

	it('secret and archived boards: not found for strangers and signed-out visitors, no JSON-LD for members', async () => {
		await makeBoard(t.db, ada, { slug: 'hidden', privacy: 'secret' });
		await makeBoard(t.db, ada, { slug: 'old', is_archived: 1 });
		for (const slug of ['hidden', 'old']) {
			expect((await load(bob, ada.username, slug)).kind).toBe('not-found');
			expect((await load(null, ada.username, slug)).kind).toBe('not-found');
			const own = await load(ada, ada.username, slug);
			if (own.kind !== 'ok') throw new Error('expected ok');
			expect(own.data.jsonLd).toBeNull();
		}
		// A limited-login owner reads like a signed-out visitor.
		const limited = await loadBoardPage({
			db: t.db,
			viewer: viewerOf(ada, { loginState: 2 }),
			url: new URL('http://localhost/x/hidden/'),
			username: ada.username,
			boardSlug: 'hidden',
		});
		expect(limited.kind).toBe('not-found');
	});

	it('reserved first segments, unknown users and unknown boards are not found; a private profile hides its boards', async () => {
		expect((await load(null, 'settings', 'anything')).kind).toBe('not-found');
		expect((await load(null, 'nobody_here_x', 'trips')).kind).toBe('not-found');
		expect((await load(null, ada.username, 'no-such-board')).kind).toBe('not-found');
		const shy = await makeUser(t.db, { is_private: 1 });
		await makeBoard(t.db, shy, { slug: 'mine' });
		expect((await load(bob, shy.username, 'mine')).kind).toBe('not-found');
		expect((await load(shy, shy.username, 'mine')).kind).toBe('ok');
	});

	it('SEO-07: an old slug and a wrongly cased address redirect (301) to the board; secret ones stay not found', async () => {
		const made = await callResource(
			t.db,
			'BoardResource',
			'create',
			{ name: 'Before' },
			viewerOf(ada),
		);
		await callResource(
			t.db,
			'BoardResource',
			'update',
			{ board_id: made.r.data.id, name: 'After' },
			viewerOf(ada),
		);
		expect(await load(bob, ada.username, 'before', '?bookmark=x')).toEqual({
			kind: 'redirect',
			to: `/${ada.username}/after/?bookmark=x`,
			status: 301,
		});
		expect(await load(null, ada.username.toUpperCase(), 'after')).toEqual({
			kind: 'redirect',
			to: `/${ada.username}/after/`,
			status: 301,
		});
		await callResource(
			t.db,
			'BoardResource',
			'update',
			{ board_id: made.r.data.id, privacy: 'secret' },
			viewerOf(ada),
		);
		expect((await load(bob, ada.username, 'before')).kind).toBe('not-found');
	});

	it("RTE-06: section pages (section / own_section) list only the section's pins", async () => {
		const board = await makeBoard(t.db, ada, { slug: 'cooking' });
		const section = (
			await callResource(
				t.db,
				'BoardSectionResource',
				'create',
				{ board_id: board.id, title: 'Soups' },
				viewerOf(ada),
			)
		).r.data;
		const inSection = await makePin(t.db, board, { section_id: section.id });
		const loose = await makePin(t.db, board);
		const page = await loadSectionPage({
			db: t.db,
			viewer: viewerOf(bob),
			url: new URL(`http://localhost/${ada.username}/cooking/soups/`),
			username: ada.username,
			boardSlug: 'cooking',
			sectionSlug: 'soups',
		});
		if (page.kind !== 'ok') throw new Error('expected ok');
		expect(page.data.landingType).toBe('section');
		expect(page.data.pins.map((p) => p.id)).toEqual([inSection.id]);
		const boardPage = await load(ada, ada.username, 'cooking');
		if (boardPage.kind !== 'ok') throw new Error('expected ok');
		expect(boardPage.data.landingType).toBe('own_board');
		expect(boardPage.data.sections.map((s) => s.title)).toEqual(['Soups']);
		// The board page lists the pins in no section under the sections row.
		expect(boardPage.data.pins.map((p) => p.id)).toEqual([loose.id]);
		const missing = await loadSectionPage({
			db: t.db,
			viewer: null,
			url: new URL('http://localhost/'),
			username: ada.username,
			boardSlug: 'cooking',
			sectionSlug: 'nope',
		});
		expect(missing.kind).toBe('not-found');
	});
});

describe(`board forms without JavaScript on ${testDialect()}`, () => {
	const post = (user: U | null, fields: Record<string, string>) =>
		runBoardFormAction({
			db: t.db,
			viewer: user ? viewerOf(user) : null,
			request: new Request('http://localhost/board/actions/', { method: 'POST' }),
			cookies: new CookieJar(new Request('http://localhost/')),
			clientAddress: '127.0.0.1',
			form: form(fields),
		});

	it('BRD-13: /board/create/ validates like the API and creates a secret board when asked', async () => {
		const bad = await createBoardFromForm(t.db, ada.id, form({ name: ' ' }));
		expect(bad).toMatchObject({ ok: false, error: 'Please enter a board name.' });
		const ok = await createBoardFromForm(t.db, ada.id, form({ name: 'Form board', secret: '1' }));
		expect(ok).toEqual({ ok: true, url: `/${ada.username}/form-board/` });
		const row = await t.db
			.selectFrom('boards')
			.select('privacy')
			.where('slug', '=', 'form-board')
			.executeTakeFirstOrThrow();
		expect(row.privacy).toBe('secret');
	});

	it('follow, sections and archive forms go back to the page; failures carry only an error code', async () => {
		const board = await makeBoard(t.db, ada);
		const back = `/${ada.username}/${board.slug}/`;
		expect(await post(bob, { action: 'follow', board_id: board.id, back })).toBe(back);
		const b = await t.db
			.selectFrom('boards')
			.select('follower_count')
			.where('id', '=', board.id)
			.executeTakeFirstOrThrow();
		expect(b.follower_count).toBe(1);
		expect(await post(bob, { action: 'archive', board_id: board.id, back })).toBe(
			`${back}?error=Forbidden`,
		);
		expect(await post(null, { action: 'follow', board_id: board.id, back })).toBe(
			`/login?next=${encodeURIComponent(back)}`,
		);
		expect(await post(ada, { action: 'add-section', board_id: board.id, title: 'Yes', back })).toBe(
			back,
		);
		expect(await post(ada, { action: 'add-section', board_id: board.id, title: ' ', back })).toBe(
			`${back}?error=SectionTitleInvalid`,
		);
		expect(await post(ada, { action: 'nope', back: 'https://evil.example/' })).toBe(
			'/?error=InvalidOptions',
		);
	});

	it('edit form: rename, merge and delete (owner only, delete needs the confirm box)', async () => {
		const a = await makeBoard(t.db, ada, { name: 'Edit me', slug: 'edit-me' });
		const b = await makeBoard(t.db, ada, { name: 'Into', slug: 'into' });
		expect(
			await runBoardEditForm(t.db, viewerOf(bob), a.id, form({ intent: 'save', name: 'Hacked' })),
		).toMatchObject({ kind: 'error' });
		expect(
			await runBoardEditForm(
				t.db,
				viewerOf(ada),
				a.id,
				form({ intent: 'save', name: 'Edited', secret: '1' }),
			),
		).toEqual({
			kind: 'redirect',
			to: `/${ada.username}/edited/`,
		});
		expect(
			await runBoardEditForm(t.db, viewerOf(ada), a.id, form({ intent: 'delete' })),
		).toMatchObject({ kind: 'error' });
		await makePin(t.db, a);
		expect(
			await runBoardEditForm(
				t.db,
				viewerOf(ada),
				a.id,
				form({ intent: 'merge', target_board_id: b.id }),
			),
		).toEqual({
			kind: 'redirect',
			to: `/${ada.username}/into/`,
		});
		const pins = await t.db.selectFrom('pins').select('id').where('board_id', '=', b.id).execute();
		expect(pins).toHaveLength(1);
		expect(
			await runBoardEditForm(t.db, viewerOf(ada), b.id, form({ intent: 'delete', confirm: '1' })),
		).toEqual({
			kind: 'redirect',
			to: `/${ada.username}/`,
		});
		expect(
			await t.db.selectFrom('boards').select('id').where('id', '=', b.id).executeTakeFirst(),
		).toBeUndefined();
	});

	it('edit form: cover pin and section order', async () => {
		const board = await makeBoard(t.db, ada);
		const pin = await makePin(t.db, board);
		const s1 = (
			await callResource(
				t.db,
				'BoardSectionResource',
				'create',
				{ board_id: board.id, title: 'S1' },
				viewerOf(ada),
			)
		).r.data;
		const s2 = (
			await callResource(
				t.db,
				'BoardSectionResource',
				'create',
				{ board_id: board.id, title: 'S2' },
				viewerOf(ada),
			)
		).r.data;
		await runBoardEditForm(
			t.db,
			viewerOf(ada),
			board.id,
			form({ intent: 'cover', cover_pin_id: pin.id }),
		);
		const row = await t.db
			.selectFrom('boards')
			.select('cover_pin_id')
			.where('id', '=', board.id)
			.executeTakeFirstOrThrow();
		expect(row.cover_pin_id).toBe(pin.id);
		await runBoardEditForm(
			t.db,
			viewerOf(ada),
			board.id,
			form({ intent: 'section-down', section_id: s1.id }),
		);
		const order = await callResource(
			t.db,
			'BoardSectionsResource',
			'get',
			{ board_id: board.id },
			null,
		);
		expect(order.r.data.map((s: { id: string }) => s.id)).toEqual([s2.id, s1.id]);
		expect(
			await runBoardEditForm(
				t.db,
				viewerOf(bob),
				board.id,
				form({ intent: 'section-up', section_id: s1.id }),
			),
		).toMatchObject({ kind: 'error' });
	});

	it('BRD-14: /organize/repin/ moves the ticked pins to the chosen board and section', async () => {
		const from = await makeBoard(t.db, ada, { pin_count: 2 });
		const p1 = await makePin(t.db, from);
		const p2 = await makePin(t.db, from);
		const to = await makeBoard(t.db, ada);
		const sec = (
			await callResource(
				t.db,
				'BoardSectionResource',
				'create',
				{ board_id: to.id, title: 'Here' },
				viewerOf(ada),
			)
		).r.data;
		expect(await runOrganizeForm(t.db, viewerOf(ada), form({ target: to.id }))).toEqual({
			error: 'Select at least one Pin to move.',
		});
		const res = await runOrganizeForm(
			t.db,
			viewerOf(ada),
			form({ pin_ids: [p1.id, p2.id], target: `${to.id}:${sec.id}` }),
		);
		expect(res).toEqual({ to: `/${ada.username}/${to.slug}/` });
		const s = await t.db
			.selectFrom('board_sections')
			.select('pin_count')
			.where('id', '=', sec.id)
			.executeTakeFirstOrThrow();
		expect(s.pin_count).toBe(2);
		const bobs = await makeBoard(t.db, bob);
		expect(
			await runOrganizeForm(t.db, viewerOf(bob), form({ pin_ids: [p1.id], target: bobs.id })),
		).toEqual({
			error: 'Only the board owner and its collaborators can do that.',
		});
	});
});
