import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persistedQueries } from '~/app/persisted-queries.server.ts';
import { handlePersistedQuery } from '~/lib/platform/http/graphql.server.ts';
import { NUL_DETAIL } from '~/lib/platform/http/nul-check.ts';
import { GET as settingsRoute } from '~/pages/v3/users/settings/index.ts';
import { makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { callRest } from '../../helpers/rest.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

describe(`NUL characters in input on ${testDialect()}`, () => {
	it('UserSettingsResource update {about: "a\\u0000b"} is refused with 400 InvalidOptions, not 500', async () => {
		const user = await makeUser(t.db);
		const { status, r } = await callResource(
			t.db,
			'UserSettingsResource',
			'update',
			{ about: 'a\u0000b' },
			viewerOf(user),
		);
		expect(status).toBe(400);
		expect(r.error.code).toBe('InvalidOptions');
		expect(r.error.message_detail).toBe(NUL_DETAIL);
		const row = await t.db
			.selectFrom('users')
			.select('about')
			.where('id', '=', user.id)
			.executeTakeFirstOrThrow();
		expect(row.about ?? '').not.toContain('\u0000');
	});

	it('UserResource get {username: "a\\u0000b"} is refused with 400 InvalidOptions, not 500', async () => {
		const viewer = await makeUser(t.db);
		const { status, r } = await callResource(
			t.db,
			'UserResource',
			'get',
			{ username: 'a\u0000b' },
			viewerOf(viewer),
		);
		expect(status).toBe(400);
		expect(r.error.code).toBe('InvalidOptions');
		expect(r.error.message_detail).toBe(NUL_DETAIL);
	});

	it('finds a NUL nested in arrays and objects of the options', async () => {
		const user = await makeUser(t.db);
		const { status, r } = await callResource(
			t.db,
			'UserSettingsResource',
			'update',
			{ about: 'ok', nested: [{ deep: ['x', 'y\u0000'] }] },
			viewerOf(user),
		);
		expect(status).toBe(400);
		expect(r.error.message_detail).toBe(NUL_DETAIL);
	});

	it('REST routes refuse a NUL in a field', async () => {
		const user = await makeUser(t.db);
		const res = await callRest(settingsRoute, {
			db: t.db,
			path: '/v3/users/settings/?x=a%00b',
			viewer: viewerOf(user),
		});
		expect(res.status).toBe(400);
		const body = (await res.json()) as {
			resource_response: { error: { code: string; message_detail: string } };
		};
		expect(body.resource_response.error).toMatchObject({
			code: 'InvalidOptions',
			message_detail: NUL_DETAIL,
		});
	});

	it('persisted queries refuse a NUL in the variables', async () => {
		const user = await makeUser(t.db);
		const res = await handlePersistedQuery({
			queries: persistedQueries,
			request: new Request('http://localhost/_/graphql/', {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({ queryName: 'any', variables: { name: 'a\u0000b' } }),
			}),
			viewer: viewerOf(user),
			db: t.db,
		});
		expect(res.status).toBe(400);
		const body = (await res.json()) as {
			resource_response: { error: { code: string; message_detail: string } };
		};
		expect(body.resource_response.error).toMatchObject({
			code: 'InvalidOptions',
			message_detail: NUL_DETAIL,
		});
	});
});
