import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { isSqlite } from '~/lib/platform/db/sql.server.ts';
import { quoteIdent, type StoredTable, storedTables } from './db-tables.ts';

/** Per table (every table of `storedTables`), `{count}:{hash of its rows}`. */
export type DbDigest = ReadonlyMap<string, string>;

/**
 * A digest of every row of every table: per table the row count and a hash of its rows, each
 * row written as text and the rows sorted, so two digests are equal exactly when no table gained,
 * lost or changed a row. Nothing is skipped: log tables (`context_log_events`, `outbox`, …) and
 * SQLite's full-text shadow tables are digested too, since a refused request may write none of
 * them. One statement per call. PostgreSQL hashes on the server, in a PL/pgSQL function made on
 * first use (`test_db_digest()`: planning the union of every table costs more than running it,
 * and PL/pgSQL keeps the plan); SQLite, which has no hash function, sends the sorted text and it
 * is hashed here. About a millisecond on a world of a few dozen rows; keep the data small.
 */
// biome-ignore lint/suspicious/noExplicitAny: any database schema
export async function dbDigest(db: Kysely<any>): Promise<DbDigest> {
	const tables = await storedTables(db);
	if (isSqlite(db)) {
		const { rows } = await sql<Row>`${sql.raw(sqliteDigestQuery(tables))}`.execute(db);
		return new Map(
			rows.map(({ t, n, h }) => [t, `${n}:${createHash('sha256').update(h).digest('hex')}`]),
		);
	}
	await postgresDigestFunction(db, tables);
	const { rows } = await sql<Row>`select t, n, h from test_db_digest()`.execute(db);
	return new Map(rows.map(({ t, n, h }) => [t, `${n}:${h}`]));
}

interface Row {
	t: string;
	n: number;
	h: string;
}

/**
 * A mark that moves whenever a row of the database may have changed; while it stands still, no
 * row changed, so the last digest still holds and callers may skip `dbDigest`.
 * SQLite: the rows this connection has inserted, updated or deleted (`total_changes()`, trigger
 * changes included, never going down, not even on rollback); valid while every write goes
 * through this one connection. PostgreSQL: the next transaction id of the whole server (every
 * write takes one), so writes to other databases move it too, which only costs a digest.
 */
// biome-ignore lint/suspicious/noExplicitAny: any database schema
export async function changeMark(db: Kysely<any>): Promise<string> {
	const query = isSqlite(db)
		? sql<{ n: string }>`select cast(total_changes() as text) as n`
		: sql<{ n: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as n`;
	const { rows } = await query.execute(db);
	return String(rows[0]!.n);
}

/** Names of the tables whose digest differs (or that only one digest has). */
export function changedTables(before: DbDigest, after: DbDigest): string[] {
	const names = new Set([...before.keys(), ...after.keys()]);
	return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

const queries = new WeakMap<StoredTable[], string>();

function sqliteDigestQuery(tables: StoredTable[]): string {
	let query = queries.get(tables);
	if (!query) {
		// `quote()` writes each value as an SQL literal: type-exact (1 vs '1', NULL, X'…' blobs).
		query = tables
			.map(({ name, columns }) => {
				const row = columns.map((c) => `quote(${quoteIdent(c)})`).join(` || ',' || `);
				return `select '${name}' as t, count(*) as n, coalesce(group_concat(r, char(10) order by r), '') as h from (select ${row} as r from ${quoteIdent(name)})`;
			})
			.join(' union all ');
		queries.set(tables, query);
	}
	return query;
}

const functions = new WeakMap<object, Promise<unknown>>();

// biome-ignore lint/suspicious/noExplicitAny: any database schema
function postgresDigestFunction(db: Kysely<any>, tables: StoredTable[]): Promise<unknown> {
	let made = functions.get(db);
	if (!made) {
		// A row cast to text is its composite literal: every column, in order.
		const query = tables
			.map(
				({ name }) =>
					`select '${name}'::text, count(*)::int, md5(coalesce(string_agg(x::text, E'\\n' order by x::text collate "C"), '')) from ${quoteIdent(name)} x`,
			)
			.join(' union all ');
		made = sql`${sql.raw(
			`create or replace function test_db_digest() returns table (t text, n int, h text) language plpgsql as $fn$ begin return query ${query}; end $fn$`,
		)}`.execute(db);
		functions.set(db, made);
	}
	return made;
}
