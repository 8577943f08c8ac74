import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { react, setPinMark, unreact } from '~/lib/content/pins/pin-marks.service.server.ts';
import { savePin } from '~/lib/content/saving/save-pin.server.ts';
import { unsavePin } from '~/lib/content/saving/unsave-pin.server.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../helpers/builders.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let owner: U;
let saver: U;

beforeAll(async () => {
	t = await createTestDb();
	owner = await makeUser(t.db);
	saver = await makeUser(t.db);
});
afterAll(async () => {
	await t?.destroy();
});

const counts = async (boardId: string, pinId: string) => ({
	board: (
		await t.db
			.selectFrom('boards')
			.select('pin_count')
			.where('id', '=', boardId)
			.executeTakeFirstOrThrow()
	).pin_count,
	onBoard: Number(
		(
			await t.db
				.selectFrom('pins')
				.select((eb) => eb.fn.countAll().as('n'))
				.where('board_id', '=', boardId)
				.executeTakeFirstOrThrow()
		).n,
	),
	repins: (
		await t.db
			.selectFrom('pins')
			.select('repin_count')
			.where('id', '=', pinId)
			.executeTakeFirstOrThrow()
	).repin_count,
	user: (
		await t.db
			.selectFrom('users')
			.select('pin_count')
			.where('id', '=', saver.id)
			.executeTakeFirstOrThrow()
	).pin_count,
});

describe(`review: parallel saves and unsaves on ${testDialect()}`, () => {
	it('BRD-05/PIN-10: saves of one pin to one board racing land once (AlreadySaved for the rest)', async () => {
		const source = await makePin(t.db, await makeBoard(t.db, owner));
		const board = await makeBoard(t.db, saver);
		const me = viewerOf(saver);
		const results = await Promise.allSettled(
			Array.from({ length: 4 }, () => savePin(t.db, me, source.id, { boardId: board.id })),
		);
		expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
		for (const r of results) {
			if (r.status === 'rejected')
				expect((r.reason as { code?: string }).code).toBe('AlreadySaved');
		}
		expect(await counts(board.id, source.id)).toMatchObject({ board: 1, onBoard: 1, repins: 1 });
	});

	it('BRD-05: unsaves racing never take counts below the truth', async () => {
		const source = await makePin(t.db, await makeBoard(t.db, owner));
		const board = await makeBoard(t.db, saver);
		const me = viewerOf(saver);
		const before = (await counts(board.id, source.id)).user;
		await savePin(t.db, me, source.id, { boardId: board.id });
		await Promise.allSettled(Array.from({ length: 4 }, () => unsavePin(t.db, me, source.id)));
		expect(await counts(board.id, source.id)).toMatchObject({
			board: 0,
			onBoard: 0,
			repins: 0,
			user: before,
		});
	});

	it('PIN-13/PIN-20: racing favorites, unfavorites and reactions keep counts exact and never below 0', async () => {
		const pin = await makePin(t.db, await makeBoard(t.db, owner));
		const me = viewerOf(saver);
		await Promise.allSettled(
			Array.from({ length: 4 }, () => setPinMark(t.db, me, pin.id, 'favorite', true)),
		);
		const favorites = async () =>
			(
				await t.db
					.selectFrom('pins')
					.select(['favorite_count', 'done_count'])
					.where('id', '=', pin.id)
					.executeTakeFirstOrThrow()
			).favorite_count;
		expect(await favorites()).toBe(1);
		await Promise.allSettled(
			Array.from({ length: 4 }, () => setPinMark(t.db, me, pin.id, 'favorite', false)),
		);
		expect(await favorites()).toBe(0);
		await Promise.allSettled([1, 2, 3, 1].map((type) => react(t.db, me, pin.id, type)));
		const rows = await t.db
			.selectFrom('pin_reactions')
			.select('reaction_type')
			.where('pin_id', '=', pin.id)
			.execute();
		expect(rows).toHaveLength(1);
		await Promise.allSettled([unreact(t.db, me, pin.id), unreact(t.db, me, pin.id)]);
		expect(
			await t.db
				.selectFrom('pin_reactions')
				.select('user_id')
				.where('pin_id', '=', pin.id)
				.execute(),
		).toHaveLength(0);
	});
});
