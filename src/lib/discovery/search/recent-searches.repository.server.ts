import type { Db } from '../../platform/db/database.ts';
import { RECENT_SEARCH_CAP, type RecentList, type RecentSearch } from './recent-searches.ts';
import { searchDb } from './search-tables.ts';

/**
 * Stores a search in the user's list (one row per case-insensitive query; a repeat moves it to
 * the top) and drops what falls beyond the cap. Answers whether the query was new to the list.
 */
export async function upsertRecentSearch(
	db: Db,
	entry: {
		userId: string;
		list: RecentList;
		queryKey: string;
		query: string;
		scope: string;
		at: string;
	},
): Promise<boolean> {
	return searchDb(db)
		.transaction()
		.execute(async (trx) => {
			const existing = await trx
				.selectFrom('search_recents')
				.select('query_key')
				.where('user_id', '=', entry.userId)
				.where('list', '=', entry.list)
				.where('query_key', '=', entry.queryKey)
				.executeTakeFirst();
			await trx
				.insertInto('search_recents')
				.values({
					user_id: entry.userId,
					list: entry.list,
					query_key: entry.queryKey,
					query: entry.query,
					scope: entry.scope,
					searched_at: entry.at,
				})
				.onConflict((oc) =>
					oc.columns(['user_id', 'list', 'query_key']).doUpdateSet({
						query: entry.query,
						scope: entry.scope,
						searched_at: entry.at,
					}),
				)
				.execute();
			if (!existing) {
				const keep = trx
					.selectFrom('search_recents')
					.select('query_key')
					.where('user_id', '=', entry.userId)
					.where('list', '=', entry.list)
					.orderBy('searched_at', 'desc')
					.orderBy('query_key')
					.limit(RECENT_SEARCH_CAP);
				await trx
					.deleteFrom('search_recents')
					.where('user_id', '=', entry.userId)
					.where('list', '=', entry.list)
					.where('query_key', 'not in', keep)
					.execute();
			}
			return !existing;
		});
}

/** A user's recent searches of one list, newest first. */
export async function listRecentSearches(
	db: Db,
	userId: string,
	list: RecentList,
	limit = RECENT_SEARCH_CAP,
): Promise<RecentSearch[]> {
	const rows = await searchDb(db)
		.selectFrom('search_recents')
		.select(['query', 'scope', 'searched_at'])
		.where('user_id', '=', userId)
		.where('list', '=', list)
		.orderBy('searched_at', 'desc')
		.orderBy('query_key')
		.limit(limit)
		.execute();
	return rows.map((r) => ({ query: r.query, scope: r.scope, searchedAt: r.searched_at }));
}

/**
 * Counts one more person searching a query (typeahead suggestions), unless this person
 * (`searcherKey`) already counted for it: the marker and the count change in one transaction,
 * and only the search that really adds the marker counts, so repeats, a query re-entering a
 * capped recent list and simultaneous searches all count once. Answers whether it counted.
 */
export async function countQueryOnce(
	db: Db,
	entry: { searcherKey: string; queryKey: string; query: string; at: string },
): Promise<boolean> {
	return searchDb(db)
		.transaction()
		.execute(async (trx) => {
			const marked = await trx
				.insertInto('search_query_searchers')
				.values({ searcher_key: entry.searcherKey, counted_at: entry.at })
				.onConflict((oc) => oc.column('searcher_key').doNothing())
				.executeTakeFirst();
			if (Number(marked.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
			await trx
				.insertInto('search_query_stats')
				.values({
					query_key: entry.queryKey,
					query: entry.query,
					search_count: 1,
					last_searched_at: entry.at,
				})
				.onConflict((oc) =>
					oc.column('query_key').doUpdateSet((eb) => ({
						search_count: eb('search_query_stats.search_count', '+', 1),
						last_searched_at: entry.at,
					})),
				)
				.execute();
			return true;
		});
}

/** How many rows of the key range one typeahead lookup reads at most. */
const STATS_SCAN = 200;

/** The query keys starting with a prefix: `from` ≤ key < `below`. */
export interface KeyRange {
	from: string;
	below: string;
}

/** The key range of the keys starting with `prefix`. */
export function keyRangeOf(prefix: string): KeyRange {
	return { from: prefix, below: `${prefix}\uffff` };
}

/**
 * Queries that at least `minCount` people searched, in the key range of a prefix (`q`, most
 * searched first: `q.search_count desc, q.query_key`), at most `limit`; nothing selected yet. A
 * range scan of the primary key, bounded. The prefix must not be empty.
 */
export function popularQueriesByPrefix(
	db: Db,
	range: KeyRange,
	options: { minCount: number; limit: number },
) {
	const sdb = searchDb(db);
	const inner = sdb
		.selectFrom('search_query_stats')
		.select(['query_key', 'query', 'search_count'])
		.where('query_key', '>=', range.from)
		.where('query_key', '<', range.below)
		.where('search_count', '>=', options.minCount)
		.orderBy('query_key')
		.limit(STATS_SCAN);
	return sdb
		.selectFrom(inner.as('q'))
		.orderBy('q.search_count', 'desc')
		.orderBy('q.query_key')
		.limit(options.limit);
}
