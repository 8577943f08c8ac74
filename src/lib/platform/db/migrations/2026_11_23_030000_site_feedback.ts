import type { Kysely } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * In-site feedback (NAV-21) and bug reports (NAV-12), one row each: `kind` is `feedback` or
 * `bug`. Feedback may come from signed-out visitors (`user_id` null); bug reports always name
 * their reporter. Closing an account deletes its rows. Staff read the newest of a kind first.
 */
export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(db);
	await db.schema
		.createTable('site_feedback')
		.addColumn('id', t.id, (c) => c.primaryKey())
		.addColumn('kind', 'text', (c) => c.notNull())
		.addColumn('user_id', t.id, (c) => c.references('users.id').onDelete('cascade'))
		.addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('page_url', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('app_version', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('created_at', t.time, (c) => c.notNull())
		.execute();
	await db.schema
		.createIndex('site_feedback_kind_idx')
		.on('site_feedback')
		.columns(['kind', 'id'])
		.execute();
	await db.schema
		.createIndex('site_feedback_user_idx')
		.on('site_feedback')
		.column('user_id')
		.execute();
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('site_feedback').execute();
}
