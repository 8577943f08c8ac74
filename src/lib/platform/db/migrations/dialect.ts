import { type Kysely, SqliteAdapter } from 'kysely';

/**
 * Column types that differ per dialect. Migrations use these instead of app code, so a
 * migration stays frozen as the app changes.
 */
export function columnTypes(db: Kysely<any>) {
	const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
	return {
		sqlite,
		/** 64-bit id; on SQLite `integer` makes a primary key the rowid (fast and compact). */
		id: sqlite ? ('integer' as const) : ('bigint' as const),
		/** Timestamps: ISO text on SQLite, `timestamptz` on PostgreSQL. */
		time: sqlite ? ('text' as const) : ('timestamptz' as const),
	};
}
