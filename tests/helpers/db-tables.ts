import { type Kysely, sql } from 'kysely';
import { isSqlite } from '~/lib/platform/db/sql.server.ts';

/** One stored table and its columns, as the database's own catalogue lists them. */
export interface StoredTable {
	name: string;
	columns: string[];
	/**
	 * `table` for ordinary tables; `shadow` for the tables SQLite keeps behind a full-text index
	 * (they hold the index's data and change only through the index and its triggers).
	 */
	kind: 'table' | 'shadow';
}

/** Kysely's own bookkeeping (applied migrations and their lock); never application data. */
const MIGRATION_TABLES = /^kysely_migration/;

const cache = new WeakMap<object, Promise<StoredTable[]>>();

/**
 * Every table of the database with its columns, sorted by name: ordinary tables and SQLite's
 * full-text shadow tables, without migration bookkeeping and SQLite's internal tables. Virtual
 * tables themselves are left out (their shadow tables hold their rows). Read from the catalogue,
 * not from the `Database` interface, so tables added by a migration are never missed. Cached
 * per connection: the schema does not change while a test file runs.
 */
// biome-ignore lint/suspicious/noExplicitAny: any database schema
export function storedTables(db: Kysely<any>): Promise<StoredTable[]> {
	let tables = cache.get(db);
	if (!tables) {
		tables = isSqlite(db) ? sqliteTables(db) : postgresTables(db);
		cache.set(db, tables);
	}
	return tables;
}

// biome-ignore lint/suspicious/noExplicitAny: any database schema
async function sqliteTables(db: Kysely<any>): Promise<StoredTable[]> {
	const { rows } = await sql<{ name: string; type: string }>`
		select name, type from pragma_table_list
		where schema = 'main' and type in ('table', 'shadow') and name not like 'sqlite_%'
		order by name`.execute(db);
	const out: StoredTable[] = [];
	for (const { name, type } of rows) {
		if (MIGRATION_TABLES.test(name)) continue;
		const columns = await sql<{ name: string }>`
			select name from pragma_table_info(${name}) order by cid`.execute(db);
		out.push({
			name,
			columns: columns.rows.map((c) => c.name),
			kind: type === 'shadow' ? 'shadow' : 'table',
		});
	}
	return out;
}

// biome-ignore lint/suspicious/noExplicitAny: any database schema
async function postgresTables(db: Kysely<any>): Promise<StoredTable[]> {
	const { rows } = await sql<{ table_name: string; column_name: string }>`
		select c.table_name, c.column_name
		from information_schema.columns c
		join information_schema.tables t
			on t.table_schema = c.table_schema and t.table_name = c.table_name
		where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
		order by c.table_name, c.ordinal_position`.execute(db);
	const byName = new Map<string, string[]>();
	for (const { table_name, column_name } of rows) {
		if (MIGRATION_TABLES.test(table_name)) continue;
		byName.set(table_name, [...(byName.get(table_name) ?? []), column_name]);
	}
	return [...byName].map(([name, columns]) => ({ name, columns, kind: 'table' }));
}

/** A quoted SQL identifier (both dialects use double quotes). */
export function quoteIdent(name: string): string {
	return `"${name.replaceAll('"', '""')}"`;
}
