import { type Kysely, sql } from 'kysely';
import { isSqlite } from '~/lib/platform/db/sql.server.ts';
import { quoteIdent, storedTables } from './db-tables.ts';

/**
 * Deletes every row of every table (the schema and the migration bookkeeping stay), so a test
 * can build a fresh world on the same database. PostgreSQL: one `TRUNCATE … CASCADE`. SQLite:
 * `DELETE` per table with foreign-key checks off for the moment (tables reference each other
 * both ways); full-text shadow tables are emptied by the triggers of the tables they index.
 */
// biome-ignore lint/suspicious/noExplicitAny: any database schema
export async function clearAllRows(db: Kysely<any>): Promise<void> {
	const tables = (await storedTables(db)).filter((t) => t.kind === 'table');
	if (!isSqlite(db)) {
		const list = tables.map((t) => quoteIdent(t.name)).join(', ');
		await sql`${sql.raw(`truncate ${list} cascade`)}`.execute(db);
		return;
	}
	await sql`pragma foreign_keys = off`.execute(db);
	try {
		for (const { name } of tables)
			await sql`${sql.raw(`delete from ${quoteIdent(name)}`)}`.execute(db);
	} finally {
		await sql`pragma foreign_keys = on`.execute(db);
	}
}
