import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '~/lib/platform/db/ids.ts';
import { GET as suggestionsRoute } from '~/pages/v3/pins/[id]/board_title_suggestions.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { callRest } from '../../helpers/rest.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
type B = Awaited<ReturnType<typeof makeBoard>>;
let ada: U;
let bob: U;
let carol: U;
let bobOld: B;
let bobRecent: B;
let bobNever: B;
let bobArchived: B;
let adaCollab: B;
let adaInvited: B;
let adaSecret: B;
let pastaPin: Awaited<ReturnType<typeof makePin>>;
let secretPin: Awaited<ReturnType<typeof makePin>>;
let sectionId: string;

const iso = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

beforeAll(async () => {
	t = await createTestDb();
	ada = await makeUser(t.db);
	bob = await makeUser(t.db);
	carol = await makeUser(t.db);
	bobOld = await makeBoard(t.db, bob, { name: 'Old trips', last_pinned_at: iso(600) });
	bobRecent = await makeBoard(t.db, bob, {
		name: 'Kitchen',
		slug: 'kitchen',
		last_pinned_at: iso(5),
		section_count: 1,
	});
	bobNever = await makeBoard(t.db, bob, { name: 'Anchovies', privacy: 'secret' });
	bobArchived = await makeBoard(t.db, bob, {
		name: 'Gone',
		is_archived: 1,
		last_pinned_at: iso(1),
	});
	adaCollab = await makeBoard(t.db, ada, { name: 'Shared dinners', last_pinned_at: iso(60) });
	adaInvited = await makeBoard(t.db, ada, { name: 'Invite only' });
	adaSecret = await makeBoard(t.db, ada, { name: 'Ada secret', privacy: 'secret' });
	const at = new Date().toISOString();
	await t.db
		.insertInto('board_collaborators')
		.values([
			{
				board_id: adaCollab.id,
				user_id: bob.id,
				status: 'accepted',
				invited_by_id: ada.id,
				created_at: at,
			},
			{
				board_id: adaInvited.id,
				user_id: bob.id,
				status: 'invited',
				invited_by_id: ada.id,
				created_at: at,
			},
		])
		.execute();
	sectionId = newId();
	await t.db
		.insertInto('board_sections')
		.values({
			id: sectionId,
			board_id: bobRecent.id,
			title: 'Knives',
			slug: 'knives',
			position: 0,
			created_at: at,
		})
		.execute();
	await makePin(t.db, bobRecent);
	pastaPin = await makePin(t.db, adaCollab, { title: 'Creamy lemon pasta with peas!' });
	secretPin = await makePin(t.db, adaSecret);
	const food = newId();
	const pasta = newId();
	const kitchen = newId();
	await t.db
		.insertInto('interests')
		.values([
			{
				id: food,
				name: 'Food and drink',
				slug: 'food',
				parent_id: null,
				position: 0,
				is_category: 1,
			},
			{ id: pasta, name: 'Pasta', slug: 'pasta', parent_id: food, position: 1, is_category: 0 },
			{
				id: kitchen,
				name: 'kitchen ',
				slug: 'kitchen',
				parent_id: null,
				position: 2,
				is_category: 0,
			},
		])
		.execute();
	await t.db
		.insertInto('pin_interests')
		.values([
			{ pin_id: pastaPin.id, interest_id: pasta },
			{ pin_id: pastaPin.id, interest_id: kitchen },
		])
		.execute();
});
afterAll(async () => {
	await t?.destroy();
});

describe(`BoardPickerBoardsShortlistResource on ${testDialect()}`, () => {
	const shortlist = (options: Record<string, unknown>, user: U | null) =>
		callResource(
			t.db,
			'BoardPickerBoardsShortlistResource',
			'get',
			options,
			user ? viewerOf(user) : null,
		);

	it('BRD-12: lists writable boards, recently pinned-to first, then the others by name', async () => {
		const res = await shortlist({}, bob);
		expect(res.status).toBe(200);
		const names = res.r.data.boards_shortlist.map((b: { name: string }) => b.name);
		expect(names).toEqual(['Kitchen', 'Shared dinners', 'Old trips', 'Anchovies']);
		expect(res.r.data.recent_boards.map((b: { name: string }) => b.name)).toEqual([
			'Kitchen',
			'Shared dinners',
			'Old trips',
		]);
	});

	it('BRD-12, BRD-02: entries carry privacy codes, role, sections and a thumbnail', async () => {
		const res = await shortlist({}, bob);
		const byName = new Map(
			res.r.data.boards_shortlist.map((b: { name: string }) => [b.name, b] as const),
		);
		expect(byName.get('Kitchen')).toMatchObject({
			id: bobRecent.id,
			url: `/${bob.username}/kitchen/`,
			privacy: 0,
			role: 'owner',
			sections: [{ id: sectionId, title: 'Knives', url: `/${bob.username}/kitchen/knives/` }],
		});
		expect((byName.get('Kitchen') as { image_thumbnail_url: string }).image_thumbnail_url).toMatch(
			/60x60\.jpg$/,
		);
		expect(byName.get('Anchovies')).toMatchObject({
			id: bobNever.id,
			privacy: 3,
			image_thumbnail_url: null,
		});
		expect(byName.get('Old trips')).toMatchObject({ id: bobOld.id, sections: [] });
		expect(byName.get('Shared dinners')).toMatchObject({
			role: 'collaborator',
			owner: { id: ada.id, username: ada.username },
		});
	});

	it("BRD-12: never lists archived boards, invites not accepted, or other people's boards", async () => {
		const res = await shortlist({}, bob);
		const ids = res.r.data.boards_shortlist.map((b: { id: string }) => b.id);
		expect(ids).not.toContain(bobArchived.id);
		expect(ids).not.toContain(adaInvited.id);
		expect(ids).not.toContain(adaSecret.id);
		const carolRes = await shortlist({}, carol);
		expect(carolRes.r.data).toEqual({ boards_shortlist: [], recent_boards: [] });
	});

	it('BRD-12: query narrows by name, case-insensitively, with LIKE characters taken literally', async () => {
		const res = await shortlist({ query: 'KIT' }, bob);
		expect(res.r.data.boards_shortlist.map((b: { name: string }) => b.name)).toEqual(['Kitchen']);
		const literal = await shortlist({ query: '%' }, bob);
		expect(literal.r.data.boards_shortlist).toEqual([]);
	});

	it('BRD-12: signed-out callers are refused', async () => {
		const res = await shortlist({}, null);
		expect(res.status).toBe(401);
	});
});

describe(`QuickSaveResource on ${testDialect()}`, () => {
	const quickSave = (pinId: string, user: U) =>
		callResource(t.db, 'QuickSaveResource', 'create', { pin_id: pinId }, viewerOf(user));
	const state = async (user: U) =>
		(
			await t.db
				.selectFrom('user_states')
				.select('value')
				.where('user_id', '=', user.id)
				.where('state', '=', 'QUICK_SAVES_BOARD_ID')
				.executeTakeFirst()
		)?.value;

	it('PIN-11: an unreadable pin is not found and makes no board', async () => {
		const res = await quickSave(secretPin.id, carol);
		expect(res.status).toBe(404);
		expect(await state(carol)).toBeUndefined();
		const boards = await t.db
			.selectFrom('boards')
			.select('id')
			.where('owner_id', '=', carol.id)
			.execute();
		expect(boards).toHaveLength(0);
	});

	it('PIN-11: the first quick save makes a secret "Quick saves" board and stores its id', async () => {
		const boardCountBefore = (
			await t.db
				.selectFrom('users')
				.select('board_count')
				.where('id', '=', carol.id)
				.executeTakeFirstOrThrow()
		).board_count;
		const res = await quickSave(pastaPin.id, carol);
		expect(res.status).toBe(200);
		const boardId = await state(carol);
		expect(boardId).toBeDefined();
		expect(res.r.data.savedInfo).toMatchObject({ boardId, type: 'board', title: 'Quick saves' });
		const board = await t.db
			.selectFrom('boards')
			.selectAll()
			.where('id', '=', boardId as string)
			.executeTakeFirstOrThrow();
		expect(board).toMatchObject({
			owner_id: carol.id,
			name: 'Quick saves',
			privacy: 'secret',
			pin_count: 1,
		});
		const after = await t.db
			.selectFrom('users')
			.select('board_count')
			.where('id', '=', carol.id)
			.executeTakeFirstOrThrow();
		expect(after.board_count).toBe(boardCountBefore + 1);
	});

	it('PIN-11: later quick saves reuse the board', async () => {
		const boardId = await state(carol);
		const other = await makePin(t.db, adaCollab);
		const res = await quickSave(other.id, carol);
		expect(res.r.data.savedInfo.boardId).toBe(boardId);
		const boards = await t.db
			.selectFrom('boards')
			.select('id')
			.where('owner_id', '=', carol.id)
			.execute();
		expect(boards).toHaveLength(1);
	});

	it('PIN-11: an archived quick-saves board is replaced by a new one', async () => {
		const oldId = (await state(carol)) as string;
		await t.db.updateTable('boards').set({ is_archived: 1 }).where('id', '=', oldId).execute();
		const other = await makePin(t.db, adaCollab);
		const res = await quickSave(other.id, carol);
		expect(res.status).toBe(200);
		const newBoardId = await state(carol);
		expect(newBoardId).not.toBe(oldId);
		expect(res.r.data.savedInfo.boardId).toBe(newBoardId);
	});

	it('PIN-11: quick-saving a pin already in quick saves is refused', async () => {
		const res = await quickSave(pastaPin.id, bob);
		expect(res.status).toBe(200);
		const again = await quickSave(pastaPin.id, bob);
		expect(again.status).toBe(409);
		expect(again.r.error.code).toBe('AlreadySaved');
	});
});

describe(`GET /v3/pins/{id}/board_title_suggestions/ on ${testDialect()}`, () => {
	const suggest = (pinId: string, user: U | null) =>
		callRest(suggestionsRoute, {
			db: t.db,
			path: `/v3/pins/${pinId}/board_title_suggestions/`,
			params: { id: pinId },
			viewer: user ? viewerOf(user) : null,
		});

	it('PIN-16, U-13: strings from interests, categories, the board and the title', async () => {
		const res = await suggest(pastaPin.id, carol);
		expect(res.status).toBe(200);
		const body = await res.json();
		// An interest the catalogue names (`kitchen`) reads as the catalogue has it, in the request's
		// language; `pasta` and `food` have no message and keep their stored names.
		expect(body.resource_response.data).toEqual([
			'Pasta',
			'Kitchen',
			'Food and drink',
			'Shared dinners',
			'Creamy lemon pasta with',
		]);
	});

	it("PIN-16: names of the viewer's own boards are left out (trimmed, any case)", async () => {
		await makeBoard(t.db, carol, { name: '  PASTA ' });
		const res = await suggest(pastaPin.id, carol);
		const data = (await res.json()).resource_response.data as string[];
		expect(data).not.toContain('Pasta');
		// bob has a board called Kitchen.
		const bobs = (await (await suggest(pastaPin.id, bob)).json()).resource_response
			.data as string[];
		expect(bobs.map((s) => s.toLowerCase())).not.toContain('kitchen');
	});

	it('PIN-16: a secret pin is not found for strangers; signed-out callers get suggestions', async () => {
		expect((await suggest(secretPin.id, carol)).status).toBe(404);
		expect((await suggest(secretPin.id, null)).status).toBe(404);
		expect((await suggest('nope', null)).status).toBe(404);
		const anon = await suggest(pastaPin.id, null);
		expect(anon.status).toBe(200);
		expect((await anon.json()).resource_response.data).toContain('Pasta');
		expect((await suggest(secretPin.id, ada)).status).toBe(200);
	});
});
