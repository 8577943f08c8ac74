import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../lib/platform/db/database.ts';

/**
 * After a bulk load, PostgreSQL plans from the statistics it had before it: on a freshly
 * seeded million-pin world the signed-out home feed took 126 ms (a nested loop over every user,
 * estimated at one row) instead of 0.3 ms, until autovacuum got round to the new rows. So the
 * seed refreshes them itself once it has written everything.
 *
 * SQLite is left alone: its queries are written for its planner without statistics (see
 * src/lib/discovery/feed/README.md), and `ANALYZE` there would change plans that were measured without.
 */
export async function refreshPlannerStatistics(db: Kysely<Database>): Promise<void> {
	if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
	await sql`analyze`.execute(db);
}
