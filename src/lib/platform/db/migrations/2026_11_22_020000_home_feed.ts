import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Home feed (issue 5): a partial index of pins saved at least once, so the feed's popular
 * phase is a keyset walk over those few pins instead of a scan past every never-saved one.
 * Queries must repeat the condition literally (`repin_count > 0`) for SQLite to use it.
 */
export async function up(db: Kysely<any>): Promise<void> {
	await sql`create index pins_popular_idx on pins (id) where repin_count > 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropIndex('pins_popular_idx').execute();
}
