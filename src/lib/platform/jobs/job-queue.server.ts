import { databaseUrlOf } from '../db/client.server.ts';
import type { Db } from '../db/database.ts';
import { isSqlite } from '../db/sql.server.ts';
import type { JobQueue, JobQueueSettings } from './jobs.ts';
import { PgBossJobQueue } from './pg-boss-jobs.server.ts';
import { SqliteJobQueue } from './sqlite-jobs.server.ts';

/**
 * Opens the job engine for a database: pg-boss when it is PostgreSQL (`databaseUrl` given),
 * else the in-process engine over the SQLite `jobs` table. Not started: call `start()`.
 */
export function openJobQueue(
	database: { db: Db; databaseUrl?: string | undefined },
	settings: JobQueueSettings = {},
): JobQueue {
	return database.databaseUrl
		? new PgBossJobQueue(database.databaseUrl, settings)
		: new SqliteJobQueue(database.db, settings);
}

const REGISTRY = Symbol.for('corkboard.jobs');
type Global = { [REGISTRY]?: WeakMap<Db, JobQueue> };

function registry(): WeakMap<Db, JobQueue> {
	const g = globalThis as Global;
	g[REGISTRY] ??= new WeakMap();
	return g[REGISTRY];
}

/**
 * Makes `queue` the job queue of `db` (the pool handle, not a transaction) for code that is
 * handed only a database, such as a resource's `ctx.db`. `npm start` registers the process's
 * queue; tests register theirs. Kept on `globalThis`, so the start script and the bundled app
 * (two copies of this module) share it, like the database handle.
 */
export function registerJobQueue(db: Db, queue: JobQueue): void {
	registry().set(db, queue);
}

/**
 * The job queue registered for `db`. Without one (`astro dev`, scripts, tests that call
 * resources in-process), a queue that only stores jobs (it runs no handler), so they run once
 * `npm start` runs: on SQLite an unstarted engine over the same table; on PostgreSQL a pg-boss
 * instance on the handle's URL, started on first use.
 */
export function jobQueueFor(db: Db): JobQueue {
	const queue = registry().get(db);
	if (queue) return queue;
	const url = databaseUrlOf(db);
	if (!isSqlite(db) && !url) {
		throw new Error('No job queue is registered for this database (registerJobQueue).');
	}
	const stored = url ? new PgBossJobQueue(url) : new SqliteJobQueue(db);
	registry().set(db, stored);
	return stored;
}

/**
 * Stops and forgets the queue of `db`, if one was registered or made on first use: a handle
 * being closed (a test database's `destroy`) must not leave a started pg-boss holding
 * connections to it.
 */
export async function stopJobQueueOf(db: Db): Promise<void> {
	const queue = registry().get(db);
	if (!queue) return;
	registry().delete(db);
	await queue.stop();
}
