import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEXT_LOG_LIMIT } from '~/lib/growth/telemetry/context-log.service.server.ts';
import { countAll } from '~/lib/platform/db/sql.server.ts';
import { VISITOR_COOKIE } from '~/lib/platform/http/visitor.server.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let owner: U;
let stranger: U;
let pin: string;
let otherPin: string;
let secretPin: string;

beforeAll(async () => {
	t = await createTestDb();
	owner = await makeUser(t.db);
	stranger = await makeUser(t.db);
	const board = await makeBoard(t.db, owner);
	pin = (await makePin(t.db, board)).id;
	otherPin = (await makePin(t.db, board)).id;
	secretPin = (await makePin(t.db, await makeBoard(t.db, owner, { privacy: 'secret' }))).id;
});
afterAll(async () => {
	await t?.destroy();
});

let address = 0;
const nextAddress = () => `10.7.${Math.floor(++address / 250)}.${address % 250}`;
const event = (fields: Record<string, unknown> = {}) => ({
	event_type: 'save',
	clientUUID: randomUUID(),
	time: Date.now() - 1_000,
	...fields,
});
const send = (
	events: unknown[],
	viewer: U | null = null,
	init: { cookie?: string; clientAddress?: string; report_time?: number } = {},
) =>
	callResource(
		t.db,
		'ContextLogResource',
		'create',
		{ events, report_time: init.report_time ?? Date.now() },
		viewer ? viewerOf(viewer) : null,
		{
			clientAddress: init.clientAddress ?? nextAddress(),
			...(init.cookie ? { cookie: init.cookie } : {}),
		},
	);
const rows = () => t.db.selectFrom('context_log_events').selectAll().orderBy('id').execute();
const rowCount = async () =>
	(await t.db.selectFrom('context_log_events').select(countAll().as('n')).executeTakeFirstOrThrow())
		.n;
const stat = async (pinId: string, kind: string) =>
	(
		await t.db
			.selectFrom('pin_stats')
			.select('count')
			.where('pin_id', '=', pinId)
			.where('kind', '=', kind)
			.executeTakeFirst()
	)?.count ?? 0;
const visitorCookie = (cookies: string[]) =>
	cookies.find((c) => c.startsWith(`${VISITOR_COOKIE}=`))?.split(';')[0];

describe(`ContextLogResource create on ${testDialect()}`, () => {
	it('LOG-02: stores every LOG-01 field of each event', async () => {
		const full = event({
			event_type: 'navigation',
			view_type: 'search',
			view_parameter: 'pins',
			view_data: { path: '/search/pins/' },
			component: 'header',
			element: 'search_box',
			object_id_str: '42',
			aux_data: { query: 'cake' },
			event_data: { results: 3 },
			clientTrackingParams: 'ctp',
		});
		const res = await send([full], stranger);
		expect(res.status).toBe(200);
		expect(res.r.data).toEqual({ stored: 1, duplicates: 0 });
		const row = (await rows()).find((r) => r.client_uuid === full.clientUUID)!;
		expect(row).toMatchObject({
			user_id: stranger.id,
			event_type: 'navigation',
			view_type: 'search',
			view_parameter: 'pins',
			component: 'header',
			element: 'search_box',
			object_id_str: '42',
			client_tracking_params: 'ctp',
		});
		expect(JSON.parse(row.view_data!)).toEqual({ path: '/search/pins/' });
		expect(JSON.parse(row.aux_data!)).toEqual({ query: 'cake' });
		expect(JSON.parse(row.event_data!)).toEqual({ results: 3 });
		expect(Math.abs(Date.parse(row.event_time) - full.time)).toBeLessThan(5_000);
	});

	it('a retried batch is stored once (clientUUID is unique)', async () => {
		const batch = [event(), event({ event_type: 'logout' })];
		const before = await rowCount();
		expect((await send(batch)).r.data).toEqual({ stored: 2, duplicates: 0 });
		expect((await send(batch)).r.data).toEqual({ stored: 0, duplicates: 2 });
		// Half old, half new (a cached event resent with new ones), and one id twice in a batch.
		const fresh = event();
		expect((await send([batch[0], fresh, fresh])).r.data).toEqual({ stored: 1, duplicates: 2 });
		expect(await rowCount()).toBe(before + 3);
	});

	it('signed out: events are kept under a visitor id cookie, made on the first call', async () => {
		const first = await send([event()]);
		const cookie = visitorCookie(first.cookies);
		expect(cookie).toMatch(new RegExp(`^${VISITOR_COOKIE}=[0-9a-f-]{36}$`));
		expect(first.cookies.join()).toMatch(/HttpOnly/);
		const again = await send([event({ event_type: 'impression' })], null, { cookie: cookie! });
		expect(visitorCookie(again.cookies)).toBeUndefined();
		const mine = (await rows()).filter((r) => r.visitor_id === cookie!.split('=')[1]);
		expect(mine.map((r) => [r.event_type, r.user_id])).toEqual([
			['save', null],
			['impression', null],
		]);
	});

	it('corrects event times by the clock skew report_time shows', async () => {
		const e = event({ time: Date.now() + 3_600_000 });
		await send([e], null, { report_time: Date.now() + 3_600_000 + 1_000 });
		const row = (await rows()).find((r) => r.client_uuid === e.clientUUID)!;
		expect(Math.abs(Date.parse(row.event_time) - (Date.now() - 1_000))).toBeLessThan(5_000);
	});

	it('bad batches answer the error envelope and store nothing, not even their good events', async () => {
		const before = await rowCount();
		for (const events of [
			[event(), event({ clientUUID: 'nope' })],
			[event(), event({ unknown_field: 1 })],
			[event(), event({ event_type: 'bad type' })],
			[event(), event({ aux_data: { big: 'x'.repeat(9_000) } })],
			Array.from({ length: 201 }, () => event()),
			[],
			'not a list',
		]) {
			const res = await send(events as unknown[]);
			expect(res.status).toBe(400);
			expect(res.r.status).toBe('failure');
			expect(res.r.error).toMatchObject({ code: 'InvalidOptions', api_error_code: 1003 });
			expect(res.r.error.message_detail).not.toBe('');
		}
		const noReportTime = await callResource(
			t.db,
			'ContextLogResource',
			'create',
			{ events: [event()] },
			null,
		);
		expect(noReportTime.r.error.code).toBe('InvalidOptions');
		expect(await rowCount()).toBe(before);
	});

	it('closeup views and impressions count in pin_stats once, even when the batch is resent', async () => {
		const closeups = await stat(pin, 'closeup');
		const impressions = await stat(otherPin, 'impression');
		const clientAddress = nextAddress();
		const batch = [
			event({ event_type: 'navigation', view_type: 'closeup', object_id_str: pin }),
			event({ event_type: 'impression', aux_data: { pin_ids: [otherPin, pin] } }),
		];
		await send(batch, null, { clientAddress });
		await send(batch, null, { clientAddress });
		expect(await stat(pin, 'closeup')).toBe(closeups + 1);
		expect(await stat(otherPin, 'impression')).toBe(impressions + 1);
		// A new closeup event of the same pin from the same address within a minute: the beacon's
		// limit still holds (replays under fresh ids do not inflate the count).
		await send(
			[event({ event_type: 'navigation', view_type: 'closeup', object_id_str: pin })],
			null,
			{
				clientAddress,
			},
		);
		expect(await stat(pin, 'closeup')).toBe(closeups + 1);
	});

	it('secret pins count only for those who may see them; saves and outbound clicks never count here', async () => {
		const view = () =>
			event({ event_type: 'navigation', view_type: 'closeup', object_id_str: secretPin });
		expect((await send([view()], stranger)).r.data.stored).toBe(1);
		expect(await stat(secretPin, 'closeup')).toBe(0);
		await send([view()], owner);
		expect(await stat(secretPin, 'closeup')).toBe(1);
		const saves = await stat(pin, 'save');
		const clicks = await stat(pin, 'outbound_click');
		await send([
			event({ event_type: 'save', object_id_str: pin }),
			event({ event_type: 'click_through', object_id_str: pin }),
		]);
		expect(await stat(pin, 'save')).toBe(saves);
		expect(await stat(pin, 'outbound_click')).toBe(clicks);
	});

	it('limits batches per client address (RateLimited, which the browser retries)', async () => {
		const clientAddress = '2001:db8:9:9::1';
		for (let i = 0; i < CONTEXT_LOG_LIMIT.limit; i++) {
			expect((await send([event()], null, { clientAddress })).status).toBe(200);
		}
		const over = await send([event()], null, { clientAddress: '2001:db8:9:9::2' });
		expect(over.status).toBe(429);
		expect(over.r.error.code).toBe('RateLimited');
	});
});
