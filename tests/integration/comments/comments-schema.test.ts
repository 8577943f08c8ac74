import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '~/lib/platform/db/ids.ts';
import { makeBoard, makePin, makeUser } from '../../helpers/builders.ts';
import { createTestDb, type TestDb } from '../../helpers/test-db.ts';

/** The comments tables (migration 2026_11_30_000000_comments) on both dialects. */
let t: TestDb;
beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

describe('comments schema (CMT-01)', () => {
	it('stores a comment and a reply, and deleting the pin removes both (cascade)', async () => {
		const owner = await makeUser(t.db);
		const board = await makeBoard(t.db, owner);
		const pin = await makePin(t.db, board);
		const now = new Date().toISOString();
		const top = newId();
		await t.db
			.insertInto('comments')
			.values({
				id: top,
				pin_id: pin.id,
				user_id: owner.id,
				parent_id: null,
				text: 'hi',
				created_at: now,
				updated_at: now,
			})
			.execute();
		await t.db
			.insertInto('comments')
			.values({
				id: newId(),
				pin_id: pin.id,
				user_id: owner.id,
				parent_id: top,
				text: 'reply',
				created_at: now,
				updated_at: now,
			})
			.execute();
		await t.db
			.insertInto('comment_likes')
			.values({ comment_id: top, user_id: owner.id, created_at: now })
			.execute();
		await t.db
			.insertInto('comment_translations')
			.values({ comment_id: top, language: 'de', text: 'hallo', created_at: now })
			.execute();
		const rows = await t.db
			.selectFrom('comments')
			.select(['id', 'parent_id', 'like_count', 'is_edited'])
			.orderBy('id')
			.execute();
		expect(rows).toEqual([
			{ id: top, parent_id: null, like_count: 0, is_edited: 0 },
			{ id: expect.any(String), parent_id: top, like_count: 0, is_edited: 0 },
		]);
		await t.db.deleteFrom('pins').where('id', '=', pin.id).execute();
		expect(await t.db.selectFrom('comments').select('id').execute()).toEqual([]);
		expect(await t.db.selectFrom('comment_likes').select('user_id').execute()).toEqual([]);
		expect(await t.db.selectFrom('comment_translations').select('language').execute()).toEqual([]);
	});
});
