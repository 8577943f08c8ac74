import { afterAll, beforeAll } from 'vitest';
import type { Viewer } from '~/lib/platform/access/viewer.ts';
import type { ActivityEvent } from '~/lib/platform/activity/activity.ts';
import { newId } from '~/lib/platform/db/ids.ts';
import { openJobQueue, registerJobQueue } from '~/lib/platform/jobs/job-queue.server.ts';
import type { JobQueue } from '~/lib/platform/jobs/jobs.ts';
import { fanOutActivity } from '~/lib/social/notifications/notification-fanout.server.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb } from '../../helpers/test-db.ts';

/**
 * The world of the notification tests: a test database per importing file (its hooks are
 * registered on import) and helpers that make people, boards and pins and run the fan-out the
 * job would run (`fanOutActivity`, with a fresh job key per call unless one is given).
 */
export let t: TestDb;
let queue: JobQueue;

beforeAll(async () => {
	t = await createTestDb();
	// The queue the fan-out enqueues delivery jobs on (no handlers: they stay in the queue).
	queue = openJobQueue({
		db: t.db,
		databaseUrl: 'DATABASE_URL' in t.env ? t.env.DATABASE_URL : undefined,
	});
	registerJobQueue(t.db, queue);
	await queue.start();
});
afterAll(async () => {
	await queue?.stop();
	await t?.destroy();
});

export type Person = Awaited<ReturnType<typeof makeUser>> & { v: Viewer };

export async function person(overrides: Parameters<typeof makeUser>[1] = {}): Promise<Person> {
	const u = await makeUser(t.db, overrides);
	return { ...u, v: viewerOf(u) };
}

/** A board of `owner` (public unless told) and one pin on it. */
export async function pinOf(owner: Person, privacy: 'public' | 'secret' = 'public') {
	const board = await makeBoard(t.db, owner, { privacy });
	const pin = await makePin(t.db, board);
	return { board, pin };
}

/** Runs the fan-out of one event as its job would. */
export function fanOut(event: ActivityEvent, jobKey = `test:${newId()}`, now?: Date) {
	return fanOutActivity(t.db, event, jobKey, now);
}

export const call = (
	v: Viewer | null,
	name: string,
	action: 'get' | 'create' | 'update' | 'delete',
	options: Record<string, unknown>,
) => callResource(t.db, name, action, options, v);

/** The recipient's groups as stored (no read-time rule), newest first. */
export function storedGroups(recipientId: string) {
	return t.db
		.selectFrom('notifications')
		.selectAll()
		.where('recipient_id', '=', recipientId)
		.orderBy('sort_id', 'desc')
		.execute();
}
