import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OPEN_EXPERIENCES } from '~/lib/growth/experiments/experiences.ts';
import { makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let user: U;
let other: U;

beforeAll(async () => {
	t = await createTestDb();
	user = await makeUser(t.db);
	other = await makeUser(t.db);
});
afterAll(async () => {
	await t?.destroy();
});

const update = (who: U | null, options: Record<string, unknown>, loginState: 1 | 2 = 1) =>
	callResource(
		t.db,
		'UserExperienceResource',
		'update',
		options,
		who ? viewerOf(who, { loginState }) : null,
	);
const list = async (who: U) =>
	(await callResource(t.db, 'UserExperienceResource', 'get', {}, viewerOf(who))).r.data.experiences;

describe(`UserExperienceResource on ${testDialect()} (LOG-10)`, () => {
	it('other statuses start and update an experience; completed removes it for good', async () => {
		expect((await update(user, { experience_id: 'home_tip', status: 'viewed' })).r.data).toEqual({
			experience_id: 'home_tip',
			status: 'viewed',
			removed: false,
		});
		await update(user, { experience_id: 'home_tip', status: 'started' });
		expect(await list(user)).toEqual({
			home_tip: { experience_id: 'home_tip', status: 'started' },
		});
		expect((await update(user, { experience_id: 'home_tip', status: 'completed' })).r.data).toEqual(
			{
				experience_id: 'home_tip',
				status: 'completed',
				removed: true,
			},
		);
		expect(await list(user)).toEqual({});
		// A later update does not bring it back.
		expect(
			(await update(user, { experience_id: 'home_tip', status: 'viewed' })).r.data,
		).toMatchObject({
			status: 'completed',
			removed: true,
		});
		expect(await list(user)).toEqual({});
	});

	it('dismissed removes too, also an experience never seen; each user has their own', async () => {
		await update(user, { experience_id: 'save_tip', status: 'viewed' });
		await update(other, { experience_id: 'save_tip', status: 'viewed' });
		await update(user, { experience_id: 'save_tip', status: 'dismissed' });
		await update(user, { experience_id: 'never_shown', status: 'dismissed' });
		expect(await list(user)).toEqual({});
		expect(await list(other)).toEqual({
			save_tip: { experience_id: 'save_tip', status: 'viewed' },
		});
		const kept = await t.db
			.selectFrom('user_experiences')
			.select(['experience_id', 'status'])
			.where('user_id', '=', user.id)
			.orderBy('experience_id')
			.execute();
		expect(kept).toEqual([
			{ experience_id: 'home_tip', status: 'completed' },
			{ experience_id: 'never_shown', status: 'dismissed' },
			{ experience_id: 'save_tip', status: 'dismissed' },
		]);
	});

	it('needs a full login; bad ids and statuses are refused and change nothing', async () => {
		expect((await update(null, { experience_id: 'x', status: 'viewed' })).r.error.code).toBe(
			'AuthenticationRequired',
		);
		expect((await update(other, { experience_id: 'x', status: 'viewed' }, 2)).r.error.code).toBe(
			'LimitedLogin',
		);
		const before = await list(other);
		for (const bad of [
			{ experience_id: 'Bad Id', status: 'viewed' },
			{ experience_id: 'x'.repeat(65), status: 'viewed' },
			{ experience_id: 'ok', status: 'VIEWED!' },
			{ experience_id: 'ok' },
			{ experience_id: 'ok', status: 'viewed', placement: 1 },
		]) {
			const res = await update(other, bad);
			expect(res.status).toBe(400);
			expect(res.r.error.code).toBe('InvalidOptions');
		}
		expect(await list(other)).toEqual(before);
	});

	it('at most 100 open experiences per user (TooManyExperiences)', async () => {
		const busy = await makeUser(t.db);
		await t.db
			.insertInto('user_experiences')
			.values(
				Array.from({ length: MAX_OPEN_EXPERIENCES }, (_, i) => ({
					user_id: busy.id,
					experience_id: `e${i}`,
					status: 'viewed',
					created_at: new Date().toISOString(),
					updated_at: new Date().toISOString(),
				})),
			)
			.execute();
		const res = await update(busy, { experience_id: 'one_more', status: 'viewed' });
		expect(res.status).toBe(400);
		expect(res.r.error.code).toBe('TooManyExperiences');
		// Updating or ending an open one still works.
		expect((await update(busy, { experience_id: 'e1', status: 'started' })).status).toBe(200);
		expect((await update(busy, { experience_id: 'e2', status: 'dismissed' })).r.data.removed).toBe(
			true,
		);
	});
});
