import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * UPS-18: the browser-extension status log, as daily counts per browser, installed or not, and
 * extension version (empty when not installed). One row per combination and UTC day keeps the
 * table small however many pages report.
 */
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema
		.createTable('browser_extension_status')
		.addColumn('day', 'text', (c) => c.notNull())
		.addColumn('browser', 'text', (c) => c.notNull())
		.addColumn('installed', 'integer', (c) => c.notNull())
		.addColumn('version', 'text', (c) => c.notNull())
		.addColumn('count', 'integer', (c) => c.notNull().defaultTo(sql`0`))
		.addPrimaryKeyConstraint('browser_extension_status_pk', [
			'day',
			'browser',
			'installed',
			'version',
		])
		.execute();
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('browser_extension_status').execute();
}
