import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * SQLite: `pin_search_terms`, the words of the pin search index (an `fts5vocab` table over
 * `pin_search`), so a search can turn its last word's prefix into the words it stands for (see
 * search/pin-prefix-terms.server.ts). PostgreSQL needs nothing: `'word':*` is as cheap as a word.
 */
export async function up(db: Kysely<any>): Promise<void> {
	if (!columnTypes(db).sqlite) return;
	await sql`create virtual table pin_search_terms using fts5vocab(pin_search, 'row')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
	if (!columnTypes(db).sqlite) return;
	await sql`drop table pin_search_terms`.execute(db);
}
