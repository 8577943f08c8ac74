/**
 * Links of the home feed pages. `?bookmark=` continues the feed (the no-JavaScript "More
 * ideas" link, RTE-01); `static_feed=1` keeps the performance-testing feed (RTE-18).
 */
export function homeFeedHref(basePath: string, bookmark: string, staticFeed: boolean): string {
	return `${basePath}?bookmark=${encodeURIComponent(bookmark)}${staticFeed ? '&static_feed=1' : ''}`;
}

/** The fragment endpoint that renders the next cards for the infinite scroll. */
export const HOME_FEED_MORE_PATH = '/homefeed/more/';

/** How long a left feed is kept rather than refreshed (FED-01: 2.5 minutes). */
export const FEED_KEEP_MS = 150_000;
