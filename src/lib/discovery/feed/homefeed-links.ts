/**
 * Links of the home feed pages. `?bookmark=` continues the feed (the no-JavaScript "More
 * ideas" link, RTE-01); `static_feed=1` keeps the performance-testing feed (RTE-18).
 */
export function homeFeedHref(basePath: string, bookmark: string, staticFeed: boolean): string {
	return `${basePath}?bookmark=${encodeURIComponent(bookmark)}${staticFeed ? '&static_feed=1' : ''}`;
}
