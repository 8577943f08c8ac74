import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { countQueryOnce, upsertRecentSearch } from './recent-searches.repository.server.ts';
import { recentListOf, recentQueryKey } from './recent-searches.ts';
import { MAX_QUERY_LENGTH } from './search-query.ts';

/**
 * The marker of "this person counted for this query" (`search_query_searchers`): a SHA-256 of
 * user id and query key, so the table holds no readable list of anyone's searches.
 */
function searcherKey(userId: string, queryKey: string): string {
	return createHash('sha256').update(`search-query-searcher\n${userId}\n${queryKey}`).digest('hex');
}

/**
 * Records a completed search of a signed-in user (SRC-05): into their recent or personal list,
 * and one more count for typeahead suggestions the first time ever this person searches the
 * query (so one person, however often they search it, never makes a query popular on their
 * own). Empty queries are not recorded.
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
	await upsertRecentSearch(db, {
		userId: input.userId,
		list,
		queryKey,
		query,
		scope: input.scope,
		at,
	});
	// Personal (`my_`) searches are about the user's own pins: never suggested to others.
	if (list === 'recent') {
		await countQueryOnce(db, {
			searcherKey: searcherKey(input.userId, queryKey),
			queryKey,
			query,
			at,
		});
	}
}
