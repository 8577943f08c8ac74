import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

const call = (
	name: string,
	action: 'get' | 'create' | 'delete',
	options: object,
	viewer: U | null,
) =>
	callResource(t.db, name, action, options as Record<string, unknown>, viewer && viewerOf(viewer));

async function counts(user: U) {
	const row = await t.db
		.selectFrom('users')
		.select(['follower_count', 'following_count'])
		.where('id', '=', user.id)
		.executeTakeFirstOrThrow();
	return { followers: row.follower_count, following: row.following_count };
}

async function followRows(a: U, b: U) {
	return t.db
		.selectFrom('user_follows')
		.select('follower_id')
		.where('follower_id', '=', a.id)
		.where('followee_id', '=', b.id)
		.execute();
}

describe(`UserFollowResource and UserBlockResource on ${testDialect()}`, () => {
	it('ACC-22: follow sets the flag and counts on both users; repeating changes nothing', async () => {
		const ada = await makeUser(t.db);
		const bob = await makeUser(t.db);
		const first = await call('UserFollowResource', 'create', { user_id: ada.id }, bob);
		expect(first.status).toBe(200);
		expect(first.r.data).toEqual({
			user_id: ada.id,
			explicitly_followed_by_me: true,
			follower_count: 1,
			following_count: 0,
		});
		const again = await call('UserFollowResource', 'create', { user_id: ada.id }, bob);
		expect(again.r.data.follower_count).toBe(1);
		expect(await counts(ada)).toEqual({ followers: 1, following: 0 });
		expect(await counts(bob)).toEqual({ followers: 0, following: 1 });
		const profile = await call('UserResource', 'get', { user_id: ada.id }, bob);
		expect(profile.r.data.explicitly_followed_by_me).toBe(true);
	});

	it('ACC-22: unfollow clears the flag and counts; counts never go below zero', async () => {
		const ada = await makeUser(t.db);
		const bob = await makeUser(t.db);
		await call('UserFollowResource', 'create', { user_id: ada.id }, bob);
		const off = await call('UserFollowResource', 'delete', { user_id: ada.id }, bob);
		expect(off.r.data).toMatchObject({ explicitly_followed_by_me: false, follower_count: 0 });
		await call('UserFollowResource', 'delete', { user_id: ada.id }, bob);
		expect(await counts(ada)).toEqual({ followers: 0, following: 0 });
		expect(await counts(bob)).toEqual({ followers: 0, following: 0 });
		// A drifted counter at 0 stays at 0 when a (stray) follow row goes.
		await t.db
			.insertInto('user_follows')
			.values({ follower_id: bob.id, followee_id: ada.id, created_at: new Date().toISOString() })
			.execute();
		await call('UserFollowResource', 'delete', { user_id: ada.id }, bob);
		expect(await counts(ada)).toEqual({ followers: 0, following: 0 });
	});

	it('ACC-22: concurrent follows of the same user count once', async () => {
		const ada = await makeUser(t.db);
		const bob = await makeUser(t.db);
		const results = await Promise.all(
			[1, 2, 3].map(() => call('UserFollowResource', 'create', { user_id: ada.id }, bob)),
		);
		// SQLite serializes writers; some tries may be refused as busy, never double counted.
		expect(results.some((r) => r.status === 200)).toBe(true);
		expect(await counts(ada)).toEqual({ followers: 1, following: 0 });
		expect(await followRows(bob, ada)).toHaveLength(1);
	});

	it('ACC-22: following yourself, unknown users and signed-out callers are refused', async () => {
		const ada = await makeUser(t.db);
		const self = await call('UserFollowResource', 'create', { user_id: ada.id }, ada);
		expect(self.status).toBe(400);
		expect(self.r.error.code).toBe('CannotFollowSelf');
		const unknown = await call('UserFollowResource', 'create', { user_id: '12345' }, ada);
		expect(unknown.status).toBe(404);
		const suspended = await makeUser(t.db, { status: 'suspended' });
		expect(
			(await call('UserFollowResource', 'create', { user_id: suspended.id }, ada)).status,
		).toBe(404);
		const anonymous = await call('UserFollowResource', 'create', { user_id: ada.id }, null);
		expect(anonymous.status).toBe(401);
		const extra = await call('UserFollowResource', 'create', { user_id: ada.id, x: 1 }, ada);
		expect(extra.status).toBe(400);
	});

	it('ACC-22: blocking clears the follows both ways and their counts; blocked_by_me is set', async () => {
		const ada = await makeUser(t.db);
		const bob = await makeUser(t.db);
		await call('UserFollowResource', 'create', { user_id: ada.id }, bob);
		await call('UserFollowResource', 'create', { user_id: bob.id }, ada);
		expect(await counts(ada)).toEqual({ followers: 1, following: 1 });
		const block = await call('UserBlockResource', 'create', { user_id: bob.id }, ada);
		expect(block.status).toBe(200);
		expect(block.r.data).toEqual({
			user_id: bob.id,
			blocked_by_me: true,
			explicitly_followed_by_me: false,
		});
		expect(await counts(ada)).toEqual({ followers: 0, following: 0 });
		expect(await counts(bob)).toEqual({ followers: 0, following: 0 });
		expect(await followRows(ada, bob)).toHaveLength(0);
		expect(await followRows(bob, ada)).toHaveLength(0);
		const seen = await call('UserResource', 'get', { user_id: bob.id }, ada);
		expect(seen.r.data).toMatchObject({ blocked_by_me: true, explicitly_followed_by_me: false });
		// Blocking twice is harmless.
		expect((await call('UserBlockResource', 'create', { user_id: bob.id }, ada)).status).toBe(200);
	});

	it('ACC-22: while a block stands neither side can follow; unblocking allows it again', async () => {
		const ada = await makeUser(t.db);
		const bob = await makeUser(t.db);
		await call('UserBlockResource', 'create', { user_id: bob.id }, ada);
		const blockedFollows = await call('UserFollowResource', 'create', { user_id: ada.id }, bob);
		expect(blockedFollows.status).toBe(403);
		expect(blockedFollows.r.error.code).toBe('FollowBlocked');
		const blockerFollows = await call('UserFollowResource', 'create', { user_id: bob.id }, ada);
		expect(blockerFollows.r.error.code).toBe('FollowBlocked');
		expect(await counts(ada)).toEqual({ followers: 0, following: 0 });
		// Only the blocker can lift it.
		await call('UserBlockResource', 'delete', { user_id: ada.id }, bob);
		expect((await call('UserFollowResource', 'create', { user_id: ada.id }, bob)).status).toBe(403);
		const lifted = await call('UserBlockResource', 'delete', { user_id: bob.id }, ada);
		expect(lifted.r.data).toEqual({
			user_id: bob.id,
			blocked_by_me: false,
			explicitly_followed_by_me: false,
		});
		expect((await call('UserFollowResource', 'create', { user_id: ada.id }, bob)).status).toBe(200);
		expect(await counts(ada)).toEqual({ followers: 1, following: 0 });
	});

	it('ACC-22: blocking yourself is refused', async () => {
		const ada = await makeUser(t.db);
		const self = await call('UserBlockResource', 'create', { user_id: ada.id }, ada);
		expect(self.r.error.code).toBe('CannotBlockSelf');
	});
});

describe(`UserFollowersResource and UserFollowingResource on ${testDialect()}`, () => {
	it('ACC-22: lists followers and followings with keyset pages (U-18), no repeats', async () => {
		const star = await makeUser(t.db);
		const fans: U[] = [];
		for (let i = 0; i < 5; i++) {
			const fan = await makeUser(t.db);
			fans.push(fan);
			await call('UserFollowResource', 'create', { user_id: star.id }, fan);
		}
		const seen: string[] = [];
		let bookmark: string | undefined;
		for (let page = 0; page < 5; page++) {
			const res = await call(
				'UserFollowersResource',
				'get',
				{ username: star.username, page_size: 2, ...(bookmark ? { bookmark } : {}) },
				null,
			);
			expect(res.status).toBe(200);
			seen.push(...res.r.data.map((u: { id: string }) => u.id));
			bookmark = (res.r as unknown as { bookmark: string }).bookmark;
			if (bookmark === '-end-') break;
		}
		expect(bookmark).toBe('-end-');
		expect(seen).toEqual(fans.map((f) => f.id).reverse());
		const following = await call(
			'UserFollowingResource',
			'get',
			{ user_id: fans[0]!.id },
			fans[1]!,
		);
		expect(following.r.data).toEqual([
			expect.objectContaining({
				id: star.id,
				username: star.username,
				explicitly_followed_by_me: true,
			}),
		]);
		expect(following.r.data[0]).not.toHaveProperty('email');
		const tooBig = await call(
			'UserFollowersResource',
			'get',
			{ username: star.username, page_size: 251 },
			null,
		);
		expect(tooBig.status).toBe(400);
	});

	it('ACC-22: blocked people drop out of lists; private profiles refuse others', async () => {
		const star = await makeUser(t.db);
		const fan = await makeUser(t.db);
		const troll = await makeUser(t.db);
		await call('UserFollowResource', 'create', { user_id: star.id }, fan);
		await call('UserFollowResource', 'create', { user_id: star.id }, troll);
		await call('UserBlockResource', 'create', { user_id: troll.id }, fan);
		const forFan = await call('UserFollowersResource', 'get', { username: star.username }, fan);
		expect(forFan.r.data.map((u: { id: string }) => u.id)).toEqual([fan.id]);
		// The blocked side sees empty lists of the blocker.
		const trollView = await call('UserFollowingResource', 'get', { username: fan.username }, troll);
		expect(trollView.r.data).toEqual([]);
		const shy = await makeUser(t.db, { is_private: 1 });
		const refused = await call('UserFollowersResource', 'get', { username: shy.username }, fan);
		expect(refused.status).toBe(403);
		expect(refused.r.error.code).toBe('ProfilePrivate');
		const own = await call('UserFollowersResource', 'get', { username: shy.username }, shy);
		expect(own.status).toBe(200);
		// LIM: with an expired session (a limited login) the account reads as signed out.
		for (const name of ['UserFollowersResource', 'UserFollowingResource']) {
			const limited = await callResource(
				t.db,
				name,
				'get',
				{ username: shy.username },
				viewerOf(shy, { loginState: 2 }),
			);
			expect(limited.r.error?.code).toBe('ProfilePrivate');
		}
		const missing = await call('UserFollowersResource', 'get', {}, fan);
		expect(missing.status).toBe(400);
	});
});
