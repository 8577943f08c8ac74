import searchPageMessages from '~/messages/search-page/index.ts';
import { type SearchScope, searchPageUrl } from './search.ts';

/** SRC-03: a search tab: one scope of the same query. */
export interface SearchTab {
	scope: SearchScope;
	label: string;
	url: string;
	selected: boolean;
}

/** The tabs' labels in the current language ("All Pins", "Boards", …). */
function tabLabels(): Record<SearchScope, string> {
	const t = searchPageMessages();
	return {
		pins: t.tabPins(),
		boards: t.tabBoards(),
		people: t.tabPeople(),
		my_pins: t.tabMyPins(),
	};
}

/** The tabs for a query; "Your Pins" only for a signed-in viewer. */
export function searchTabs(query: string, current: SearchScope, signedIn: boolean): SearchTab[] {
	const labels = tabLabels();
	const scopes: SearchScope[] = signedIn
		? ['pins', 'boards', 'people', 'my_pins']
		: ['pins', 'boards', 'people'];
	return scopes.map((scope) => ({
		scope,
		label: labels[scope],
		url: searchPageUrl(scope, query),
		selected: scope === current,
	}));
}
