import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '~/pages/v3/users/[id].ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callRest } from '../../helpers/rest.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

async function get(id: string, viewer: ReturnType<typeof viewerOf> | null = null) {
	const res = await callRest(GET, { db: t.db, path: `/v3/users/${id}/`, params: { id }, viewer });
	return { status: res.status, data: (await res.json()).resource_response.data };
}

describe(`GET /v3/users/{id}/ on ${testDialect()}`, () => {
	it('counts only public boards and pins for others, everything for the account itself', async () => {
		// Stored counters that include the secret board, as the seed computes them.
		const user = await makeUser(t.db, { pin_count: 3, board_count: 2 });
		const open = await makeBoard(t.db, user);
		const secret = await makeBoard(t.db, user, { privacy: 'secret' });
		await makePin(t.db, open);
		await makePin(t.db, secret);
		await makePin(t.db, secret);
		const stranger = await get(user.id);
		expect(stranger.data).toMatchObject({ board_count: 1, pin_count: 1 });
		const own = await get(user.id, viewerOf(user));
		expect(own.data).toMatchObject({ board_count: 2, pin_count: 3 });
	});

	it('LIM: a limited login reads its own account as signed out (public counts, private stub)', async () => {
		const user = await makeUser(t.db, { pin_count: 2, board_count: 2 });
		await makePin(t.db, await makeBoard(t.db, user));
		await makePin(t.db, await makeBoard(t.db, user, { privacy: 'secret' }));
		const limited = viewerOf(user, { loginState: 2 });
		expect((await get(user.id, limited)).data).toMatchObject({ board_count: 1, pin_count: 1 });
		const shy = await makeUser(t.db, { is_private: 1, about: 'PRIVATE-CANARY' });
		const own = await get(shy.id, viewerOf(shy, { loginState: 2 }));
		expect(own.data).toMatchObject({ is_private_profile: true });
		expect(JSON.stringify(own.data)).not.toContain('PRIVATE-CANARY');
	});

	it('SET-01: a private profile answers strangers with who it is only', async () => {
		const user = await makeUser(t.db, { is_private: 1, about: 'PRIVATE-CANARY' });
		const { data } = await get(user.id);
		expect(data).toEqual({
			id: user.id,
			username: user.username,
			full_name: expect.any(String),
			is_private_profile: true,
		});
	});
});
