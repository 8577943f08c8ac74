import { recentQueryKey } from '~/lib/discovery/search/recent-searches.ts';
import { searchPageUrl, searchScopeOf } from '~/lib/discovery/search/search.ts';
import type { UnauthState } from '~/lib/growth/upsell/unauth-state.ts';
import type { TypeaheadItem } from '../../lib/discovery/search/client/typeahead.api.ts';

/** How many of a signed-out visitor's own searches the typeahead shows at most. */
const LOCAL_RECENT_SHOWN = 5;

/**
 * SRC-05, SRC-08 for a signed-out visitor: the server keeps no searches for them, so the ones
 * this browser remembers (`completedSearches`, oldest first) lead the typeahead's suggestions:
 * newest first, those that start with the typed term (all of them for an empty box), at most
 * five, each once whatever its case. A server suggestion for the same query is dropped.
 * `my_` searches need an account and are never shown here.
 */
export function withLocalRecent(
	items: readonly TypeaheadItem[],
	term: string,
	searches: UnauthState['completedSearches'],
): TypeaheadItem[] {
	const prefix = recentQueryKey(term);
	const seen = new Set<string>();
	const recent: TypeaheadItem[] = [];
	for (const search of [...searches].reverse()) {
		const key = recentQueryKey(search.query);
		const scope = searchScopeOf(search.scope);
		if (key === '' || seen.has(key) || !key.startsWith(prefix)) continue;
		if (scope === null || scope === 'my_pins' || key.startsWith('my_')) continue;
		seen.add(key);
		const query = search.query.trim();
		recent.push({ type: 'recent', label: query, query, url: searchPageUrl(scope, query) });
		if (recent.length === LOCAL_RECENT_SHOWN) break;
	}
	const rest = items.filter(
		(item) =>
			!(item.type === 'query' || item.type === 'recent') || !seen.has(recentQueryKey(item.label)),
	);
	return [...recent, ...rest];
}
