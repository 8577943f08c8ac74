import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAll } from '~/lib/platform/db/sql.server.ts';
import { makeBoard, makePin, makeUser } from '../helpers/builders.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';

let t: TestDb;
beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

describe(`data layer on ${testDialect()}`, () => {
	it('runs on the dialect this project asks for', () => {
		expect(t.dialect).toBe(testDialect());
	});

	it('returns 64-bit ids as exact decimal strings', async () => {
		const big = '9007199254740993123'.slice(0, 19); // beyond 2^53
		await makeUser(t.db, { id: big });
		const row = await t.db
			.selectFrom('users')
			.select('id')
			.where('id', '=', big)
			.executeTakeFirstOrThrow();
		expect(row.id).toBe(big);
	});

	it('returns timestamps as ISO strings and counts as numbers', async () => {
		const user = await makeUser(t.db, { created_at: '2026-01-02T03:04:05.678Z' });
		const row = await t.db
			.selectFrom('users')
			.select(['created_at', 'follower_count'])
			.where('id', '=', user.id)
			.executeTakeFirstOrThrow();
		expect(row.created_at).toBe('2026-01-02T03:04:05.678Z');
		expect(row.follower_count).toBe(0);
		const { n } = await t.db
			.selectFrom('users')
			.select(countAll().as('n'))
			.executeTakeFirstOrThrow();
		expect(typeof n).toBe('number');
	});

	it('enforces foreign keys', async () => {
		const user = await makeUser(t.db);
		const board = await makeBoard(t.db, user);
		await expect(makePin(t.db, { ...board, owner_id: '123456' })).rejects.toThrow();
	});

	it('orders ids by creation time', async () => {
		const user = await makeUser(t.db);
		const board = await makeBoard(t.db, user);
		const a = await makePin(t.db, board);
		const b = await makePin(t.db, board);
		const rows = await t.db
			.selectFrom('pins')
			.select('id')
			.where('board_id', '=', board.id)
			.orderBy('id', 'desc')
			.execute();
		expect(rows.map((r) => r.id)).toEqual([b.id, a.id]);
		expect(BigInt(b.id) > BigInt(a.id)).toBe(true);
	});

	it('keeps unique usernames', async () => {
		await makeUser(t.db, { username: 'same_name' });
		await expect(makeUser(t.db, { username: 'same_name' })).rejects.toThrow();
		const r = await sql<{
			n: number;
		}>`select cast(count(*) as integer) as n from users where username = ${'same_name'}`.execute(
			t.db,
		);
		expect(r.rows[0]?.n).toBe(1);
	});
});
