import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as myInterests } from '~/pages/v3/users/me/interests/index.ts';
import { makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { callRest } from '../../helpers/rest.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';
import { followerCount, makeInterest } from './interest-fixtures.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
type I = Awaited<ReturnType<typeof makeInterest>>;
let ada: U;
let bob: U;
let food: I;
let desserts: I;
let travel: I;

beforeAll(async () => {
	t = await createTestDb();
	ada = await makeUser(t.db);
	bob = await makeUser(t.db);
	food = await makeInterest(t.db, { name: 'Food & Drink', slug: 'food-drink', position: 0 });
	desserts = await makeInterest(t.db, { name: 'Desserts', slug: 'desserts', parent_id: food.id });
	travel = await makeInterest(t.db, { name: 'Travel', slug: 'travel', position: 1 });
});
afterAll(async () => {
	await t?.destroy();
});

const follow = (
	user: U | null,
	options: Record<string, unknown>,
	action: 'create' | 'delete' = 'create',
) => callResource(t.db, 'InterestFollowResource', action, options, user ? viewerOf(user) : null);

describe(`interest follows on ${testDialect()}`, () => {
	it('FED-07: InterestFollowResource create/delete with interest_id answers the topic with is_followed and counts once', async () => {
		const made = await follow(ada, { interest_id: desserts.id });
		expect(made.status).toBe(200);
		expect(made.r.data).toMatchObject({
			id: desserts.id,
			name: 'Desserts',
			is_followed: true,
			follower_count: 1,
			url: `/ideas/desserts/${desserts.id}/`,
		});
		// A repeat (or a retry) counts nothing more.
		await follow(ada, { interest_id: desserts.id });
		expect(await followerCount(t.db, desserts.id)).toBe(1);
		await follow(bob, { interest_id: desserts.id });
		expect(await followerCount(t.db, desserts.id)).toBe(2);

		const gone = await follow(ada, { interest_id: desserts.id }, 'delete');
		expect(gone.r.data).toMatchObject({ id: desserts.id, is_followed: false, follower_count: 1 });
		await follow(ada, { interest_id: desserts.id }, 'delete');
		expect(await followerCount(t.db, desserts.id)).toBe(1);
		await follow(bob, { interest_id: desserts.id }, 'delete');
		expect(await followerCount(t.db, desserts.id)).toBe(0);
	});

	it('FED-07: a count never goes below zero, even when it drifted', async () => {
		await follow(ada, { interest_id: travel.id });
		await t.db
			.updateTable('interests')
			.set({ follower_count: 0 })
			.where('id', '=', travel.id)
			.execute();
		await follow(ada, { interest_id: travel.id }, 'delete');
		expect(await followerCount(t.db, travel.id)).toBe(0);
	});

	it('FED-07: interest_list follows several (list or comma-separated) and answers a list', async () => {
		const made = await follow(ada, { interest_list: [food.id, travel.id] });
		expect(made.status).toBe(200);
		expect(
			made.r.data.map((x: { id: string; is_followed: boolean }) => [x.id, x.is_followed]),
		).toEqual([
			[food.id, true],
			[travel.id, true],
		]);
		const gone = await follow(ada, { interest_list: `${food.id}, ${travel.id}` }, 'delete');
		expect(gone.r.data.every((x: { is_followed: boolean }) => !x.is_followed)).toBe(true);
		expect(await followerCount(t.db, food.id)).toBe(0);
	});

	it('bad input is refused with a clear error and changes nothing', async () => {
		const before = await followerCount(t.db, food.id);
		const neither = await follow(ada, {});
		expect(neither.status).toBe(400);
		expect(neither.r.error.code).toBe('InterestTargetRequired');
		const both = await follow(ada, { interest_id: food.id, interest_list: [travel.id] });
		expect(both.r.error.code).toBe('InterestTargetRequired');
		const empty = await follow(ada, { interest_list: [] });
		expect(empty.r.error.code).toBe('InterestTargetRequired');
		// One unknown id in a list: nothing is followed.
		const unknown = await follow(ada, { interest_list: [food.id, '123456789'] });
		expect(unknown.status).toBe(404);
		expect(unknown.r.error.code).toBe('InterestNotFound');
		const text = await follow(ada, { interest_id: 'abc' });
		expect(text.r.error.code).toBe('InterestNotFound');
		const tooMany = await follow(ada, {
			interest_list: Array.from({ length: 51 }, (_, i) => String(1000 + i)),
		});
		expect(tooMany.r.error.code).toBe('TooManyInterests');
		const extra = await follow(ada, { interest_id: food.id, surprise: 1 });
		expect(extra.r.error.code).toBe('InvalidOptions');
		expect(await followerCount(t.db, food.id)).toBe(before);
		const rows = await t.db
			.selectFrom('interest_follows')
			.select('interest_id')
			.where('user_id', '=', ada.id)
			.execute();
		expect(rows).toEqual([]);
	});

	it('signed-out and limited-login callers are refused', async () => {
		expect((await follow(null, { interest_id: food.id })).status).toBe(401);
		const limited = await callResource(
			t.db,
			'InterestFollowResource',
			'create',
			{ interest_id: food.id },
			viewerOf(ada, { loginState: 2 }),
		);
		expect(limited.status).toBe(401);
		expect(await followerCount(t.db, food.id)).toBe(0);
	});

	it('FED-08: UpdateFollowedInterestsResource takes referrer and updated_interest_follows (map or list) in one transaction', async () => {
		const update = (options: Record<string, unknown>, user: U = bob) =>
			callResource(t.db, 'UpdateFollowedInterestsResource', 'update', options, viewerOf(user));
		const map = await update({
			referrer: 'nux',
			updated_interest_follows: { [food.id]: true, [travel.id]: true },
		});
		expect(map.status).toBe(200);
		expect(map.r.data.referrer).toBe('nux');
		expect(map.r.data.interests).toHaveLength(2);
		expect(await followerCount(t.db, food.id)).toBe(1);
		const list = await update({
			referrer: 'settings',
			updated_interest_follows: [
				{ interest_id: food.id, is_followed: false },
				{ interest_id: desserts.id, is_followed: true },
			],
		});
		expect(
			Object.fromEntries(
				list.r.data.interests.map((x: { id: string; is_followed: boolean }) => [
					x.id,
					x.is_followed,
				]),
			),
		).toEqual({ [food.id]: false, [desserts.id]: true });
		expect(await followerCount(t.db, food.id)).toBe(0);
		expect(await followerCount(t.db, desserts.id)).toBe(1);
		// An unknown interest anywhere in the batch: nothing changes.
		const bad = await update({
			updated_interest_follows: { [travel.id]: false, '999999999': true },
		});
		expect(bad.r.error.code).toBe('InterestNotFound');
		expect(await followerCount(t.db, travel.id)).toBe(1);
		const missingState = await update({ updated_interest_follows: [{ interest_id: food.id }] });
		expect(missingState.r.error.code).toBe('InvalidOptions');
		const none = await update({ updated_interest_follows: {} });
		expect(none.r.error.code).toBe('InterestTargetRequired');
		const signedOut = await callResource(
			t.db,
			'UpdateFollowedInterestsResource',
			'update',
			{ updated_interest_follows: { [food.id]: true } },
			null,
		);
		expect(signedOut.status).toBe(401);
	});

	it('FED-08/09: InterestFollowingResource and GET /v3/users/me/interests/ list followed interests, newest first, keyset paged', async () => {
		const carl = await makeUser(t.db);
		const many = [];
		for (let i = 0; i < 7; i++) many.push(await makeInterest(t.db, { name: `Topic ${i}` }));
		for (const i of many) {
			await follow(carl, { interest_id: i.id });
			await new Promise((resolve) => setTimeout(resolve, 2));
		}
		const seen: string[] = [];
		let bookmark: string | undefined;
		for (let page = 0; page < 5; page++) {
			const res = await callResource(
				t.db,
				'InterestFollowingResource',
				'get',
				{ page_size: 3, ...(bookmark ? { bookmarks: [bookmark] } : {}) },
				viewerOf(carl),
			);
			expect(res.status).toBe(200);
			for (const x of res.r.data) {
				expect(x.is_followed).toBe(true);
				seen.push(x.id);
			}
			bookmark = (res.r as { bookmark?: string }).bookmark;
			if (bookmark === '-end-') break;
		}
		expect(seen).toEqual([...many].reverse().map((i) => i.id));

		const rest = await callRest(myInterests, {
			db: t.db,
			path: '/v3/users/me/interests/?page_size=5',
			viewer: viewerOf(carl),
		});
		expect(rest.status).toBe(200);
		const body = await rest.json();
		expect(body.resource_response.data).toHaveLength(5);
		expect(body.resource_response.data[0]).toMatchObject({ id: many[6]!.id, is_followed: true });
		const next = await callRest(myInterests, {
			db: t.db,
			path: `/v3/users/me/interests/?page_size=5&bookmark=${body.resource_response.bookmark}`,
			viewer: viewerOf(carl),
		});
		const nextBody = await next.json();
		expect(nextBody.resource_response.data.map((x: { id: string }) => x.id)).toEqual([
			many[1]!.id,
			many[0]!.id,
		]);
		expect(nextBody.resource_response.bookmark).toBe('-end-');
		// A forged bookmark only moves where the list goes on.
		const forged = await callRest(myInterests, {
			db: t.db,
			path: '/v3/users/me/interests/?bookmark=not-a-bookmark',
			viewer: viewerOf(carl),
		});
		expect(forged.status).toBe(200);
		expect(
			(await callRest(myInterests, { db: t.db, path: '/v3/users/me/interests/', viewer: null }))
				.status,
		).toBe(401);
		const tooBig = await callRest(myInterests, {
			db: t.db,
			path: '/v3/users/me/interests/?page_size=1000',
			viewer: viewerOf(carl),
		});
		expect(tooBig.status).toBe(400);
	});

	it('FED-08/10: InterestResource get answers a topic with id and is_followed, by id or slug', async () => {
		await follow(ada, { interest_id: food.id });
		const byId = await callResource(
			t.db,
			'InterestResource',
			'get',
			{ interest_id: food.id },
			viewerOf(ada),
		);
		expect(byId.status).toBe(200);
		expect(byId.r.data).toMatchObject({
			type: 'interest',
			id: food.id,
			name: 'Food & Drink',
			key: 'food-drink',
			is_followed: true,
			is_category: true,
			topic_url: '/topics/food-drink/',
		});
		expect(byId.r.data.sub_interests.map((x: { id: string }) => x.id)).toEqual([desserts.id]);
		const bySlug = await callResource(
			t.db,
			'InterestResource',
			'get',
			{ slug: 'Food-Drink' },
			null,
		);
		expect(bySlug.r.data).toMatchObject({ id: food.id, is_followed: false });
		const missing = await callResource(
			t.db,
			'InterestResource',
			'get',
			{ interest_id: '42' },
			null,
		);
		expect(missing.status).toBe(404);
		expect(missing.r.error.code).toBe('InterestNotFound');
		const neither = await callResource(t.db, 'InterestResource', 'get', {}, null);
		expect(neither.r.error.code).toBe('InvalidOptions');
	});
});
