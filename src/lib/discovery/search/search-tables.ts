import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/**
 * The tables of search that app code queries with Kysely (the full-text tables are reached
 * through raw SQL in `search.repository.server.ts`). Kept beside the domain rather than in
 * `db/database.ts`; `searchDb` widens a database handle to include them.
 */
interface SearchTables {
	/** SRC-05: a signed-in user's recent searches, one per case-insensitive query and list. */
	search_recents: {
		user_id: string;
		/** `recent`, or `personal` for `my_` searches. */
		list: string;
		/** The query trimmed and lower-cased. */
		query_key: string;
		query: string;
		scope: string;
		searched_at: string;
	};
	/** How many people searched a query (typeahead suggestions); no user is recorded here. */
	search_query_stats: {
		query_key: string;
		query: string;
		search_count: number;
		last_searched_at: string;
	};
	/**
	 * Who already counted towards a query: a SHA-256 of the user id and the query key
	 * (`searcherKey`), so each person counts once per query, without a readable history.
	 */
	search_query_searchers: {
		searcher_key: string;
		counted_at: string;
	};
}

export type SearchDatabase = Database & SearchTables;

export function searchDb(db: Kysely<Database>): Kysely<SearchDatabase> {
	return db as unknown as Kysely<SearchDatabase>;
}
