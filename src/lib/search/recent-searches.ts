/**
 * SRC-05: recent search lists. Each list keeps one entry per case-insensitive query (the newest
 * spelling and time win) and at most `RECENT_SEARCH_CAP` entries, newest first. Searches whose
 * query or scope starts with `my_` (the viewer's own pins) go to the personal list.
 */
export const RECENT_SEARCH_CAP = 10;

export type RecentList = 'recent' | 'personal';

export interface RecentSearch {
	query: string;
	scope: string;
	searchedAt: string;
}

/** The key that makes two queries the same entry: trimmed, spaces squeezed, lower-cased. */
export function recentQueryKey(query: string): string {
	return query.replace(/\s+/gu, ' ').trim().toLowerCase();
}

export function recentListOf(query: string, scope: string): RecentList {
	return recentQueryKey(query).startsWith('my_') || scope.startsWith('my_') ? 'personal' : 'recent';
}

/**
 * The list after a search: the query first, any earlier entry with the same key removed, cut to
 * the cap. The database applies the same rule; this pure form documents and tests it.
 */
export function addRecentSearch(
	list: readonly RecentSearch[],
	entry: RecentSearch,
	cap = RECENT_SEARCH_CAP,
): RecentSearch[] {
	const key = recentQueryKey(entry.query);
	return [entry, ...list.filter((e) => recentQueryKey(e.query) !== key)].slice(0, cap);
}

/**
 * Whether a request is the viewer's own search, to be recorded (SRC-05). A cross-site request
 * (`Sec-Fetch-Site: cross-site`: a link or redirect on another site) is not: recording it would
 * let any web page fill a visitor's recent searches, and make visitors count a query of its
 * choosing towards the suggestions everyone sees. Browsers without the header are trusted.
 */
export function isOwnSearch(headers: Headers): boolean {
	return headers.get('sec-fetch-site') !== 'cross-site';
}
