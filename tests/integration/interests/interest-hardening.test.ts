import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interestPinsPage } from '~/lib/discovery/interests/interests.service.server.ts';
import { GET as myInterests } from '~/pages/v3/users/me/interests/index.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { callRest } from '../../helpers/rest.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';
import { makeInterest, tag } from './interest-fixtures.ts';

/**
 * Review of the interests surfaces: forged bookmarks that are well-formed but name no real
 * moment, and pins whose pinner is gone while the board's owner is not.
 */

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
type I = Awaited<ReturnType<typeof makeInterest>>;
let ada: U;
let knitting: I;
let yarn: I;

beforeAll(async () => {
	t = await createTestDb();
	ada = await makeUser(t.db);
	knitting = await makeInterest(t.db, { name: 'Knitting' });
	yarn = await makeInterest(t.db, { name: 'Yarn' });
});
afterAll(async () => {
	await t?.destroy();
});

const forge = (f: string) =>
	Buffer.from(JSON.stringify({ v: 1, f, i: '118010045832106009' })).toString('base64url');

describe(`interests hardening on ${testDialect()}`, () => {
	it('FED-08/FED-09: a followed-interests bookmark naming an impossible time restarts the list instead of failing', async () => {
		await callResource(
			t.db,
			'InterestFollowResource',
			'create',
			{ interest_list: [knitting.id, yarn.id] },
			viewerOf(ada),
		);
		const first = await callResource(t.db, 'InterestFollowingResource', 'get', {}, viewerOf(ada));
		expect(first.status).toBe(200);
		const ids = first.r.data.map((x: { id: string }) => x.id);
		expect(ids).toHaveLength(2);
		// The pattern of a time, but no real moment: PostgreSQL used to fail the query (500).
		for (const f of ['2026-13-45T25:61:61Z', '2026-02-30T00:00:00Z', '0000-00-00T00:00:00Z']) {
			const res = await callResource(
				t.db,
				'InterestFollowingResource',
				'get',
				{ bookmark: forge(f) },
				viewerOf(ada),
			);
			expect(res.status, f).toBe(200);
			expect(res.r.data.map((x: { id: string }) => x.id)).toEqual(ids);
			const rest = await callRest(myInterests, {
				db: t.db,
				path: `/v3/users/me/interests/?bookmark=${forge(f)}`,
				viewer: viewerOf(ada),
			});
			expect(rest.status, f).toBe(200);
		}
	});

	it("SET-12: a suspended pinner's pin leaves interest feeds even on an active owner's board", async () => {
		const owner = await makeUser(t.db);
		const collaborator = await makeUser(t.db);
		const board = await makeBoard(t.db, owner);
		const kept = await makePin(t.db, board, { title: 'Cable stitch' });
		const gone = await makePin(t.db, board, { pinner_id: collaborator.id, title: 'Moss stitch' });
		await tag(t.db, kept, knitting);
		await tag(t.db, gone, knitting);
		const feed = async () =>
			(await interestPinsPage(t.db, knitting.id, { viewerId: null })).pins.map((p) => p.id);
		expect(await feed()).toEqual([gone.id, kept.id]);
		await t.db
			.updateTable('users')
			.set({ status: 'suspended' })
			.where('id', '=', collaborator.id)
			.execute();
		expect(await feed()).toEqual([kept.id]);
	});
});
