import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBulkMove } from '~/lib/content/boards/move-pins.server.ts';
import { GET as getBoardRest } from '~/pages/v3/boards/[id]/index.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { callRest } from '../../helpers/rest.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let ada: U;
let bob: U;
let cat: U;

beforeAll(async () => {
	t = await createTestDb();
	ada = await makeUser(t.db);
	bob = await makeUser(t.db);
	cat = await makeUser(t.db);
});
afterAll(async () => {
	await t?.destroy();
});

const call = (
	name: string,
	action: 'get' | 'create' | 'update' | 'delete',
	options: Record<string, unknown>,
	user: U | null,
) => callResource(t.db, name, action, options, user ? viewerOf(user) : null);

async function counts(boardId: string) {
	const b = await t.db
		.selectFrom('boards')
		.select(['pin_count', 'section_count'])
		.where('id', '=', boardId)
		.executeTakeFirstOrThrow();
	const s = await t.db
		.selectFrom('board_sections')
		.select(['id', 'pin_count'])
		.where('board_id', '=', boardId)
		.execute();
	return { ...b, sections: Object.fromEntries(s.map((r) => [r.id, r.pin_count])) };
}

async function boardWithPins(owner: U, n: number, overrides = {}) {
	const board = await makeBoard(t.db, owner, { pin_count: n, ...overrides });
	const pins = [];
	for (let i = 0; i < n; i++) pins.push(await makePin(t.db, board));
	return { board, pins };
}

describe(`BoardSectionResource on ${testDialect()}`, () => {
	it('BRD-08: create counts the section; a duplicate name (trimmed, any case) is refused', async () => {
		const board = await makeBoard(t.db, ada);
		const made = await call(
			'BoardSectionResource',
			'create',
			{ board_id: board.id, title: ' Desserts ' },
			ada,
		);
		expect(made.status).toBe(200);
		expect(made.r.data).toMatchObject({
			title: 'Desserts',
			pin_count: 0,
			url: `/${ada.username}/${board.slug}/desserts/`,
		});
		const dup = await call(
			'BoardSectionResource',
			'create',
			{ board_id: board.id, title: 'desserts  ' },
			ada,
		);
		expect(dup.status).toBe(409);
		expect(dup.r.error.code).toBe('SectionNameTaken');
		expect((await counts(board.id)).section_count).toBe(1);
		const byStranger = await call(
			'BoardSectionResource',
			'create',
			{ board_id: board.id, title: 'Mine' },
			bob,
		);
		expect(byStranger.status).toBe(403);
	});

	it("BRD-08: suggestions come from the pins' interests and drop names of existing sections", async () => {
		const board = await makeBoard(t.db, ada);
		const interests = ['Cakes', 'Pies', 'Cookies'].map((name, i) => ({
			id: String(9_000_000 + i),
			name,
			slug: name.toLowerCase(),
			parent_id: null,
			position: i,
		}));
		await t.db.insertInto('interests').values(interests).execute();
		for (const i of interests) {
			const pin = await makePin(t.db, board);
			await t.db
				.insertInto('pin_interests')
				.values({ pin_id: pin.id, interest_id: i.id })
				.execute();
		}
		const before = await call(
			'BoardSectionSuggestionsResource',
			'get',
			{ board_id: board.id },
			ada,
		);
		expect([...before.r.data].sort()).toEqual(['Cakes', 'Cookies', 'Pies']);
		await call('BoardSectionResource', 'create', { board_id: board.id, title: '  PIES ' }, ada);
		const after = await call('BoardSectionSuggestionsResource', 'get', { board_id: board.id }, ada);
		expect([...after.r.data].sort()).toEqual(['Cakes', 'Cookies']);
	});

	it('rename, reorder and delete (its pins go, counts follow, BRD-09)', async () => {
		const { board, pins } = await boardWithPins(ada, 3);
		const s1 = (
			await call('BoardSectionResource', 'create', { board_id: board.id, title: 'One' }, ada)
		).r.data;
		const s2 = (
			await call('BoardSectionResource', 'create', { board_id: board.id, title: 'Two' }, ada)
		).r.data;
		const renamed = await call(
			'BoardSectionResource',
			'update',
			{ section_id: s1.id, title: 'First' },
			ada,
		);
		expect(renamed.r.data).toMatchObject({ title: 'First', slug: 'first' });
		const order = await call(
			'BoardSectionsResource',
			'update',
			{ board_id: board.id, section_ids: [s2.id] },
			ada,
		);
		expect(order.r.data.map((s: { id: string }) => s.id)).toEqual([s2.id, s1.id]);
		await call(
			'BoardPinsMoveResource',
			'create',
			{ pin_ids: [pins[0]!.id, pins[1]!.id], board_id: board.id, section_id: s1.id },
			ada,
		);
		expect(await counts(board.id)).toEqual({
			pin_count: 3,
			section_count: 2,
			sections: { [s1.id]: 2, [s2.id]: 0 },
		});
		const gone = await call('BoardSectionResource', 'delete', { section_id: s1.id }, ada);
		expect(gone.status).toBe(200);
		expect(await counts(board.id)).toEqual({
			pin_count: 1,
			section_count: 1,
			sections: { [s2.id]: 0 },
		});
		const left = await t.db
			.selectFrom('pins')
			.select('id')
			.where('board_id', '=', board.id)
			.execute();
		expect(left.map((p) => p.id)).toEqual([pins[2]!.id]);
	});
});

describe(`moving pins on ${testDialect()}`, () => {
	it('BRD-14/BRD-05: moved pins leave the old board and come first on the new one; counts follow', async () => {
		const { board: from, pins } = await boardWithPins(ada, 3);
		const { board: to, pins: existing } = await boardWithPins(ada, 2);
		const section = (
			await call('BoardSectionResource', 'create', { board_id: to.id, title: 'Sec' }, ada)
		).r.data;
		const res = await call(
			'BoardPinsMoveResource',
			'create',
			{ pin_ids: [pins[0]!.id, pins[2]!.id], board_id: to.id, section_id: section.id },
			ada,
		);
		expect(res.status).toBe(200);
		expect(res.r.data.moved_pin_count).toBe(2);
		expect(await counts(from.id)).toMatchObject({ pin_count: 1 });
		expect(await counts(to.id)).toMatchObject({ pin_count: 4, sections: { [section.id]: 2 } });
		const feed = await call('BoardsFeedResource', 'get', { board_id: to.id }, ada);
		// Newest-first order of the moved pins is kept, and both come before the old ones.
		expect(feed.r.data.map((p: { id: string }) => p.id)).toEqual([
			pins[2]!.id,
			pins[0]!.id,
			existing[1]!.id,
			existing[0]!.id,
		]);
		const oldFeed = await call('BoardsFeedResource', 'get', { board_id: from.id }, ada);
		expect(oldFeed.r.data.map((p: { id: string }) => p.id)).toEqual([pins[1]!.id]);
		const sectionFeed = await call(
			'BoardsFeedResource',
			'get',
			{ board_id: to.id, section_id: section.id },
			ada,
		);
		expect(sectionFeed.r.data).toHaveLength(2);
		const board = await call('BoardResource', 'get', { board_id: to.id }, ada);
		expect(board.r.data).toMatchObject({ pin_count: 4, sectionless_pin_count: 2 });
		// Moving them back out of the section to the board root.
		await call(
			'BoardPinsMoveResource',
			'create',
			{ pin_ids: [pins[0]!.id], board_id: to.id, section_id: null },
			ada,
		);
		expect(await counts(to.id)).toMatchObject({ pin_count: 4, sections: { [section.id]: 1 } });
	});

	it('BRD-05: counts never go below zero even when they were already wrong', async () => {
		const from = await makeBoard(t.db, ada, { pin_count: 0 });
		const pin = await makePin(t.db, from);
		const to = await makeBoard(t.db, ada);
		await call('BoardPinsMoveResource', 'create', { pin_ids: [pin.id], board_id: to.id }, ada);
		expect((await counts(from.id)).pin_count).toBe(0);
		expect((await counts(to.id)).pin_count).toBe(1);
	});

	it('collaborators move pins between boards they can write; strangers and archived targets are refused', async () => {
		const { board: shared, pins } = await boardWithPins(ada, 2, { privacy: 'secret' });
		const other = await makeBoard(t.db, ada, { privacy: 'secret' });
		const at = new Date().toISOString();
		for (const b of [shared, other]) {
			await t.db
				.insertInto('board_collaborators')
				.values({
					board_id: b.id,
					user_id: cat.id,
					status: 'accepted',
					invited_by_id: ada.id,
					created_at: at,
				})
				.execute();
		}
		const ok = await call(
			'BoardPinsMoveResource',
			'create',
			{ pin_ids: [pins[0]!.id], board_id: other.id },
			cat,
		);
		expect(ok.status).toBe(200);
		const stranger = await call(
			'BoardPinsMoveResource',
			'create',
			{ pin_ids: [pins[1]!.id], board_id: other.id },
			bob,
		);
		expect(stranger.status).toBe(404);
		const bobsBoard = await makeBoard(t.db, bob);
		const steal = await call(
			'BoardPinsMoveResource',
			'create',
			{ pin_ids: [pins[1]!.id], board_id: bobsBoard.id },
			bob,
		);
		expect(steal.status).toBe(404); // the pin is on a secret board bob cannot see
		const archived = await makeBoard(t.db, ada, { is_archived: 1 });
		const toArchived = await call(
			'BoardPinsMoveResource',
			'create',
			{ pin_ids: [pins[1]!.id], board_id: archived.id },
			ada,
		);
		expect(toArchived.status).toBe(403);
		expect(toArchived.r.error.message_detail).toContain('archived');
		const wrongSection = (
			await call('BoardSectionResource', 'create', { board_id: shared.id, title: 'S' }, ada)
		).r.data;
		const bad = await call(
			'BoardPinsMoveResource',
			'create',
			{ pin_ids: [pins[1]!.id], board_id: other.id, section_id: wrongSection.id },
			ada,
		);
		expect(bad.r.error.code).toBe('SectionNotOnBoard');
	});

	it('BRD-03/04: a bulk move is a blocking action with progress; the board lists it while it runs', async () => {
		const { board: from, pins } = await boardWithPins(ada, 120);
		const to = await makeBoard(t.db, ada);
		const seen: number[] = [];
		const ids = pins.map((p) => p.id);
		const result = await runBulkMove(t.db, {
			userId: ada.id,
			boardId: from.id,
			sectionId: null,
			kind: 'move',
			pinIds: ids,
			target: { boardId: to.id, sectionId: null },
			async finish(trx) {
				const row = await trx
					.selectFrom('blocking_actions')
					.select(['done', 'finished_at'])
					.where('board_id', '=', from.id)
					.executeTakeFirstOrThrow();
				expect(row.finished_at).toBeNull();
				seen.push(row.done);
			},
		});
		expect(result.moved).toBe(120);
		const res = await callRest(getBoardRest, {
			db: t.db,
			path: `/v3/boards/${from.id}/?fields=board.id,board.blocking_actions`,
			params: { id: from.id },
			viewer: viewerOf(ada),
		});
		const data = (
			(await res.json()) as {
				resource_response: { data: { blocking_actions: Record<string, unknown>[] } };
			}
		).resource_response.data;
		expect(data.blocking_actions).toHaveLength(1);
		const action = data.blocking_actions[0];
		expect(action).toMatchObject({
			id: result.actionId,
			progress: 1,
			finished: true,
			type: 'move',
		});
		expect(action).not.toHaveProperty('section_id'); // unorganized pins (BRD-04)
		expect(typeof action?.created_timestamp).toBe('number');
		const row = await t.db
			.selectFrom('blocking_actions')
			.selectAll()
			.where('id', '=', result.actionId)
			.executeTakeFirstOrThrow();
		expect(row).toMatchObject({ total: 120, done: 120 });
		expect(await counts(from.id)).toMatchObject({ pin_count: 0 });
		expect(await counts(to.id)).toMatchObject({ pin_count: 120 });
		// Progress advanced chunk by chunk: before the last chunk committed, 100 of 120 were done.
		expect(seen).toEqual([100]);
		// Strangers see no blocking actions of someone's board.
		const other = await callRest(getBoardRest, {
			db: t.db,
			path: `/v3/boards/${from.id}/?fields=board.blocking_actions`,
			params: { id: from.id },
			viewer: viewerOf(bob),
		});
		const otherData = ((await other.json()) as { resource_response: { data: unknown } })
			.resource_response.data;
		expect(otherData).toEqual({ blocking_actions: [] });
	});

	it('merge moves pins and sections into the target, deletes the source, and its URL points at the target', async () => {
		const { board: source, pins } = await boardWithPins(ada, 3);
		const { board: target } = await boardWithPins(ada, 1);
		const sec = (
			await call('BoardSectionResource', 'create', { board_id: source.id, title: 'Kept' }, ada)
		).r.data;
		await call(
			'BoardPinsMoveResource',
			'create',
			{ pin_ids: [pins[0]!.id], board_id: source.id, section_id: sec.id },
			ada,
		);
		const userBefore = await t.db
			.selectFrom('users')
			.select('board_count')
			.where('id', '=', ada.id)
			.executeTakeFirstOrThrow();
		const res = await call(
			'BoardMergeResource',
			'create',
			{ source_board_id: source.id, target_board_id: target.id },
			ada,
		);
		expect(res.status).toBe(200);
		expect(res.r.data.board).toMatchObject({
			pin_count: 4,
			section_count: 1,
			sectionless_pin_count: 3,
		});
		expect(
			await t.db.selectFrom('boards').select('id').where('id', '=', source.id).executeTakeFirst(),
		).toBeUndefined();
		const userAfter = await t.db
			.selectFrom('users')
			.select('board_count')
			.where('id', '=', ada.id)
			.executeTakeFirstOrThrow();
		expect(userAfter.board_count).toBe(Math.max(0, userBefore.board_count - 1));
		const byOld = await call(
			'BoardResource',
			'get',
			{ username: ada.username, slug: source.slug },
			bob,
		);
		expect(byOld.r.data.id).toBe(target.id);
		const same = await call(
			'BoardMergeResource',
			'create',
			{ source_board_id: target.id, target_board_id: target.id },
			ada,
		);
		expect(same.r.error.code).toBe('MergeSameBoard');
		const foreign = await call(
			'BoardMergeResource',
			'create',
			{ source_board_id: target.id, target_board_id: (await makeBoard(t.db, bob)).id },
			ada,
		);
		expect(foreign.status).toBe(403);
	});
});
