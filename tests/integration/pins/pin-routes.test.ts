import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPinQuery } from '~/lib/content/pins/get-pin.query.server.ts';
import { pinAnalytics } from '~/lib/content/pins/pin-analytics.server.ts';
import { recordPinStat } from '~/lib/content/pins/pin-stats.repository.server.ts';
import type { ResourceContext } from '~/lib/platform/http/resource.server.ts';
import { POST as closeupView } from '~/pages/v3/pins/[id]/closeup_view.ts';
import { DELETE as deletePinRoute, GET as getPinRoute } from '~/pages/v3/pins/[id]/index.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callRest } from '../../helpers/rest.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let owner: U;
let stranger: U;
let pin: { id: string };
let secretPin: { id: string };

beforeAll(async () => {
	t = await createTestDb();
	owner = await makeUser(t.db);
	stranger = await makeUser(t.db);
	pin = await makePin(t.db, await makeBoard(t.db, owner));
	secretPin = await makePin(t.db, await makeBoard(t.db, owner, { privacy: 'secret' }));
});
afterAll(async () => {
	await t?.destroy();
});

const closeups = async (id: string) =>
	(
		await t.db
			.selectFrom('pin_stats')
			.select('count')
			.where('pin_id', '=', id)
			.where('kind', '=', 'closeup')
			.executeTakeFirst()
	)?.count ?? 0;

describe(`closeup beacon and /v3/pins/{id}/ on ${testDialect()}`, () => {
	it('POST /v3/pins/{id}/closeup_view/ counts one closeup per call for pins the caller can see', async () => {
		let address = 0;
		const send = (id: string, viewer: U | null, clientAddress = `10.0.0.${++address}`) =>
			callRest(closeupView, {
				db: t.db,
				method: 'POST',
				path: `/v3/pins/${id}/closeup_view/`,
				params: { id },
				viewer: viewer ? viewerOf(viewer) : null,
				json: {},
				clientAddress,
			});
		expect((await send(pin.id, null)).status).toBe(200);
		expect((await send(pin.id, stranger)).status).toBe(200);
		expect(await closeups(pin.id)).toBe(2);
		// A repeat from the same address within the minute is accepted but not counted.
		const again = await send(pin.id, null, '10.0.0.1');
		expect((await again.json()).resource_response.data).toEqual({ pin_id: pin.id, counted: false });
		expect(await closeups(pin.id)).toBe(2);
		expect((await send(secretPin.id, stranger)).status).toBe(404);
		expect((await send(secretPin.id, null)).status).toBe(404);
		expect(await closeups(secretPin.id)).toBe(0);
		expect((await send(secretPin.id, owner)).status).toBe(200);
		expect(await closeups(secretPin.id)).toBe(1);
		expect((await send('nope', null)).status).toBe(404);
	});

	it('GET /v3/pins/{id}/ answers the pin; secret pins 404 for others; DELETE needs the right person', async () => {
		const get = (id: string, viewer: U | null) =>
			callRest(getPinRoute, {
				db: t.db,
				path: `/v3/pins/${id}/`,
				params: { id },
				viewer: viewer ? viewerOf(viewer) : null,
			});
		const res = await get(pin.id, null);
		expect(res.status).toBe(200);
		const body = await res.json();
		expect(body.resource_response.data).toMatchObject({ id: pin.id, type: 'pin' });
		expect((await get(secretPin.id, stranger)).status).toBe(404);
		expect((await get(secretPin.id, owner)).status).toBe(200);
		const del = (viewer: U | null) =>
			callRest(deletePinRoute, {
				db: t.db,
				method: 'DELETE',
				path: `/v3/pins/${pin.id}/`,
				params: { id: pin.id },
				viewer: viewer ? viewerOf(viewer) : null,
			});
		expect((await del(null)).status).toBe(401);
		expect((await del(stranger)).status).toBe(403);
		expect((await del(owner)).status).toBe(200);
		expect((await get(pin.id, owner)).status).toBe(404);
	});
});

describe(`v3GetPinQuery on ${testDialect()}`, () => {
	it('PIN-08: answers the closeup pin with the PIN-01 fields, 404 for secret pins of others', async () => {
		const p = await makePin(t.db, await makeBoard(t.db, owner), {
			rich_metadata: JSON.stringify({ recipe: { ingredients: ['1 egg'] } }),
			media: { width: 300, height: 600 },
		});
		const ctx = (viewer: U | null) =>
			({ db: t.db, viewer: viewer ? viewerOf(viewer) : null }) as Omit<ResourceContext, 'context'>;
		const data = (await getPinQuery.run(ctx(stranger), { pinId: p.id })) as Record<string, unknown>;
		expect(data).toMatchObject({
			id: p.id,
			aspect: 'tall',
			rich_metadata: { recipe: { ingredients: ['1 egg'] } },
			reaction_counts: {},
			reaction_by_me: null,
			favorited_by_me: false,
			done_by_me: false,
			board: { privacy: 0, privacy_name: 'NONE' },
			pinner: { id: owner.id },
		});
		await expect(getPinQuery.run(ctx(stranger), { pinId: secretPin.id })).rejects.toMatchObject({
			code: 'NotFound',
		});
	});
});

describe(`pinAnalytics on ${testDialect()}`, () => {
	it('sums pin_stats per kind over the period and lists every day', async () => {
		const p = await makePin(t.db, await makeBoard(t.db, owner));
		const today = new Date('2026-05-10T12:00:00Z');
		const yesterday = new Date('2026-05-09T08:00:00Z');
		const longAgo = new Date('2026-01-01T08:00:00Z');
		await recordPinStat(t.db, p.id, 'impression', 10, today);
		await recordPinStat(t.db, p.id, 'impression', 5, yesterday);
		await recordPinStat(t.db, p.id, 'closeup', 1, today);
		await recordPinStat(t.db, p.id, 'closeup', 1, today);
		await recordPinStat(t.db, p.id, 'save', 2, yesterday);
		await recordPinStat(t.db, p.id, 'outbound_click', 1, today);
		await recordPinStat(t.db, p.id, 'impression', 99, longAgo); // outside the 30 days
		const stats = await pinAnalytics(t.db, p.id, { days: 30, today });
		expect(stats.totals).toEqual({ impression: 15, closeup: 2, save: 2, outbound_click: 1 });
		expect(stats.days).toHaveLength(30);
		expect(stats.days[0]).toEqual({
			day: '2026-05-10',
			counts: { impression: 10, closeup: 2, save: 0, outbound_click: 1 },
		});
		expect(stats.days[1]!.counts).toEqual({
			impression: 5,
			closeup: 0,
			save: 2,
			outbound_click: 0,
		});
	});
});
