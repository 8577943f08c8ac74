import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeFeedPage } from '~/lib/discovery/feed/homefeed.service.server.ts';
import { loadFeedTuner, unfollowFromTuner } from '~/lib/discovery/feed/tuner.service.server.ts';
import { newId } from '~/lib/platform/db/ids.ts';
import { AppError } from '~/lib/platform/http/errors.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;

beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

const now = () => new Date().toISOString();

describe(`home feed tuner (/edit) on ${testDialect()}`, () => {
	it('lists followed people, boards and interests, and unfollowing removes them from the feed', async () => {
		const viewer = await makeUser(t.db);
		const friend = await makeUser(t.db, {
			first_name: 'Fran',
			last_name: 'Friend',
			follower_count: 1,
		});
		const owner = await makeUser(t.db);
		const board = await makeBoard(t.db, owner, { name: 'Porches', follower_count: 1 });
		const secret = await makeBoard(t.db, owner, { privacy: 'secret' });
		const interestId = newId();
		await t.db
			.insertInto('interests')
			.values({
				id: interestId,
				name: 'Knitting',
				slug: `knitting-${interestId}`,
				parent_id: null,
				position: 0,
				follower_count: 1,
			})
			.execute();
		const friendPin = await makePin(t.db, await makeBoard(t.db, friend));
		const boardPin = await makePin(t.db, board);
		await t.db
			.insertInto('user_follows')
			.values({ follower_id: viewer.id, followee_id: friend.id, created_at: now() })
			.execute();
		await t.db
			.insertInto('board_follows')
			.values([
				{ user_id: viewer.id, board_id: board.id, created_at: now() },
				{ user_id: viewer.id, board_id: secret.id, created_at: now() },
			])
			.execute();
		await t.db
			.insertInto('interest_follows')
			.values({ user_id: viewer.id, interest_id: interestId, created_at: now() })
			.execute();

		const tuner = await loadFeedTuner(t.db, viewer.id);
		expect(tuner.users).toEqual([
			{
				id: friend.id,
				name: 'Fran Friend',
				username: friend.username,
				url: `/${friend.username}/`,
			},
		]);
		// A secret board the viewer may not read is not listed (nor shown in the feed).
		expect(tuner.boards.map((b) => b.id)).toEqual([board.id]);
		expect(tuner.boards[0]!.url).toBe(`/${owner.username}/${board.slug}/`);
		expect(tuner.interests.map((i) => i.name)).toEqual(['Knitting']);

		const before = await homeFeedPage(t.db, viewerOf(viewer), { pageSize: 10 });
		expect(before.kind).toBe('personal');
		expect(before.pins.map((p) => p.id).sort()).toEqual([friendPin.id, boardPin.id].sort());

		await unfollowFromTuner(t.db, viewer.id, 'user', friend.id);
		await unfollowFromTuner(t.db, viewer.id, 'board', board.id);
		await unfollowFromTuner(t.db, viewer.id, 'interest', interestId);
		// Unfollowing again changes nothing.
		await unfollowFromTuner(t.db, viewer.id, 'board', board.id);
		const after = await loadFeedTuner(t.db, viewer.id);
		expect(after.users).toEqual([]);
		expect(after.boards).toEqual([]);
		expect(after.interests).toEqual([]);
		const counts = await t.db
			.selectFrom('boards')
			.select('follower_count')
			.where('id', '=', board.id)
			.executeTakeFirstOrThrow();
		expect(counts.follower_count).toBe(0);
		const interest = await t.db
			.selectFrom('interests')
			.select('follower_count')
			.where('id', '=', interestId)
			.executeTakeFirstOrThrow();
		expect(interest.follower_count).toBe(0);
		// Only the secret board's row remains, which brings nothing: the fallback feed shows.
		const feed = await homeFeedPage(t.db, viewerOf(viewer), { pageSize: 10 });
		expect(feed.pins.slice(0, 2).map((p) => p.id)).not.toEqual([friendPin.id, boardPin.id]);
	});

	it('refuses anything but a kind and an id, and the viewer themselves', async () => {
		const viewer = await makeUser(t.db);
		for (const [kind, id] of [
			['user', 'abc'],
			['pin', '123'],
			['', '123'],
			['user', viewer.id],
		]) {
			await expect(unfollowFromTuner(t.db, viewer.id, kind!, id!)).rejects.toMatchObject({
				code: 'HomefeedUnfollowInvalid',
			});
		}
		// An account that does not exist is simply not followed.
		await expect(unfollowFromTuner(t.db, viewer.id, 'user', '123456')).resolves.toBeUndefined();
	});

	it('pages start over on a bookmark they cannot read; the API refuses it', async () => {
		const page = await homeFeedPage(t.db, null, {
			bookmark: 'nonsense',
			onInvalidBookmark: 'restart',
		});
		const first = await homeFeedPage(t.db, null, {});
		expect(page.pins.map((p) => p.id)).toEqual(first.pins.map((p) => p.id));
		await expect(homeFeedPage(t.db, null, { bookmark: 'nonsense' })).rejects.toBeInstanceOf(
			AppError,
		);
	});
});
