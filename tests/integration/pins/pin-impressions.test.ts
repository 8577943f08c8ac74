import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPRESSION_REPORT_LIMIT } from '~/lib/content/pins/pin-impressions.service.server.ts';
import { POST as impressions } from '~/pages/v3/pins/impressions/index.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callRest } from '../../helpers/rest.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
type U = Awaited<ReturnType<typeof makeUser>>;
let owner: U;
let stranger: U;
let pins: string[];
let secretPin: string;
let archivedPin: string;

beforeAll(async () => {
	t = await createTestDb();
	owner = await makeUser(t.db);
	stranger = await makeUser(t.db);
	const board = await makeBoard(t.db, owner);
	pins = [(await makePin(t.db, board)).id, (await makePin(t.db, board)).id];
	secretPin = (await makePin(t.db, await makeBoard(t.db, owner, { privacy: 'secret' }))).id;
	archivedPin = (await makePin(t.db, await makeBoard(t.db, owner, { is_archived: 1 }))).id;
});
afterAll(async () => {
	await t?.destroy();
});

const impressionsOf = async (id: string) =>
	(
		await t.db
			.selectFrom('pin_stats')
			.select('count')
			.where('pin_id', '=', id)
			.where('kind', '=', 'impression')
			.executeTakeFirst()
	)?.count ?? 0;

let address = 0;
const report = (pinIds: unknown, viewer: U | null, clientAddress = `10.1.0.${++address}`) =>
	callRest(impressions, {
		db: t.db,
		method: 'POST',
		path: '/v3/pins/impressions/',
		viewer: viewer ? viewerOf(viewer) : null,
		json: { pin_ids: pinIds },
		clientAddress,
	});
const counted = async (res: Response) => (await res.json()).resource_response.data.counted;

describe(`POST /v3/pins/impressions/ on ${testDialect()}`, () => {
	it('analytics: counts one impression per visible pin of a report, each once', async () => {
		const [a, b] = pins as [string, string];
		expect(await counted(await report([a, b, a], null))).toBe(2);
		expect(await impressionsOf(a)).toBe(1);
		expect(await impressionsOf(b)).toBe(1);
		expect(await counted(await report([a], stranger))).toBe(1);
		expect(await impressionsOf(a)).toBe(2);
	});

	it('secret and archived pins count only for those who may see them, silently', async () => {
		expect(await counted(await report([secretPin, archivedPin], null))).toBe(0);
		expect(await counted(await report([secretPin, archivedPin], stranger))).toBe(0);
		expect(await impressionsOf(secretPin)).toBe(0);
		expect(await counted(await report([secretPin, archivedPin], owner))).toBe(2);
		expect(await impressionsOf(secretPin)).toBe(1);
	});

	it('bad reports are refused and change nothing: not ids, too many, unknown ids', async () => {
		expect((await report(['nope'], null)).status).toBe(400);
		expect((await report(['99999999999999999999'], null)).status).toBe(400);
		expect(
			(
				await report(
					Array.from({ length: 51 }, () => pins[0]),
					null,
				)
			).status,
		).toBe(400);
		expect(await counted(await report(['123456789'], null))).toBe(0);
	});

	it('one address (IPv6: one /64) is counted for a limited number of reports a minute', async () => {
		const [a] = pins as [string];
		const before = await impressionsOf(a);
		for (let i = 0; i < IMPRESSION_REPORT_LIMIT.limit; i++) {
			await report([a], null, `2001:db8:1:2::${(i + 1).toString(16)}`);
		}
		expect(await counted(await report([a], null, '2001:db8:1:2::ffff'))).toBe(0);
		expect(await impressionsOf(a)).toBe(before + IMPRESSION_REPORT_LIMIT.limit);
	});
});
