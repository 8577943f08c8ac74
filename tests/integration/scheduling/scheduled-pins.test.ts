import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { publishDraft } from '~/lib/content/drafts/publish-draft.operation.server.ts';
import {
	type PublishDraft,
	publishScheduledPinHandler,
	startScheduledPublishing,
} from '~/lib/content/scheduling/scheduled-publishing.server.ts';
import { PUBLISH_SCHEDULED_PIN_JOB } from '~/lib/content/scheduling/scheduling.ts';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import type { DbHandle } from '~/lib/platform/db/client.server.ts';
import type { Db } from '~/lib/platform/db/database.ts';
import { countAll } from '~/lib/platform/db/sql.server.ts';
import { openJobQueue, registerJobQueue } from '~/lib/platform/jobs/job-queue.server.ts';
import type { JobQueue, JobQueueSettings } from '~/lib/platform/jobs/jobs.ts';
import { makeBoard, makeMedia, makeUser, viewerOf } from '../../helpers/builders.ts';
import { wrongCounters } from '../../helpers/counters.ts';
import { dbDigest } from '../../helpers/db-digest.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, reopenTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/**
 * Scheduled pins (BLD-20, BLD-22) and their durable publishing, on SQLite (the in-process job
 * engine) and PostgreSQL (pg-boss). Times are a second or two ahead; engines poll every 500 ms.
 */

let t: TestDb;
let queue: JobQueue;
type U = Awaited<ReturnType<typeof makeUser>>;
let owner: U;
let other: U;
let ownerV: Viewer;
let otherV: Viewer;
let board: Awaited<ReturnType<typeof makeBoard>>;
const extra: { queues: JobQueue[]; handles: DbHandle[] } = { queues: [], handles: [] };

const FAST: JobQueueSettings = { pollIntervalMs: 500, retryDelayMs: 0, maxAttempts: 3 };
const databaseUrl = () => ('DATABASE_URL' in t.env ? t.env.DATABASE_URL : undefined);

/** Another engine instance over the same database, as a restarted or second app copy has. */
function engine(db: Db = t.db, settings: JobQueueSettings = FAST): JobQueue {
	const q = openJobQueue({ db, databaseUrl: databaseUrl() }, settings);
	extra.queues.push(q);
	return q;
}

beforeAll(async () => {
	t = await createTestDb();
	queue = openJobQueue({ db: t.db, databaseUrl: databaseUrl() }, FAST);
	registerJobQueue(t.db, queue);
	await queue.start();
	owner = await makeUser(t.db);
	other = await makeUser(t.db);
	ownerV = viewerOf(owner);
	otherV = viewerOf(other);
	board = await makeBoard(t.db, owner);
});

afterEach(async () => {
	for (const q of extra.queues.splice(0)) await q.stop();
	for (const h of extra.handles.splice(0)) await h.close();
});

afterAll(async () => {
	await queue?.stop();
	await t?.destroy();
});

const call = (
	v: Viewer | null,
	name: string,
	action: 'get' | 'create' | 'update' | 'delete',
	options: Record<string, unknown>,
) => callResource(t.db, name, action, options, v);

/** A draft ready to publish (a board and one picture), made through the drafts resource. */
async function readyDraft(v: Viewer = ownerV, title = 'A title'): Promise<string> {
	const created = await call(v, 'PinDraftResource', 'create', {});
	expect(created.status, JSON.stringify(created.r.error)).toBe(200);
	const id = created.r.data.id as string;
	const media = await makeMedia(t.db, { owner_id: v.id });
	const b = v.id === owner.id ? board : await makeBoard(t.db, { id: v.id });
	const updated = await call(v, 'PinDraftResource', 'update', {
		id,
		fields: { board_id: b.id },
		items: [{ title, description: 'Words', link: null, media_id: media.id, pin_tags: [] }],
	});
	expect(updated.status, JSON.stringify(updated.r.error)).toBe(200);
	return id;
}

const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();
const HOUR = 3600_000;

async function schedule(id: string, at: string, v: Viewer = ownerV) {
	return call(v, 'ScheduledPinsResource', 'create', { draft_id: id, scheduled_ts: at });
}

async function draftRow(id: string) {
	return t.db
		.selectFrom('pin_drafts')
		.select([
			'publishing_status',
			'publish_option',
			'scheduled_at',
			'api_error',
			'api_error_code',
			'published_pin_id',
		])
		.where('id', '=', id)
		.executeTakeFirstOrThrow();
}

async function scheduledCount(userId = owner.id): Promise<number> {
	const row = await t.db
		.selectFrom('users')
		.select('scheduled_pin_count')
		.where('id', '=', userId)
		.executeTakeFirstOrThrow();
	return Number(row.scheduled_pin_count);
}

async function pinsOf(userId = owner.id): Promise<number> {
	const row = await t.db
		.selectFrom('pins')
		.select(countAll().as('n'))
		.where('pinner_id', '=', userId)
		.executeTakeFirstOrThrow();
	return row.n;
}

/** Jobs waiting (or retrying) in the engine's own storage, by state, for one draft. */
async function waitingJobs(draftId: string): Promise<number> {
	const like = `scheduled-pin:${draftId}@%`;
	if (testDialect() === 'sqlite') {
		const r = await sql<{ n: number }>`select count(*) as n from jobs
			where singleton_key like ${like} and state in ('created', 'active')`.execute(t.db);
		return Number(r.rows[0]?.n ?? 0);
	}
	const r = await sql<{ n: number }>`select cast(count(*) as integer) as n from pgboss.job
		where singleton_key like ${like} and state in ('created', 'retry', 'active')`.execute(t.db);
	return Number(r.rows[0]?.n ?? 0);
}

async function until(check: () => Promise<boolean>, ms = 8000): Promise<void> {
	const deadline = Date.now() + ms;
	while (!(await check())) {
		if (Date.now() > deadline) throw new Error('timed out waiting');
		await new Promise((r) => setTimeout(r, 100));
	}
}

/** Unschedules every scheduled draft of the owner so each test starts with none. */
async function clearSchedule() {
	const list = await call(ownerV, 'ScheduledPinsResource', 'get', { page_size: 100 });
	for (const p of list.r.data.scheduled_pins) {
		await call(ownerV, 'ScheduledPinsResource', 'delete', { id: p.id });
	}
}

describe(`scheduled pins on ${testDialect()}`, () => {
	it('BLD-20 create inserts in time order, get pages by bookmark, and scheduled_pin_count follows', async () => {
		await clearSchedule();
		const a = await readyDraft(ownerV, 'Third');
		const b = await readyDraft(ownerV, 'First');
		const c = await readyDraft(ownerV, 'Second');
		expect((await schedule(a, ahead(3 * HOUR))).status).toBe(200);
		const made = await schedule(b, ahead(1 * HOUR));
		expect(made.status).toBe(200);
		expect(made.r.data.scheduled_pin).toMatchObject({ id: b, title: 'First' });
		expect(made.r.data.scheduled_pin_count).toBe(2);
		expect((await schedule(c, ahead(2 * HOUR))).status).toBe(200);

		const page1 = await call(ownerV, 'ScheduledPinsResource', 'get', { page_size: 2 });
		expect(page1.status).toBe(200);
		expect(page1.r.data.scheduled_pins.map((p: { title: string }) => p.title)).toEqual([
			'First',
			'Second',
		]);
		expect(page1.r.data.scheduled_pin_count).toBe(3);
		const page2 = await call(ownerV, 'ScheduledPinsResource', 'get', {
			page_size: 2,
			bookmark: (page1.r as { bookmark?: string }).bookmark,
		});
		expect(page2.r.data.scheduled_pins.map((p: { id: string }) => p.id)).toEqual([a]);
		expect((page2.r as { bookmark?: string }).bookmark).toBe('-end-');
		expect(await scheduledCount()).toBe(3);
		const row = await draftRow(a);
		expect(row).toMatchObject({ publishing_status: 'scheduled', publish_option: 'scheduled' });
		expect(await waitingJobs(a)).toBe(1);
		expect((await wrongCounters(t.db)).filter((c) => c.includes('scheduled'))).toEqual([]);
	});

	it('BLD-20 update re-positions, defaults a missing title to an empty one, and replaces the job', async () => {
		await clearSchedule();
		const a = await readyDraft(ownerV, 'Early');
		const b = await readyDraft(ownerV, 'Late');
		await schedule(a, ahead(1 * HOUR));
		await schedule(b, ahead(2 * HOUR));
		const moved = await call(ownerV, 'ScheduledPinsResource', 'update', {
			id: a,
			scheduled_ts: ahead(3 * HOUR),
		});
		expect(moved.status, JSON.stringify(moved.r.error)).toBe(200);
		expect(moved.r.data.scheduled_pin).toMatchObject({ id: a, title: '' });
		const list = await call(ownerV, 'ScheduledPinsResource', 'get', {});
		expect(list.r.data.scheduled_pins.map((p: { id: string }) => p.id)).toEqual([b, a]);
		// One waiting job, for the new time: the old one was cancelled.
		expect(await waitingJobs(a)).toBe(1);
		const titled = await call(ownerV, 'ScheduledPinsResource', 'update', { id: b, title: 'Named' });
		expect(titled.r.data.scheduled_pin).toMatchObject({ id: b, title: 'Named' });
		expect(await scheduledCount()).toBe(2);
	});

	it('BLD-20 delete unschedules: the draft is an ordinary draft again, its job cancelled, the count lower', async () => {
		await clearSchedule();
		const a = await readyDraft();
		await schedule(a, ahead(HOUR));
		expect(await scheduledCount()).toBe(1);
		const res = await call(ownerV, 'ScheduledPinsResource', 'delete', { id: a });
		expect(res.status).toBe(200);
		expect(res.r.data).toEqual({ id: a, scheduled_pin_count: 0 });
		expect(await draftRow(a)).toMatchObject({
			publishing_status: 'notAttempted',
			publish_option: 'immediately',
			scheduled_at: null,
		});
		expect(await waitingJobs(a)).toBe(0);
		// It is in the drafts list, not the scheduled pins.
		const drafts = await call(ownerV, 'PinDraftsResource', 'get', {});
		expect(JSON.stringify(drafts.r.data)).toContain(a);
		// A second delete: no longer a scheduled pin.
		expect((await call(ownerV, 'ScheduledPinsResource', 'delete', { id: a })).status).toBe(404);
		expect(await scheduledCount()).toBe(0);
	});

	it('BLD-17 refuses a time in the past or more than 30 days ahead, names the field, and stores nothing', async () => {
		await clearSchedule();
		const a = await readyDraft();
		const before = await dbDigest(t.db);
		const past = await schedule(a, ahead(-60_000));
		expect(past.status).toBe(400);
		expect(past.r.error).toMatchObject({ code: 'ScheduleTimeInPast', api_error_code: 4190 });
		expect(past.r.error.extra_data).toEqual({ field: 'scheduled' });
		const far = await schedule(a, ahead(31 * 24 * HOUR));
		expect(far.status).toBe(400);
		expect(far.r.error).toMatchObject({ code: 'ScheduleTimeTooFar', api_error_code: 4191 });
		const garbage = await schedule(a, 'tomorrow');
		expect(garbage.status).toBe(400);
		expect(await dbDigest(t.db)).toEqual(before);
		expect(await waitingJobs(a)).toBe(0);
		// 30 days ahead is the limit, inclusive of a minute's margin.
		expect((await schedule(a, ahead(30 * 24 * HOUR - 60_000))).status).toBe(200);
	});

	it("another person's draft is NotFound (404), signed out is 401, and neither stores anything", async () => {
		const theirs = await readyDraft(otherV);
		const before = await dbDigest(t.db);
		const res = await schedule(theirs, ahead(HOUR), ownerV);
		expect(res.status).toBe(404);
		expect(res.r.error.code).toBe('NotFound');
		expect(
			(await call(ownerV, 'ScheduledPinsResource', 'update', { id: theirs, title: 'x' })).status,
		).toBe(404);
		expect((await call(null, 'ScheduledPinsResource', 'get', {})).status).toBe(401);
		expect(
			(
				await call(null, 'ScheduledPinsResource', 'create', {
					draft_id: theirs,
					scheduled_ts: ahead(HOUR),
				})
			).status,
		).toBe(401);
		expect(await dbDigest(t.db)).toEqual(before);
		expect(await waitingJobs(theirs)).toBe(0);
		// Theirs to schedule, and then invisible to the owner's list and not deletable by them.
		expect((await schedule(theirs, ahead(HOUR), otherV)).status).toBe(200);
		expect((await call(ownerV, 'ScheduledPinsResource', 'delete', { id: theirs })).status).toBe(
			404,
		);
		const mine = await call(ownerV, 'ScheduledPinsResource', 'get', {});
		expect(JSON.stringify(mine.r.data)).not.toContain(theirs);
		expect(await scheduledCount(other.id)).toBe(1);
	});

	it('BLD-22 a published draft cannot be scheduled (409)', async () => {
		const a = await readyDraft();
		expect((await publishDraft(t.db, { draftId: a })).ok).toBe(true);
		const res = await schedule(a, ahead(HOUR));
		expect(res.status).toBe(409);
		expect(res.r.error.code).toBe('ScheduleDraftPublished');
	});

	it('BLD-22 PinDraftPublishResource with publish option scheduled schedules the draft instead of publishing', async () => {
		await clearSchedule();
		const a = await readyDraft();
		const at = ahead(2 * HOUR);
		await call(ownerV, 'PinDraftResource', 'update', {
			id: a,
			fields: { publish_option: 'scheduled', scheduled_ts: at },
		});
		const pins = await pinsOf();
		const res = await call(ownerV, 'PinDraftPublishResource', 'create', { id: a });
		expect(res.status, JSON.stringify(res.r.error)).toBe(200);
		expect(res.r.data.pin).toBeNull();
		expect(await pinsOf()).toBe(pins);
		expect(await draftRow(a)).toMatchObject({ publishing_status: 'scheduled', scheduled_at: at });
		expect(await scheduledCount()).toBe(1);
		expect(await waitingJobs(a)).toBe(1);
	});
});

describe(`scheduled publishing on ${testDialect()}`, () => {
	const publish: PublishDraft = (draftId) => publishDraft(t.db, { draftId });

	it('BLD-22 durable: scheduled, engine stopped, time passes, a new engine publishes it exactly once', async () => {
		await clearSchedule();
		const a = await readyDraft();
		const pins = await pinsOf();
		expect((await schedule(a, ahead(1000))).status).toBe(200);
		expect(await scheduledCount()).toBe(1);
		// The process "restarts": nothing runs while the time passes.
		await new Promise((r) => setTimeout(r, 1300));
		expect((await draftRow(a)).publishing_status).toBe('scheduled');
		const restarted = engine();
		await startScheduledPublishing({ db: t.db, queue: restarted, publish });
		await until(async () => (await draftRow(a)).publishing_status === 'succeeded');
		expect(await pinsOf()).toBe(pins + 1);
		expect(await scheduledCount()).toBe(0);
		expect(await waitingJobs(a)).toBe(0);
		expect((await wrongCounters(t.db)).filter((c) => c.includes('scheduled'))).toEqual([]);
	});

	it('BLD-22 exactly once: two engines (two connections) racing on one due draft make one pin', async () => {
		await clearSchedule();
		const drafts = [await readyDraft(), await readyDraft(), await readyDraft()];
		const pins = await pinsOf();
		for (const d of drafts) expect((await schedule(d, ahead(700))).status).toBe(200);
		const second = reopenTestDb(t);
		extra.handles.push(second);
		const calls: string[] = [];
		const counted =
			(db: Db): PublishDraft =>
			(draftId) => {
				calls.push(draftId);
				return publishDraft(db, { draftId });
			};
		await Promise.all([
			startScheduledPublishing({ db: t.db, queue: engine(t.db), publish: counted(t.db) }),
			startScheduledPublishing({
				db: second.db,
				queue: engine(second.db),
				publish: counted(second.db),
			}),
		]);
		await until(async () => {
			const rows = await Promise.all(drafts.map(draftRow));
			return rows.every((r) => r.publishing_status === 'succeeded');
		});
		expect(await pinsOf()).toBe(pins + 3);
		const published = await Promise.all(drafts.map(draftRow));
		expect(new Set(published.map((r) => r.published_pin_id)).size).toBe(3);
		expect(await scheduledCount()).toBe(0);
	});

	it('BLD-22 a re-timed draft is published at its new time only; a job for its old time does nothing', async () => {
		await clearSchedule();
		const a = await readyDraft();
		const old = ahead(800);
		await schedule(a, old);
		const later = ahead(2500);
		await call(ownerV, 'ScheduledPinsResource', 'update', { id: a, scheduled_ts: later });
		const calls: string[] = [];
		// The old time's job, delivered anyway (as if cancelling had missed it): nothing happens.
		await publishScheduledPinHandler(t.db, async (id) => {
			calls.push(id);
			return publishDraft(t.db, { draftId: id });
		})({
			id: 'x',
			name: PUBLISH_SCHEDULED_PIN_JOB,
			payload: { draftId: a, scheduledAt: new Date(old).toISOString() },
			singletonKey: null,
			attempt: 1,
			maxAttempts: 3,
		});
		expect(calls).toEqual([]);
		await startScheduledPublishing({ db: t.db, queue: engine(), publish });
		await new Promise((r) => setTimeout(r, 1500));
		expect((await draftRow(a)).publishing_status).toBe('scheduled');
		await until(async () => (await draftRow(a)).publishing_status === 'succeeded');
		expect(await scheduledCount()).toBe(0);
	});

	it('BLD-22 a failing publish is retried a bounded number of times, then the draft is failed with its error', async () => {
		await clearSchedule();
		const a = await readyDraft();
		await schedule(a, ahead(600));
		let calls = 0;
		await startScheduledPublishing({
			db: t.db,
			queue: engine(),
			publish: async () => {
				calls += 1;
				throw new Error('storage unavailable');
			},
		});
		await until(async () => {
			const row = await draftRow(a);
			return row.publishing_status === 'failed' && !row.scheduled_at;
		});
		expect(calls).toBe(3);
		expect(await draftRow(a)).toMatchObject({
			publishing_status: 'failed',
			api_error_code: 'Internal',
			scheduled_at: null,
		});
		expect((await draftRow(a)).api_error).toBeTruthy();
		expect(await scheduledCount()).toBe(0);
		// The drafts list shows it, with its error.
		const drafts = await call(ownerV, 'PinDraftsResource', 'get', {});
		expect(JSON.stringify(drafts.r.data)).toContain(a);
		expect((await wrongCounters(t.db)).filter((c) => c.includes('scheduled'))).toEqual([]);
	});

	it("BLD-22 a scheduled publish's failure is worded in its owner's language (issue 27)", async () => {
		await clearSchedule();
		await t.db.updateTable('users').set({ locale: 'de' }).where('id', '=', owner.id).execute();
		try {
			const a = await readyDraft();
			await schedule(a, ahead(600));
			await startScheduledPublishing({
				db: t.db,
				queue: engine(),
				publish: async () => {
					throw new Error('storage unavailable');
				},
			});
			await until(async () => {
				const row = await draftRow(a);
				return row.publishing_status === 'failed' && !row.scheduled_at;
			});
			// The job runs outside any request; the owner reads the drafts list in German.
			expect((await draftRow(a)).api_error).toBe(
				'Entschuldigung! Bei uns ist etwas schiefgelaufen!',
			);
		} finally {
			await t.db
				.updateTable('users')
				.set({ locale: owner.locale })
				.where('id', '=', owner.id)
				.execute();
		}
	});

	it('BLD-22 a retry that succeeds publishes once; a refusal of the draft fails at once', async () => {
		await clearSchedule();
		const flaky = await readyDraft();
		const refused = await readyDraft();
		const archived = await makeBoard(t.db, owner);
		await t.db
			.updateTable('pin_drafts')
			.set({ board_id: archived.id })
			.where('id', '=', refused)
			.execute();
		await schedule(flaky, ahead(600));
		await schedule(refused, ahead(600));
		await t.db
			.updateTable('boards')
			.set({ is_archived: 1 })
			.where('id', '=', archived.id)
			.execute();
		const calls: Record<string, number> = {};
		const pins = await pinsOf();
		await startScheduledPublishing({
			db: t.db,
			queue: engine(),
			publish: async (id) => {
				calls[id] = (calls[id] ?? 0) + 1;
				if (id === flaky && calls[id] === 1) throw new Error('connection reset');
				return publishDraft(t.db, { draftId: id });
			},
		});
		await until(async () => {
			const [f, r] = await Promise.all([draftRow(flaky), draftRow(refused)]);
			// Failed by the scheduler (publishDraft records `failed` first; the scheduler then
			// takes the time off and uncounts it).
			return (
				f.publishing_status === 'succeeded' && r.publishing_status === 'failed' && !r.scheduled_at
			);
		});
		expect(calls).toEqual({ [flaky]: 2, [refused]: 1 });
		expect(await pinsOf()).toBe(pins + 1);
		expect((await draftRow(refused)).api_error_code).toBe('BoardNotWritable');
		expect(await scheduledCount()).toBe(0);
		expect((await wrongCounters(t.db)).filter((c) => c.includes('scheduled'))).toEqual([]);
	});
});
