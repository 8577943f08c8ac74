import type { Kysely } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * Search (SRC-02): who has already counted towards a query's popularity, so each person counts
 * once per query, ever. Counting "when the query enters the person's recent list" let one person
 * count twice (the list is capped, so a query falls out and can enter again; two simultaneous
 * searches both saw it as new), which made one person's search a suggestion shown to everyone.
 *
 * A row is only a SHA-256 of the user id and the lower-cased query (`searcher_key`): the table
 * answers "has this person counted for this query?" without keeping a readable history of what
 * each person searched.
 */
export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(db);
	await db.schema
		.createTable('search_query_searchers')
		.addColumn('searcher_key', 'text', (c) => c.primaryKey())
		.addColumn('counted_at', t.time, (c) => c.notNull())
		.execute();
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('search_query_searchers').ifExists().execute();
}
