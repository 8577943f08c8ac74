/**
 * Links of the home feed pages. `?bookmark=` continues the feed (the no-JavaScript "More
 * ideas" link, RTE-01); `static_feed=1` keeps the performance-testing feed (RTE-18).
 */
export function homeFeedHref(basePath: string, bookmark: string, staticFeed: boolean): string {
	return `${basePath}?bookmark=${encodeURIComponent(bookmark)}${staticFeed ? '&static_feed=1' : ''}`;
}

/**
 * The same next page as the endless scroll's fragment (`/homefeed/more/`, the link's
 * `data-fragment`): just the cards and the next link; `base` is the page's own path, for the
 * links it gives.
 */
export function homeFeedFragmentHref(
	basePath: string,
	bookmark: string,
	staticFeed: boolean,
): string {
	return `/homefeed/more/?bookmark=${encodeURIComponent(bookmark)}${staticFeed ? '&static_feed=1' : ''}${basePath === '/homefeed/' ? '&base=%2Fhomefeed%2F' : ''}`;
}
