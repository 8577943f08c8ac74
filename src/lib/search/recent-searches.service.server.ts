import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { countQuery, upsertRecentSearch } from './recent-searches.repository.server.ts';
import { recentListOf, recentQueryKey } from './recent-searches.ts';
import { MAX_QUERY_LENGTH } from './search-query.ts';

/**
 * Records a completed search of a signed-in user (SRC-05): into their recent or personal list,
 * and, the first time it enters their list, one more count for typeahead suggestions (so one
 * person repeating a query does not make it popular). Empty queries are not recorded.
 */
export async function recordSearch(
	db: Kysely<Database>,
	input: { userId: string; query: string; scope: string; at?: Date },
): Promise<void> {
	const query = input.query.replace(/\s+/gu, ' ').trim().slice(0, MAX_QUERY_LENGTH);
	const queryKey = recentQueryKey(query);
	if (!queryKey) return;
	const at = (input.at ?? new Date()).toISOString();
	const list = recentListOf(query, input.scope);
	const isNew = await upsertRecentSearch(db, {
		userId: input.userId,
		list,
		queryKey,
		query,
		scope: input.scope,
		at,
	});
	// Personal (`my_`) searches are about the user's own pins: never suggested to others.
	if (isNew && list === 'recent') await countQuery(db, queryKey, query, at);
}
