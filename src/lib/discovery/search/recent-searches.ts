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
 * Whether a request is the viewer's own search, to be recorded (SRC-05): a POST (it passed the
 * middleware's CSRF token and Origin checks), or a GET the browser marks as the viewer's own
 * doing: `Sec-Fetch-Site: same-origin` (our pages, forms and islands) or `none` (typed in the
 * address bar, a bookmark). Anything else is not: `cross-site` or `same-site` (a link, redirect
 * or fetch from another site, even a sibling subdomain), and a request without the header,
 * since a browser that sends none cannot tell us where it came from. Recording those would let
 * any web page fill a visitor's recent searches with text of its choosing, and count a query
 * of its choosing towards the suggestions everyone sees.
 */
export function isOwnSearch(request: { method: string; headers: Headers }): boolean {
	if (request.method === 'POST') return true;
	const site = request.headers.get('sec-fetch-site');
	return site === 'same-origin' || site === 'none';
}
