import type { Db } from '../db/database.ts';
import { jobQueueFor } from '../jobs/job-queue.server.ts';
import type { JobQueue } from '../jobs/jobs.ts';
import { ACTIVITY_FANOUT_JOB, type ActivityEvent } from './activity.ts';

/**
 * Reports an event (`activity.ts`): enqueues its fan-out job, so writing notifications never
 * slows the action that caused it. `db` is the app's database handle (the one the job queue is
 * registered for); `within` the caller's open transaction, when there is one, so the job exists
 * exactly when the action commits (a rolled-back save notifies nobody). `queue`: the queue to
 * use when the caller holds one already (a job handler started on its own queue), instead of the
 * one registered for `db`.
 */
export async function recordActivity(
	db: Db,
	event: ActivityEvent,
	options: { within?: Db; queue?: JobQueue } = {},
): Promise<void> {
	const queue = options.queue ?? jobQueueFor(db);
	await queue.enqueue(ACTIVITY_FANOUT_JOB, event, { db: options.within ?? db });
}
