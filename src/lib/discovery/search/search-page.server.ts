import type { Kysely } from 'kysely';
import type { Pin } from '../../content/pins/pin.ts';
import { isFullyAuthenticated, type Viewer } from '../../platform/access/viewer.ts';
import { END_BOOKMARK } from '../../platform/db/bookmark.ts';
import type { Database } from '../../platform/db/database.ts';
import { recordSearch } from './recent-searches.service.server.ts';
import { searchPage } from './search.service.server.ts';
import {
	type SearchBoard,
	type SearchPin,
	type SearchScope,
	type SearchUser,
	searchPagePath,
	searchPageUrl,
} from './search.ts';
import { type SearchTab, searchTabs } from './search-tabs.ts';
import { suggestedPins } from './suggested-pins.service.server.ts';

/**
 * The search pages (`/search/{scope}/?q=`, SRC-07): which scope a path segment names, what the
 * page shows, and where it sends the viewer instead (aliases, `/search/me/` signed out).
 */
interface SearchPageData {
	scope: SearchScope;
	query: string;
	tabs: SearchTab[];
	pins: SearchPin[];
	boards: SearchBoard[];
	people: SearchUser[];
	/**
	 * Pins to start from when the search found nothing or had no words (`suggestedPins`), else
	 * empty.
	 */
	suggested: Pin[];
	/** The no-JavaScript "More results" link, or null on the last page. */
	moreUrl: string | null;
	guides: { term: string; url: string }[];
	canonicalPath: string;
}

export type SearchPageLoad =
	| { kind: 'ok'; data: SearchPageData }
	| { kind: 'redirect'; to: string; status: 301 | 302 }
	| { kind: 'not-found' };

const SEGMENT_SCOPES: Record<string, SearchScope> = {
	pins: 'pins',
	boards: 'boards',
	people: 'people',
	me: 'my_pins',
};
/** Other names of the original client's scopes, answered by a permanent redirect. */
const ALIASES: Record<string, SearchScope> = {
	users: 'people',
	my_pins: 'my_pins',
	videos: 'pins',
	products: 'pins',
	buyable_pins: 'pins',
	shop: 'pins',
};

/** How many pins an empty search page suggests. */
const SUGGESTED_PINS = 25;

export async function loadSearchPage(input: {
	db: Kysely<Database>;
	viewer: Viewer | null;
	url: URL;
	segment: string;
	/** Record the search in the viewer's recent searches (only the viewer's own: `isOwnSearch`). */
	record?: boolean;
}): Promise<SearchPageLoad> {
	const { url, viewer } = input;
	const q = (url.searchParams.get('q') ?? '').slice(0, 2000);
	const scope = SEGMENT_SCOPES[input.segment];
	if (!scope) {
		const alias = ALIASES[input.segment];
		if (!alias) return { kind: 'not-found' };
		const rest = url.search;
		return { kind: 'redirect', to: `${searchPagePath(alias)}${rest}`, status: 301 };
	}
	// NUL cannot be stored or searched; such a query is read as empty.
	const query = q.includes('\u0000') ? '' : q;
	if (scope === 'my_pins' && !isFullyAuthenticated(viewer)) {
		const next = encodeURIComponent(url.pathname + url.search);
		return {
			kind: 'redirect',
			to: `/login?${viewer ? 'limited=1&' : ''}next=${next}`,
			status: 302,
		};
	}
	const bookmark = url.searchParams.get('bookmark');
	const page = await searchPage(input.db, {
		query,
		scope,
		viewer,
		bookmark,
		rs: url.searchParams.get('rs') ?? undefined,
	});
	const shown = page.parsed.query;
	if (isFullyAuthenticated(viewer) && !bookmark && shown && input.record !== false) {
		await recordSearch(input.db, { userId: viewer.id, query: shown, scope });
	}
	const of = <T>(type: string) => page.results.filter((r) => r.type === type) as T[];
	// An empty page offers ideas rather than one bare sentence (a later page is never empty).
	const suggested =
		page.results.length === 0 && !bookmark
			? await suggestedPins(input.db, viewer, { limit: SUGGESTED_PINS })
			: [];
	return {
		kind: 'ok',
		data: {
			scope,
			query: shown,
			tabs: searchTabs(shown, scope, isFullyAuthenticated(viewer)),
			pins: of<SearchPin>('pin'),
			boards: of<SearchBoard>('board'),
			people: of<SearchUser>('user'),
			suggested,
			moreUrl: page.bookmark !== END_BOOKMARK ? searchPageUrl(scope, shown, page.bookmark) : null,
			guides: page.guides.map((term) => ({ term, url: searchPageUrl(scope, `${shown} ${term}`) })),
			canonicalPath: searchPageUrl(scope, shown),
		},
	};
}
