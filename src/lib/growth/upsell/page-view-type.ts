/**
 * UPS-03 `currentPageViewType` and UPS-08's eligible pages, from the page's route pattern
 * (`Astro.routePattern`, worked out on the server so the browser ships no route table). The
 * types are the spec's landing-page types a signed-out visitor can meet; `other` pages (login,
 * sign-up, settings, help…) are not upsell-eligible.
 */
export type PageViewType =
	| 'home'
	| 'closeup'
	| 'board'
	| 'section'
	| 'profile'
	| 'search'
	| 'topic'
	| 'ideas'
	| 'today'
	| 'other';

const BY_PATTERN: Record<string, PageViewType> = {
	'/': 'home',
	'/homefeed': 'home',
	'/pin/[segment]': 'closeup',
	'/[username]': 'profile',
	'/[username]/[board]': 'board',
	'/[username]/[board]/[section]': 'section',
	'/topics/[interest]': 'topic',
};

export function pageViewType(
	routePattern: string,
	params: Record<string, string | undefined> = {},
): PageViewType {
	const pattern = routePattern.length > 1 ? routePattern.replace(/\/$/, '') : routePattern;
	// RTE-05/06: `/{username}/_created` and `/_saved` are profile tabs, not boards.
	if (pattern === '/[username]/[board]' && params.board?.startsWith('_')) return 'profile';
	const known = BY_PATTERN[pattern];
	if (known) return known;
	if (pattern === '/search' || pattern.startsWith('/search/')) return 'search';
	if (pattern === '/ideas' || pattern.startsWith('/ideas/')) return 'ideas';
	if (pattern === '/today' || pattern.startsWith('/today/')) return 'today';
	return 'other';
}

/** UPS-08: pages counted by the navigation upsell. */
export function isUpsellEligible(type: PageViewType): boolean {
	return type !== 'other';
}

/** UPS-08 "navigational pages": eligible pages other than pin closeups. */
export function isNavigational(type: PageViewType): boolean {
	return type !== 'other' && type !== 'closeup';
}
