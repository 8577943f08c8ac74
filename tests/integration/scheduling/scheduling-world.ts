import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import type { DbHandle } from '~/lib/platform/db/client.server.ts';
import type { Db } from '~/lib/platform/db/database.ts';
import { countAll } from '~/lib/platform/db/sql.server.ts';
import { openJobQueue, registerJobQueue } from '~/lib/platform/jobs/job-queue.server.ts';
import type { JobQueue, JobQueueSettings } from '~/lib/platform/jobs/jobs.ts';
import { makeBoard, makeMedia, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/**
 * The world of the scheduled-pins tests (BLD-20, BLD-22), shared by `scheduled-pins.test.ts`
 * and `scheduled-publishing.test.ts`: a test database, a job engine per dialect (the
 * in-process engine on SQLite, pg-boss on PostgreSQL), an owner with a board, another user, and
 * helpers to make, schedule and read drafts. Importing it registers the hooks that build and
 * tear it down for the importing file. Times are a second or two ahead; engines poll every
 * 500 ms.
 */

export let t: TestDb;
let queue: JobQueue;
type U = Awaited<ReturnType<typeof makeUser>>;
export let owner: U;
export let other: U;
export let ownerV: Viewer;
export let otherV: Viewer;
let board: Awaited<ReturnType<typeof makeBoard>>;
/** Engines and database handles a test opened, closed after it. */
export const extra: { queues: JobQueue[]; handles: DbHandle[] } = { queues: [], handles: [] };

const FAST: JobQueueSettings = { pollIntervalMs: 500, retryDelayMs: 0, maxAttempts: 3 };
const databaseUrl = () => ('DATABASE_URL' in t.env ? t.env.DATABASE_URL : undefined);

/** Another engine instance over the same database, as a restarted or second app copy has. */
export function engine(db: Db = t.db, settings: JobQueueSettings = FAST): JobQueue {
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

export const call = (
	v: Viewer | null,
	name: string,
	action: 'get' | 'create' | 'update' | 'delete',
	options: Record<string, unknown>,
) => callResource(t.db, name, action, options, v);

/** A draft ready to publish (a board and one picture), made through the drafts resource. */
export async function readyDraft(v: Viewer = ownerV, title = 'A title'): Promise<string> {
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

export const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();
export const HOUR = 3600_000;

export async function schedule(id: string, at: string, v: Viewer = ownerV) {
	return call(v, 'ScheduledPinsResource', 'create', { draft_id: id, scheduled_ts: at });
}

export async function draftRow(id: string) {
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

export async function scheduledCount(userId = owner.id): Promise<number> {
	const row = await t.db
		.selectFrom('users')
		.select('scheduled_pin_count')
		.where('id', '=', userId)
		.executeTakeFirstOrThrow();
	return Number(row.scheduled_pin_count);
}

export async function pinsOf(userId = owner.id): Promise<number> {
	const row = await t.db
		.selectFrom('pins')
		.select(countAll().as('n'))
		.where('pinner_id', '=', userId)
		.executeTakeFirstOrThrow();
	return row.n;
}

/** Jobs waiting (or retrying) in the engine's own storage, by state, for one draft. */
export async function waitingJobs(draftId: string): Promise<number> {
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

export async function until(check: () => Promise<boolean>, ms = 8000): Promise<void> {
	const deadline = Date.now() + ms;
	while (!(await check())) {
		if (Date.now() > deadline) throw new Error('timed out waiting');
		await new Promise((r) => setTimeout(r, 100));
	}
}

/** Unschedules every scheduled draft of the owner so each test starts with none. */
export async function clearSchedule() {
	const list = await call(ownerV, 'ScheduledPinsResource', 'get', { page_size: 100 });
	for (const p of list.r.data.scheduled_pins) {
		await call(ownerV, 'ScheduledPinsResource', 'delete', { id: p.id });
	}
}
