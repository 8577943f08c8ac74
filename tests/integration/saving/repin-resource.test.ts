import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '~/lib/platform/db/ids.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
type B = Awaited<ReturnType<typeof makeBoard>>;
type P = Awaited<ReturnType<typeof makePin>>;
let ada: U; // pins the originals
let bob: U; // saves them
let carol: U; // accepted collaborator on dan's board
let dan: U;
let ivy: U; // only invited to dan's board
let adaPublic: B;
let adaSecret: B;
let adaArchived: B;
let bobBoard: B;
let bobOther: B;
let bobArchived: B;
let danBoard: B;
let original: P;
let secretPin: P;
let archivedPin: P;
let sectionId: string;
let otherSectionId: string;

const repin = (
	action: 'get' | 'create' | 'delete',
	options: Record<string, unknown>,
	user: U | null,
) => callResource(t.db, 'RepinResource', action, options, user ? viewerOf(user) : null);

async function boardRow(id: string) {
	return t.db.selectFrom('boards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
async function pinRow(id: string) {
	return t.db.selectFrom('pins').selectAll().where('id', '=', id).executeTakeFirst();
}
async function userPinCount(id: string) {
	const row = await t.db
		.selectFrom('users')
		.select('pin_count')
		.where('id', '=', id)
		.executeTakeFirstOrThrow();
	return row.pin_count;
}
async function saveStat(pinId: string) {
	const row = await t.db
		.selectFrom('pin_stats')
		.select('count')
		.where('pin_id', '=', pinId)
		.where('kind', '=', 'save')
		.executeTakeFirst();
	return row?.count ?? 0;
}

beforeAll(async () => {
	t = await createTestDb();
	ada = await makeUser(t.db);
	bob = await makeUser(t.db);
	carol = await makeUser(t.db);
	dan = await makeUser(t.db);
	ivy = await makeUser(t.db);
	adaPublic = await makeBoard(t.db, ada, { name: 'Summer recipes' });
	adaSecret = await makeBoard(t.db, ada, { privacy: 'secret' });
	adaArchived = await makeBoard(t.db, ada, { is_archived: 1 });
	bobBoard = await makeBoard(t.db, bob, { name: 'Dinner ideas', slug: 'dinner-ideas' });
	bobOther = await makeBoard(t.db, bob, { name: 'Later' });
	bobArchived = await makeBoard(t.db, bob, { is_archived: 1 });
	danBoard = await makeBoard(t.db, dan, { name: 'Team board' });
	original = await makePin(t.db, adaPublic, {
		title: 'Lemon pasta',
		link: 'https://example.com/lemon',
		domain: 'example.com',
		rich_metadata: '{"recipe":{"ingredients":["lemon"]}}',
	});
	secretPin = await makePin(t.db, adaSecret);
	archivedPin = await makePin(t.db, adaArchived);
	sectionId = newId();
	otherSectionId = newId();
	await t.db
		.insertInto('board_sections')
		.values([
			{
				id: sectionId,
				board_id: bobBoard.id,
				title: 'Weeknights',
				slug: 'weeknights',
				position: 0,
				created_at: new Date().toISOString(),
			},
			{
				id: otherSectionId,
				board_id: danBoard.id,
				title: 'Elsewhere',
				slug: 'elsewhere',
				position: 0,
				created_at: new Date().toISOString(),
			},
		])
		.execute();
	const interestId = newId();
	await t.db
		.insertInto('interests')
		.values({
			id: interestId,
			name: 'Pasta',
			slug: 'pasta',
			parent_id: null,
			position: 0,
			is_category: 0,
		})
		.execute();
	await t.db
		.insertInto('pin_interests')
		.values({ pin_id: original.id, interest_id: interestId })
		.execute();
	const at = new Date().toISOString();
	await t.db
		.insertInto('board_collaborators')
		.values([
			{
				board_id: danBoard.id,
				user_id: carol.id,
				status: 'accepted',
				invited_by_id: dan.id,
				created_at: at,
			},
			{
				board_id: danBoard.id,
				user_id: ivy.id,
				status: 'invited',
				invited_by_id: dan.id,
				created_at: at,
			},
		])
		.execute();
});
afterAll(async () => {
	await t?.destroy();
});

describe(`RepinResource on ${testDialect()}`, () => {
	it('PIN-10: savedInfo is null before any save', async () => {
		const res = await repin('get', { pin_id: original.id }, bob);
		expect(res.status).toBe(200);
		expect(res.r.data).toEqual({ pin_id: original.id, savedInfo: null });
	});

	it('PIN-10, BRD-05: a save copies the pin, points at the original and counts in one go', async () => {
		const before = await userPinCount(bob.id);
		const res = await repin('create', { pin_id: original.id, board_id: bobBoard.id }, bob);
		expect(res.status).toBe(200);
		const data = res.r.data;
		expect(data.id).not.toBe(original.id);
		expect(data.title).toBe('Lemon pasta');
		expect(data.board.id).toBe(bobBoard.id);
		expect(data.savedInfo).toEqual({
			boardId: bobBoard.id,
			localPinId: data.id,
			sectionId: null,
			title: 'Dinner ideas',
			type: 'board',
			url: `/${bob.username}/dinner-ideas/`,
		});
		const row = await pinRow(data.id);
		expect(row).toMatchObject({
			pinner_id: bob.id,
			board_id: bobBoard.id,
			origin_pin_id: original.id,
			media_id: original.media_id,
			link: 'https://example.com/lemon',
			domain: 'example.com',
			rich_metadata: '{"recipe":{"ingredients":["lemon"]}}',
		});
		expect(row?.board_sort).not.toBe('0');
		const interests = await t.db
			.selectFrom('pin_interests')
			.select('interest_id')
			.where('pin_id', '=', data.id)
			.execute();
		expect(interests).toHaveLength(1);
		const board = await boardRow(bobBoard.id);
		expect(board.pin_count).toBe(1);
		expect(board.last_pinned_at).not.toBeNull();
		expect(await userPinCount(bob.id)).toBe(before + 1);
		expect((await pinRow(original.id))?.repin_count).toBe(1);
		expect(await saveStat(original.id)).toBe(1);

		const got = await repin('get', { pin_id: original.id }, bob);
		expect(got.r.data.savedInfo).toEqual(data.savedInfo);
		// The save's own closeup knows it is saved too.
		const fromLocal = await repin('get', { pin_id: data.id }, bob);
		expect(fromLocal.r.data.savedInfo.localPinId).toBe(data.id);
	});

	it('PIN-10: saving into a section names the section; its count goes up', async () => {
		const res = await repin(
			'create',
			{ pin_id: original.id, board_id: bobOther.id, section_id: null },
			bob,
		);
		expect(res.status).toBe(200);
		const another = await makePin(t.db, adaPublic, { title: 'Tomato soup' });
		const inSection = await repin(
			'create',
			{ pin_id: another.id, board_id: bobBoard.id, section_id: sectionId },
			bob,
		);
		expect(inSection.status).toBe(200);
		expect(inSection.r.data.savedInfo).toMatchObject({
			sectionId,
			type: 'section',
			title: 'Weeknights',
			url: `/${bob.username}/dinner-ideas/weeknights/`,
		});
		const section = await t.db
			.selectFrom('board_sections')
			.select('pin_count')
			.where('id', '=', sectionId)
			.executeTakeFirstOrThrow();
		expect(section.pin_count).toBe(1);
		// The latest save wins: bobOther was the later save of `original`.
		const got = await repin('get', { pin_id: original.id }, bob);
		expect(got.r.data.savedInfo.boardId).toBe(bobOther.id);
	});

	it('BRD-05: a save of a save points at the original, whose repin_count goes up', async () => {
		const bobsSave = await t.db
			.selectFrom('pins')
			.select('id')
			.where('pinner_id', '=', bob.id)
			.where('board_id', '=', bobBoard.id)
			.where('origin_pin_id', '=', original.id)
			.executeTakeFirstOrThrow();
		const before = (await pinRow(original.id))?.repin_count ?? 0;
		const res = await repin('create', { pin_id: bobsSave.id, board_id: danBoard.id }, carol);
		expect(res.status).toBe(200);
		const row = await pinRow(res.r.data.id);
		expect(row?.origin_pin_id).toBe(original.id);
		expect(row?.pinner_id).toBe(carol.id);
		expect((await pinRow(original.id))?.repin_count).toBe(before + 1);
		expect((await pinRow(bobsSave.id))?.repin_count).toBe(0);
		expect(await saveStat(bobsSave.id)).toBe(1);
		expect((await boardRow(danBoard.id)).pin_count).toBe(1);
	});

	it('PIN-10: saving to a board that already has the pin is refused and changes nothing', async () => {
		const before = await boardRow(bobBoard.id);
		const res = await repin('create', { pin_id: original.id, board_id: bobBoard.id }, bob);
		expect(res.status).toBe(409);
		expect(res.r.error.code).toBe('AlreadySaved');
		expect((await boardRow(bobBoard.id)).pin_count).toBe(before.pin_count);
		// Nor can ada save her own pin onto the board it is on.
		const own = await repin('create', { pin_id: original.id, board_id: adaPublic.id }, ada);
		expect(own.r.error.code).toBe('AlreadySaved');
	});

	it('Authorization (issue 4): secret and archived pins are not found for strangers; their owner may save them', async () => {
		for (const pin of [secretPin, archivedPin]) {
			const res = await repin('create', { pin_id: pin.id, board_id: bobBoard.id }, bob);
			expect(res.status).toBe(404);
			expect(res.r.error.code).toBe('NotFound');
			expect((await repin('get', { pin_id: pin.id }, bob)).status).toBe(404);
		}
		const mine = await repin('create', { pin_id: secretPin.id, board_id: adaPublic.id }, ada);
		expect(mine.status).toBe(200);
	});

	it('FED-05, BRD-14: a save is prepended to the board it goes to', async () => {
		const older = await makePin(t.db, bobOther, { title: 'Already there' });
		const pin = await makePin(t.db, adaPublic);
		const res = await repin('create', { pin_id: pin.id, board_id: bobOther.id }, bob);
		const first = await t.db
			.selectFrom('pins')
			.select('id')
			.where('board_id', '=', bobOther.id)
			.orderBy('board_sort', 'desc')
			.limit(1)
			.executeTakeFirstOrThrow();
		expect(first.id).toBe(res.r.data.id);
		expect(first.id).not.toBe(older.id);
	});

	it('COL-04: only boards one owns or collaborates on (accepted, live) take saves', async () => {
		const pin = await makePin(t.db, adaPublic);
		const cases: [U, B, number, string][] = [
			[bob, adaPublic, 403, 'BoardNotWritable'], // someone else's public board
			[bob, adaSecret, 404, 'NotFound'], // someone else's secret board does not exist for bob
			[bob, bobArchived, 403, 'BoardNotWritable'], // archived: unarchive first
			[ivy, danBoard, 403, 'BoardNotWritable'], // an invite is not a membership
		];
		for (const [user, board, status, code] of cases) {
			const res = await repin('create', { pin_id: pin.id, board_id: board.id }, user);
			expect([res.status, res.r.error?.code]).toEqual([status, code]);
		}
		expect((await boardRow(bobArchived.id)).pin_count).toBe(0);
		const collab = await repin('create', { pin_id: pin.id, board_id: danBoard.id }, carol);
		expect(collab.status).toBe(200);
	});

	it('PIN-10: a section of another board is refused', async () => {
		const pin = await makePin(t.db, adaPublic);
		const res = await repin(
			'create',
			{ pin_id: pin.id, board_id: bobBoard.id, section_id: otherSectionId },
			bob,
		);
		expect(res.status).toBe(400);
		expect(res.r.error.code).toBe('SectionNotOnBoard');
	});

	it('U-16: signed-out callers and unknown options are refused', async () => {
		const anon = await repin('create', { pin_id: original.id, board_id: bobBoard.id }, null);
		expect(anon.status).toBe(401);
		const extra = await repin(
			'create',
			{ pin_id: original.id, board_id: bobBoard.id, title: 'x' },
			bob,
		);
		expect(extra.status).toBe(400);
		expect(extra.r.error.code).toBe('InvalidOptions');
		const badId = await repin('create', { pin_id: 'abc', board_id: bobBoard.id }, bob);
		expect(badId.status).toBe(400);
	});

	it('PIN-10, BRD-05: unsave deletes the latest save, restores counts and clears savedInfo', async () => {
		const pin = await makePin(t.db, adaPublic);
		const saved = await repin('create', { pin_id: pin.id, board_id: bobOther.id }, bob);
		expect(saved.status).toBe(200);
		const boardBefore = (await boardRow(bobOther.id)).pin_count;
		const userBefore = await userPinCount(bob.id);
		expect((await pinRow(pin.id))?.repin_count).toBe(1);

		const res = await repin('delete', { pin_id: pin.id }, bob);
		expect(res.status).toBe(200);
		expect(res.r.data).toEqual({
			pin_id: pin.id,
			deleted_pin_id: saved.r.data.id,
			savedInfo: null,
		});
		expect(await pinRow(saved.r.data.id)).toBeUndefined();
		expect((await boardRow(bobOther.id)).pin_count).toBe(boardBefore - 1);
		expect(await userPinCount(bob.id)).toBe(userBefore - 1);
		expect((await pinRow(pin.id))?.repin_count).toBe(0);
		expect((await repin('get', { pin_id: pin.id }, bob)).r.data.savedInfo).toBeNull();
		// The original stays.
		expect(await pinRow(pin.id)).toBeDefined();

		const again = await repin('delete', { pin_id: pin.id }, bob);
		expect(again.status).toBe(404);
		expect(again.r.error.code).toBe('NotSaved');
	});

	it('PIN-10: unsaving one of two saves leaves the older one as savedInfo; a local pin id unsaves that pin', async () => {
		const pin = await makePin(t.db, adaPublic);
		const first = await repin('create', { pin_id: pin.id, board_id: bobBoard.id }, bob);
		const second = await repin('create', { pin_id: pin.id, board_id: bobOther.id }, bob);
		const res = await repin('delete', { pin_id: first.r.data.id }, bob);
		expect(res.r.data.deleted_pin_id).toBe(first.r.data.id);
		expect(res.r.data.savedInfo.localPinId).toBe(second.r.data.id);
		const last = await repin('delete', { pin_id: pin.id }, bob);
		expect(last.r.data.deleted_pin_id).toBe(second.r.data.id);
		expect(last.r.data.savedInfo).toBeNull();
	});

	it('BRD-05: counts never drop below zero on unsave', async () => {
		const pin = await makePin(t.db, adaPublic);
		const saved = await repin(
			'create',
			{ pin_id: pin.id, board_id: bobOther.id, section_id: null },
			bob,
		);
		await t.db.updateTable('boards').set({ pin_count: 0 }).where('id', '=', bobOther.id).execute();
		await t.db.updateTable('pins').set({ repin_count: 0 }).where('id', '=', pin.id).execute();
		const res = await repin('delete', { pin_id: saved.r.data.id }, bob);
		expect(res.status).toBe(200);
		expect((await boardRow(bobOther.id)).pin_count).toBe(0);
		expect((await pinRow(pin.id))?.repin_count).toBe(0);
	});

	it('PIN-10: another person cannot unsave your save', async () => {
		const pin = await makePin(t.db, adaPublic);
		const saved = await repin('create', { pin_id: pin.id, board_id: bobOther.id }, bob);
		const res = await repin('delete', { pin_id: saved.r.data.id }, carol);
		expect(res.status).toBe(404);
		expect(res.r.error.code).toBe('NotSaved');
		expect(await pinRow(saved.r.data.id)).toBeDefined();
	});
});
