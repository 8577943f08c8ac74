import { type Kysely, sql } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * Scheduled pins (BLD-20, BLD-22):
 * - `jobs` (SQLite only): the durable queue of the in-process job engine
 *   (`platform/jobs/sqlite-jobs.server.ts`). On PostgreSQL pg-boss keeps its jobs in its own
 *   `pgboss` schema, which it creates and migrates itself.
 * - `pin_drafts_owner_scheduled_idx`: a person's scheduled pins in time order (a partial index
 *   over the drafts waiting to be published).
 * - `users.scheduled_pin_count` follows the drafts whose `publishing_status` is `scheduled`
 *   through triggers on `pin_drafts`: scheduling, re-timing, unscheduling, publishing, a failed
 *   publish and deleting a draft all change that one column, written by different domains, and a
 *   trigger counts every one of them in the transaction of the write, never below zero.
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

	if (t.sqlite) {
		for (const statement of [
			`create trigger pin_drafts_scheduled_insert after insert on pin_drafts
				when new.publishing_status = 'scheduled' begin
				update users set scheduled_pin_count = scheduled_pin_count + 1 where id = new.owner_id;
			end`,
			`create trigger pin_drafts_scheduled_delete after delete on pin_drafts
				when old.publishing_status = 'scheduled' begin
				update users set scheduled_pin_count = max(scheduled_pin_count - 1, 0)
				where id = old.owner_id;
			end`,
			`create trigger pin_drafts_scheduled_update after update of publishing_status, owner_id
				on pin_drafts begin
				update users set scheduled_pin_count = max(scheduled_pin_count - 1, 0)
				where id = old.owner_id and old.publishing_status = 'scheduled';
				update users set scheduled_pin_count = scheduled_pin_count + 1
				where id = new.owner_id and new.publishing_status = 'scheduled';
			end`,
		]) {
			await sql.raw(statement).execute(db);
		}
		return;
	}
	await sql
		.raw(
			`create function pin_drafts_scheduled_count() returns trigger language plpgsql as $$
			begin
				if tg_op in ('UPDATE', 'DELETE') and old.publishing_status = 'scheduled' then
					update users set scheduled_pin_count = greatest(scheduled_pin_count - 1, 0)
					where id = old.owner_id;
				end if;
				if tg_op in ('UPDATE', 'INSERT') and new.publishing_status = 'scheduled' then
					update users set scheduled_pin_count = scheduled_pin_count + 1 where id = new.owner_id;
				end if;
				return null;
			end $$`,
		)
		.execute(db);
	await sql
		.raw(
			`create trigger pin_drafts_scheduled_count
			after insert or delete or update of publishing_status, owner_id on pin_drafts
			for each row execute function pin_drafts_scheduled_count()`,
		)
		.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
	const t = columnTypes(db);
	if (t.sqlite) {
		for (const name of ['insert', 'delete', 'update']) {
			await sql.raw(`drop trigger if exists pin_drafts_scheduled_${name}`).execute(db);
		}
		await db.schema.dropTable('jobs').execute();
	} else {
		await sql.raw('drop trigger if exists pin_drafts_scheduled_count on pin_drafts').execute(db);
		await sql.raw('drop function if exists pin_drafts_scheduled_count()').execute(db);
	}
	await db.schema.dropIndex('pin_drafts_owner_scheduled_idx').execute();
}
