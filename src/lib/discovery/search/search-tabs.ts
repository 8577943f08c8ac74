import { type SearchScope, searchPageUrl } from './search.ts';

/** SRC-03: a search tab: one scope of the same query. */
export interface SearchTab {
	scope: SearchScope;
	label: string;
	url: string;
	selected: boolean;
}

const LABELS: Record<SearchScope, string> = {
	pins: 'All Pins',
	boards: 'Boards',
	people: 'People',
	my_pins: 'Your Pins',
};

/** The tabs for a query; "Your Pins" only for a signed-in viewer. */
export function searchTabs(query: string, current: SearchScope, signedIn: boolean): SearchTab[] {
	const scopes: SearchScope[] = signedIn
		? ['pins', 'boards', 'people', 'my_pins']
		: ['pins', 'boards', 'people'];
	return scopes.map((scope) => ({
		scope,
		label: LABELS[scope],
		url: searchPageUrl(scope, query),
		selected: scope === current,
	}));
}
