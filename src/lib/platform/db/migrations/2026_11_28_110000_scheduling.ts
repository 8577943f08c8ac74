import { type Kysely, sql } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * Scheduled pins (BLD-20, BLD-22):
 * - `jobs` (SQLite only): the durable queue of the in-process job engine
 *   (`platform/jobs/sqlite-jobs.server.ts`). On PostgreSQL pg-boss keeps its jobs in its own
 *   `pgboss` schema, which it creates and migrates itself.
 * - `pin_drafts_owner_scheduled_idx`: a person's scheduled pins in time order (a partial index
 *   over the drafts waiting to be published).
 */
export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(db);

	if (t.sqlite) {
		await db.schema
			.createTable('jobs')
			.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
			.addColumn('name', 'text', (c) => c.notNull())
			.addColumn('payload', 'text', (c) => c.notNull())
			.addColumn('singleton_key', 'text')
			// `created` (waiting for run_at, also between retries), `active`, `completed`, `failed`,
			// `cancelled`.
			.addColumn('state', 'text', (c) => c.notNull())
			.addColumn('run_at', 'text', (c) => c.notNull())
			.addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
			.addColumn('max_attempts', 'integer', (c) => c.notNull())
			.addColumn('locked_until', 'text')
			.addColumn('last_error', 'text')
			.addColumn('created_at', 'text', (c) => c.notNull())
			.addColumn('updated_at', 'text', (c) => c.notNull())
			.execute();
		await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['state', 'run_at']).execute();
		// One waiting or running job per (name, key): enqueueing the same key again is a no-op.
		await db.schema
			.createIndex('jobs_singleton_idx')
			.on('jobs')
			.columns(['name', 'singleton_key'])
			.unique()
			.where(sql.ref('singleton_key'), 'is not', null)
			.where(sql.ref('state'), 'in', ['created', 'active'])
			.execute();
		await db.schema.createIndex('jobs_key_idx').on('jobs').column('singleton_key').execute();
	}

	await db.schema
		.createIndex('pin_drafts_owner_scheduled_idx')
		.on('pin_drafts')
		.columns(['owner_id', 'scheduled_at', 'id'])
		.where(sql.ref('publishing_status'), '=', 'scheduled')
		.execute();
}

export async function down(db: Kysely<any>): Promise<void> {
	const t = columnTypes(db);
	if (t.sqlite) await db.schema.dropTable('jobs').execute();
	await db.schema.dropIndex('pin_drafts_owner_scheduled_idx').execute();
}
