import type { Db } from '../db/database.ts';

/**
 * SQL of the SQLite job engine (the `jobs` table; PostgreSQL has pg-boss instead). Each function
 * is one statement and runs in the handle it is given (the caller's transaction when it has one).
 */

export interface JobRow {
	id: string;
	name: string;
	payload: string;
	singleton_key: string | null;
	state: string;
	run_at: string;
	attempts: number;
	max_attempts: number;
	locked_until: string | null;
}

/** Inserts a waiting job; null when its (name, key) already waits or runs. */
export async function insertJob(
	db: Db,
	job: {
		name: string;
		payload: string;
		singletonKey: string | null;
		runAt: string;
		maxAttempts: number;
		now: string;
	},
): Promise<string | null> {
	const row = await db
		.insertInto('jobs')
		.values({
			name: job.name,
			payload: job.payload,
			singleton_key: job.singletonKey,
			state: 'created',
			run_at: job.runAt,
			max_attempts: job.maxAttempts,
			created_at: job.now,
			updated_at: job.now,
		})
		.onConflict((oc) => oc.doNothing())
		.returning('id')
		.executeTakeFirst();
	return row?.id ?? null;
}

/** Cancels the waiting jobs with this key; how many. */
export async function cancelWaitingJobs(
	db: Db,
	singletonKey: string,
	now: string,
): Promise<number> {
	const result = await db
		.updateTable('jobs')
		.set({ state: 'cancelled', updated_at: now })
		.where('singleton_key', '=', singletonKey)
		.where('state', '=', 'created')
		.executeTakeFirst();
	return Number(result.numUpdatedRows);
}

/**
 * Jobs of these names that may be claimed at `now`: waiting and due, or running past their
 * lease (their worker died). Oldest due first.
 */
export async function listClaimableJobs(
	db: Db,
	names: readonly string[],
	now: string,
	limit: number,
): Promise<JobRow[]> {
	if (names.length === 0) return [];
	return db
		.selectFrom('jobs')
		.select([
			'id',
			'name',
			'payload',
			'singleton_key',
			'state',
			'run_at',
			'attempts',
			'max_attempts',
			'locked_until',
		])
		.where('name', 'in', names)
		.where((eb) =>
			eb.or([
				eb.and([eb('state', '=', 'created'), eb('run_at', '<=', now)]),
				eb.and([eb('state', '=', 'active'), eb('locked_until', '<', now)]),
			]),
		)
		.orderBy('run_at')
		.orderBy('id')
		.limit(limit)
		.execute();
}

/**
 * Claims a job with a conditional update: only if it is still in the state it was read in
 * (same state and attempt count), so of several workers (processes) exactly one gets it.
 */
export async function claimJob(
	db: Db,
	job: Pick<JobRow, 'id' | 'state' | 'attempts'>,
	now: string,
	lockedUntil: string,
): Promise<boolean> {
	const result = await db
		.updateTable('jobs')
		.set({
			state: 'active',
			attempts: job.attempts + 1,
			locked_until: lockedUntil,
			updated_at: now,
		})
		.where('id', '=', job.id)
		.where('state', '=', job.state)
		.where('attempts', '=', job.attempts)
		.executeTakeFirst();
	return Number(result.numUpdatedRows) === 1;
}

/**
 * Settles a claimed job (`completed`, `failed`, or `created` again for a retry at `runAt`);
 * only the claim that made `attempts` may settle it.
 */
export async function settleJob(
	db: Db,
	job: { id: string; attempts: number },
	change: { state: 'completed' | 'failed' | 'created'; runAt?: string; error?: string | null },
	now: string,
): Promise<boolean> {
	const result = await db
		.updateTable('jobs')
		.set({
			state: change.state,
			locked_until: null,
			last_error: change.error ?? null,
			updated_at: now,
			...(change.runAt ? { run_at: change.runAt } : {}),
		})
		.where('id', '=', job.id)
		.where('state', '=', 'active')
		.where('attempts', '=', job.attempts)
		.executeTakeFirst();
	return Number(result.numUpdatedRows) === 1;
}

/** Deletes finished jobs (completed, failed, cancelled) last changed before `before`. */
export async function purgeFinishedJobs(db: Db, before: string): Promise<number> {
	const result = await db
		.deleteFrom('jobs')
		.where('state', 'in', ['completed', 'failed', 'cancelled'])
		.where('updated_at', '<', before)
		.executeTakeFirst();
	return Number(result.numDeletedRows);
}
