/**
 * What the upsell rules need to know about the browser, from its user agent. Order matters:
 * Edge and Chrome on iOS say "Safari" too, and Chrome says "Safari" everywhere.
 */
export type BrowserName = 'chrome' | 'firefox' | 'safari' | 'edge' | 'other';

export function browserOf(userAgent: string): BrowserName {
	if (/\bEdg(e|A|iOS)?\//.test(userAgent)) return 'edge';
	if (/\b(Firefox|FxiOS)\//.test(userAgent)) return 'firefox';
	if (/\b(OPR|SamsungBrowser|YaBrowser|Vivaldi)\//.test(userAgent)) return 'other';
	if (/\b(Chrome|HeadlessChrome|Chromium|CriOS)\//.test(userAgent)) return 'chrome';
	if (/\bVersion\/[\d.]+.*\bSafari\//.test(userAgent)) return 'safari';
	return 'other';
}

/** UPS-10/11: Safari itself (not another browser built on WebKit). */
export function isSafari(userAgent: string): boolean {
	return browserOf(userAgent) === 'safari';
}

export function isWindows(userAgent: string): boolean {
	return /\bWindows\b/.test(userAgent);
}

/** UPS-12: the Instagram in-app browser. */
export function isInstagramInApp(userAgent: string): boolean {
	return /\bInstagram\b/.test(userAgent);
}

/**
 * Search-engine and link-preview crawlers ("bots get no hybrid banner"). Headless browsers are
 * not counted as crawlers here: they are how automated tests and previews of real pages run.
 */
export function isCrawler(userAgent: string): boolean {
	return /bot\b|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|lighthouse/i.test(
		userAgent,
	);
}
