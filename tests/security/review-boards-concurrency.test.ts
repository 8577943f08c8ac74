import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAll } from '~/lib/platform/db/sql.server.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../helpers/builders.ts';
import { callResource } from '../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';

/**
 * Security review: racing requests (double clicks, two tabs) on boards and sections never end
 * in a 500 and leave the counters equal to the rows they count (BRD-05).
 */

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let ada: U;

beforeAll(async () => {
	t = await createTestDb();
	ada = await makeUser(t.db);
});
afterAll(async () => {
	await t?.destroy();
});

describe(`security review: racing board writes on ${testDialect()}`, () => {
	it('BRD-05/BRD-13: boards created at once with the same name all get made, with distinct slugs and a right board_count', async () => {
		const results = await Promise.all(
			Array.from({ length: 4 }, () =>
				callResource(t.db, 'BoardResource', 'create', { name: 'Same name' }, viewerOf(ada)),
			),
		);
		expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
		const slugs = new Set(results.map((r) => r.r.data.url));
		expect(slugs.size).toBe(4);
		const user = await t.db
			.selectFrom('users')
			.select('board_count')
			.where('id', '=', ada.id)
			.executeTakeFirstOrThrow();
		const real = await t.db
			.selectFrom('boards')
			.select(countAll().as('n'))
			.where('owner_id', '=', ada.id)
			.executeTakeFirstOrThrow();
		expect(Number(user.board_count)).toBe(Number(real.n));
	});

	it('BRD-08/BRD-05: sections created at once with the same title: one is made, the rest refused (no 500), section_count right', async () => {
		const board = await makeBoard(t.db, ada);
		const results = await Promise.all(
			Array.from({ length: 4 }, () =>
				callResource(
					t.db,
					'BoardSectionResource',
					'create',
					{ board_id: board.id, title: 'Dup' },
					viewerOf(ada),
				),
			),
		);
		for (const r of results) expect(r.status).toBeLessThan(500);
		const rows = await t.db
			.selectFrom('board_sections')
			.select('title')
			.where('board_id', '=', board.id)
			.execute();
		expect(rows).toHaveLength(1);
		const fresh = await t.db
			.selectFrom('boards')
			.select('section_count')
			.where('id', '=', board.id)
			.executeTakeFirstOrThrow();
		expect(Number(fresh.section_count)).toBe(1);
	});
	it('ACC-22: two users following each other at once: no 500 (no deadlock), counts equal the follows', async () => {
		for (let i = 0; i < 8; i++) {
			const a = await makeUser(t.db);
			const b = await makeUser(t.db);
			const results = await Promise.all([
				callResource(t.db, 'UserFollowResource', 'create', { user_id: b.id }, viewerOf(a)),
				callResource(t.db, 'UserFollowResource', 'create', { user_id: a.id }, viewerOf(b)),
			]);
			expect(results.map((r) => r.status)).toEqual([200, 200]);
			const users = await t.db
				.selectFrom('users')
				.select(['follower_count', 'following_count'])
				.where('id', 'in', [a.id, b.id])
				.execute();
			for (const u of users) {
				expect(Number(u.follower_count)).toBe(1);
				expect(Number(u.following_count)).toBe(1);
			}
		}
	});

	it('ACC-22: a follow racing a block never survives the block', async () => {
		for (let i = 0; i < 8; i++) {
			const a = await makeUser(t.db);
			const b = await makeUser(t.db);
			const results = await Promise.all([
				callResource(t.db, 'UserFollowResource', 'create', { user_id: b.id }, viewerOf(a)),
				callResource(t.db, 'UserBlockResource', 'create', { user_id: a.id }, viewerOf(b)),
			]);
			for (const r of results) expect(r.status).toBeLessThan(500);
			const follows = await t.db
				.selectFrom('user_follows')
				.select('follower_id')
				.where('follower_id', '=', a.id)
				.where('followee_id', '=', b.id)
				.execute();
			expect(follows).toEqual([]);
			const counts = await t.db
				.selectFrom('users')
				.select(['id', 'follower_count', 'following_count'])
				.where('id', 'in', [a.id, b.id])
				.execute();
			for (const u of counts) {
				expect(Number(u.follower_count)).toBe(0);
				expect(Number(u.following_count)).toBe(0);
			}
		}
	});
	it('BRD-05/BRD-09: deleting one section twice at once counts its pins off once (board and pinner)', async () => {
		for (let i = 0; i < 4; i++) {
			const owner = await makeUser(t.db);
			const board = await makeBoard(t.db, owner);
			const made = await callResource(
				t.db,
				'BoardSectionResource',
				'create',
				{ board_id: board.id, title: 'Gone soon' },
				viewerOf(owner),
			);
			const sectionId = made.r.data.id as string;
			for (let n = 0; n < 3; n++) await makePin(t.db, board, { section_id: sectionId });
			for (let n = 0; n < 3; n++) await makePin(t.db, board);
			await t.db.updateTable('boards').set({ pin_count: 6 }).where('id', '=', board.id).execute();
			await t.db.updateTable('users').set({ pin_count: 6 }).where('id', '=', owner.id).execute();
			await t.db
				.updateTable('board_sections')
				.set({ pin_count: 3 })
				.where('id', '=', sectionId)
				.execute();
			const results = await Promise.all([
				callResource(
					t.db,
					'BoardSectionResource',
					'delete',
					{ section_id: sectionId },
					viewerOf(owner),
				),
				callResource(
					t.db,
					'BoardSectionResource',
					'delete',
					{ section_id: sectionId },
					viewerOf(owner),
				),
			]);
			for (const r of results) expect(r.status).toBeLessThan(500);
			const fresh = await t.db
				.selectFrom('boards')
				.select(['pin_count', 'section_count'])
				.where('id', '=', board.id)
				.executeTakeFirstOrThrow();
			expect(Number(fresh.pin_count)).toBe(3);
			expect(Number(fresh.section_count)).toBe(0);
			const user = await t.db
				.selectFrom('users')
				.select('pin_count')
				.where('id', '=', owner.id)
				.executeTakeFirstOrThrow();
			expect(Number(user.pin_count)).toBe(3);
		}
	});
	it('BRD-05/BRD-14: the same pins moved twice at once are counted once on each board', async () => {
		for (let i = 0; i < 4; i++) {
			const owner = await makeUser(t.db);
			const from = await makeBoard(t.db, owner, { pin_count: 3 });
			const to = await makeBoard(t.db, owner);
			const pins: { id: string }[] = [];
			for (let n = 0; n < 3; n++) pins.push(await makePin(t.db, from));
			const move = () =>
				callResource(
					t.db,
					'BoardPinsMoveResource',
					'create',
					{ pin_ids: pins.map((p) => p.id), board_id: to.id },
					viewerOf(owner),
				);
			const results = await Promise.all([move(), move()]);
			for (const r of results) expect(r.status).toBeLessThan(500);
			const counts = await t.db
				.selectFrom('boards')
				.select(['id', 'pin_count'])
				.where('id', 'in', [from.id, to.id])
				.execute();
			const byId = Object.fromEntries(counts.map((c) => [c.id, Number(c.pin_count)]));
			expect(byId[from.id]).toBe(0);
			expect(byId[to.id]).toBe(3);
		}
	});
	it('SEO-07: two boards renamed to one name at once both get renamed, with distinct slugs (no 500)', async () => {
		for (let i = 0; i < 4; i++) {
			const owner = await makeUser(t.db);
			const one = await makeBoard(t.db, owner);
			const two = await makeBoard(t.db, owner);
			const results = await Promise.all(
				[one, two].map((b) =>
					callResource(
						t.db,
						'BoardResource',
						'update',
						{ board_id: b.id, name: 'Renamed' },
						viewerOf(owner),
					),
				),
			);
			expect(results.map((r) => r.status)).toEqual([200, 200]);
			expect(new Set(results.map((r) => r.r.data.url)).size).toBe(2);
		}
	});
});
