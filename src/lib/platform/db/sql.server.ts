import { type Kysely, type RawBuilder, SqliteAdapter, sql } from 'kysely';

/** `count(*)` as a plain number on both dialects (PostgreSQL's bigint count would be a string). */
export function countAll(): RawBuilder<number> {
	return sql<number>`cast(count(*) as integer)`;
}

/** True when `db` runs on SQLite (for the few queries written per dialect). */
// biome-ignore lint/suspicious/noExplicitAny: any database schema
export function isSqlite(db: Kysely<any>): boolean {
	return db.getExecutor().adapter instanceof SqliteAdapter;
}
