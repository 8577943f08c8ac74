import { searchScopeOf } from '../../discovery/search/search.ts';
import type { UnauthState } from './unauth-state.ts';

type CompletedSearch = UnauthState['completedSearches'][number];

/**
 * SRC-08: the completed search a signed-out visitor's search page shows, or null for any other
 * page: `/search/{scope}/?q=…` with a query. Recorded from the page rather than from the header
 * form, so a search counts however it was started (the form before its script loaded, a
 * typeahead suggestion, a link). `rs` is the page's own, else `direct_navigation` (the default of
 * SRC-01); `my_` searches need an account and are not recorded.
 */
export function completedSearchOf(
	path: string,
	search: string,
	now: number,
): CompletedSearch | null {
	const match = /^\/search\/([a-z_]+)\/?$/.exec(path);
	if (!match) return null;
	const params = new URLSearchParams(search);
	const query = (params.get('q') ?? '').trim();
	const scope = searchScopeOf(match[1] === 'me' ? 'my_pins' : match[1]);
	if (
		query === '' ||
		scope === null ||
		scope === 'my_pins' ||
		query.toLowerCase().startsWith('my_')
	) {
		return null;
	}
	return {
		query: query.slice(0, 200),
		rs: (params.get('rs') || 'direct_navigation').slice(0, 64),
		scope,
		rg: params.get('rg')?.slice(0, 64) || null,
		timestamp: now,
	};
}
