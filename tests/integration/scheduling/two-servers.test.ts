import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleDraft } from '~/lib/content/scheduling/scheduling.service.server.ts';
import { newId } from '~/lib/platform/db/ids.ts';
import { countAll } from '~/lib/platform/db/sql.server.ts';
import { openJobQueue, registerJobQueue } from '~/lib/platform/jobs/job-queue.server.ts';
import type { JobQueue } from '~/lib/platform/jobs/jobs.ts';
import { makeBoard, makeMedia, makeUser } from '../../helpers/builders.ts';
import { type ServerProcess, startServer, stopServer } from '../../helpers/server-process.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/**
 * BLD-22 exactly once across processes: two `npm start` servers on one database (PostgreSQL:
 * two pg-boss instances; SQLite: two processes on one file) race for the same due drafts, and
 * each draft becomes exactly one pin. Needs the build (`npx astro build`).
 */

let t: TestDb;
let queue: JobQueue;
let servers: ServerProcess[] = [];

beforeAll(async () => {
	t = await createTestDb();
	queue = openJobQueue({
		db: t.db,
		databaseUrl: 'DATABASE_URL' in t.env ? t.env.DATABASE_URL : undefined,
	});
	registerJobQueue(t.db, queue);
	// Fast polling in the servers: honoured only under NODE_ENV=test.
	const env = { ...t.env, NODE_ENV: 'test', JOBS_TEST_POLL_MS: '300' } as Record<string, string>;
	servers = await Promise.all([startServer(env), startServer(env)]);
}, 120_000);

afterAll(async () => {
	await Promise.all(servers.map((s) => stopServer(s)));
	await queue?.stop();
	await t?.destroy();
});

async function readyDraft(ownerId: string, boardId: string): Promise<string> {
	const media = await makeMedia(t.db, { owner_id: ownerId });
	const id = newId();
	const at = new Date().toISOString();
	await t.db
		.insertInto('pin_drafts')
		.values({ id, owner_id: ownerId, board_id: boardId, created_at: at, updated_at: at })
		.execute();
	await t.db
		.insertInto('pin_draft_items')
		.values({ id: newId(), draft_id: id, position: 0, title: 'Soon', media_id: media.id })
		.execute();
	return id;
}

describe(`scheduled publishing across two servers on ${testDialect()}`, () => {
	it('BLD-22 two app processes racing on the same due drafts publish each exactly once', async () => {
		const owner = await makeUser(t.db);
		const board = await makeBoard(t.db, owner);
		const drafts = await Promise.all([1, 2, 3, 4].map(() => readyDraft(owner.id, board.id)));
		const at = new Date(Date.now() + 1500);
		for (const id of drafts)
			await scheduleDraft(t.db, { ownerId: owner.id, draftId: id, scheduledAt: at });
		const deadline = Date.now() + 20_000;
		for (;;) {
			const rows = await t.db
				.selectFrom('pin_drafts')
				.select(['publishing_status', 'published_pin_id'])
				.where('id', 'in', drafts)
				.execute();
			if (rows.every((r) => r.publishing_status === 'succeeded')) {
				expect(new Set(rows.map((r) => r.published_pin_id)).size).toBe(drafts.length);
				break;
			}
			if (Date.now() > deadline) throw new Error(`not published: ${JSON.stringify(rows)}`);
			await new Promise((r) => setTimeout(r, 200));
		}
		// Give a slower twin time to (wrongly) publish again, then count.
		await new Promise((r) => setTimeout(r, 1000));
		const pins = await t.db
			.selectFrom('pins')
			.select(countAll().as('n'))
			.where('pinner_id', '=', owner.id)
			.executeTakeFirstOrThrow();
		expect(pins.n).toBe(drafts.length);
		const user = await t.db
			.selectFrom('users')
			.select('scheduled_pin_count')
			.where('id', '=', owner.id)
			.executeTakeFirstOrThrow();
		expect(Number(user.scheduled_pin_count)).toBe(0);
	});
});
