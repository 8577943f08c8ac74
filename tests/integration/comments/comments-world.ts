import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { ACTIVITY_FANOUT_JOB, type ActivityEvent } from '~/lib/platform/activity/activity.ts';
import { jobQueueFor } from '~/lib/platform/jobs/job-queue.server.ts';
import { makeBoard, makePin, makeUser, viewerOf } from '../../helpers/builders.ts';
import { callResource } from '../../helpers/resource-call.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/**
 * A small world for the comments tests: a pin owner (`ann`) with a public and a secret pin,
 * a commenter (`bob`), a bystander (`cat`), and helpers that call the real gateway. Each test
 * file that imports this gets its own database.
 */
export type U = Awaited<ReturnType<typeof makeUser>>;
export const w = {} as {
	t: TestDb;
	ann: U;
	bob: U;
	cat: U;
	pin: { id: string };
	secretPin: { id: string };
};

beforeAll(async () => {
	w.t = await createTestDb();
	w.ann = await makeUser(w.t.db);
	w.bob = await makeUser(w.t.db);
	w.cat = await makeUser(w.t.db);
	w.pin = await makePin(w.t.db, await makeBoard(w.t.db, w.ann));
	w.secretPin = await makePin(w.t.db, await makeBoard(w.t.db, w.ann, { privacy: 'secret' }));
});
afterAll(async () => {
	if (w.t) {
		await jobQueueFor(w.t.db).stop();
		await w.t.destroy();
	}
});

export const dialect = testDialect;
export const as = (u: U | null) => (u ? viewerOf(u) : null);

/** A fresh user (own rate-limit counts). */
export const person = (overrides: Parameters<typeof makeUser>[1] = {}) =>
	makeUser(w.t.db, overrides);

/** A fresh public pin of `owner`. */
export async function pinOf(owner: U, overrides: Parameters<typeof makePin>[2] = {}) {
	return makePin(w.t.db, await makeBoard(w.t.db, owner), overrides);
}

export const call = (
	name: string,
	action: 'get' | 'create' | 'update' | 'delete',
	options: Record<string, unknown>,
	u: U | null,
) => callResource(w.t.db, name, action, options, as(u));

/** Posts a comment (or a reply) as `u`; answers the envelope. */
export const post = (u: U, pinId: string, text: string, extra: Record<string, unknown> = {}) =>
	call('AggregatedCommentResource', 'create', { pin_id: pinId, text, ...extra }, u);

/** Posts and answers the new comment's id, failing loudly when the post was refused. */
export async function posted(
	u: U,
	pinId: string,
	text: string,
	extra: Record<string, unknown> = {},
) {
	const res = await post(u, pinId, text, extra);
	if (res.status !== 200) throw new Error(`post refused: ${JSON.stringify(res.r.error)}`);
	return res.r.data.id as string;
}

export const feed = (u: U | null, pinId: string, extra: Record<string, unknown> = {}) =>
	call('AggregatedCommentFeedResource', 'get', { pin_id: pinId, ...extra }, u);

export async function block(blocker: U, blocked: U) {
	await w.t.db
		.insertInto('user_blocks')
		.values({
			blocker_id: blocker.id,
			blocked_id: blocked.id,
			created_at: new Date().toISOString(),
		})
		.execute();
}

/** The activity events enqueued so far (the fan-out jobs in the engine's own storage). */
async function activity(): Promise<ActivityEvent[]> {
	if (testDialect() === 'sqlite') {
		const r = await sql<{
			payload: string;
		}>`select payload from jobs where name = ${ACTIVITY_FANOUT_JOB} order by id`.execute(w.t.db);
		return r.rows.map((row) => JSON.parse(row.payload) as ActivityEvent);
	}
	const r = await sql<{
		data: ActivityEvent;
	}>`select data from pgboss.job where name = ${ACTIVITY_FANOUT_JOB} order by created_on`.execute(
		w.t.db,
	);
	return r.rows.map((row) => row.data);
}

/** The events about one comment. */
export async function activityFor(commentId: string) {
	return (await activity()).filter((e) => 'commentId' in e && e.commentId === commentId);
}
