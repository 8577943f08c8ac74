/**
 * UPS-18: the browser-extension upsell on the home page, where the site has an extension: only
 * when EXTENSION_STORE_URLS names its store pages (there is no Corkboard extension by default,
 * and a store search for one that does not exist helps nobody). 100 ms after load the page
 * checks whether the extension is installed: its content script marks the page's root element
 * with `data-corkboard-extension="{version}"` (the contract an extension keeps). The status is
 * logged once per tab session (`POST /v3/browser_extension/status/`). When the extension is
 * missing on a browser that has a configured store page, the upsell offers it, but never on
 * the first paint: only once the visitor has engaged with the page (scrolled, pressed a key or
 * a pointer) and at least `EXTENSION_UPSELL_MIN_DELAY_MS` after load, so it never lands on the
 * pins a visitor came to see before they have seen them. A dismissed upsell stays away for
 * 30 days.
 */
import type { BrowserName } from './visitor-agent.ts';

export const EXTENSION_CHECK_DELAY_MS = 100;
/** The upsell's earliest showing, after load (and only after an engagement). */
export const EXTENSION_UPSELL_MIN_DELAY_MS = 8_000;
export const EXTENSION_UPSELL_SNOOZE_MS = 30 * 24 * 60 * 60 * 1000;
/** `document.documentElement.dataset` key set by the extension. */
export const EXTENSION_MARKER = 'corkboardExtension';
export const EXTENSION_STATUS_PATH = '/v3/browser_extension/status/';

export type ExtensionBrowser = Exclude<BrowserName, 'other'>;

/** The browsers an extension can be listed for, by the name the upsell shows. */
export const EXTENSION_BROWSER_NAMES: Record<ExtensionBrowser, string> = {
	chrome: 'Chrome',
	firefox: 'Firefox',
	safari: 'Safari',
	edge: 'Edge',
};

/** The configured store pages (EXTENSION_STORE_URLS), by browser; a browser may have none. */
export type ExtensionStores = Partial<Record<ExtensionBrowser, string>>;

/**
 * Reads the store pages the server rendered into the page (`data-extension-stores`, JSON).
 * Tolerant: anything that is not a known browser with an `https:` address is left out.
 */
export function parseExtensionStores(text: string | undefined): ExtensionStores {
	let value: unknown;
	try {
		value = JSON.parse(text ?? '{}');
	} catch {
		return {};
	}
	const stores: ExtensionStores = {};
	if (!value || typeof value !== 'object') return stores;
	for (const browser of Object.keys(EXTENSION_BROWSER_NAMES) as ExtensionBrowser[]) {
		const url = (value as Record<string, unknown>)[browser];
		if (typeof url === 'string' && url.startsWith('https://')) stores[browser] = url;
	}
	return stores;
}

/** This browser's store page and the name to show, or null when it has none. */
export function extensionStoreFor(
	stores: ExtensionStores,
	browser: BrowserName,
): { name: string; url: string } | null {
	if (browser === 'other') return null;
	const url = stores[browser];
	return url ? { name: EXTENSION_BROWSER_NAMES[browser], url } : null;
}

/**
 * Never on the first paint: called once the visitor has engaged with the page, answers how long
 * the upsell still waits (0: show it now), so it is not shown before the minimum delay.
 */
export function extensionUpsellWaitMs(sinceLoadMs: number): number {
	return Math.max(0, EXTENSION_UPSELL_MIN_DELAY_MS - sinceLoadMs);
}

export interface ExtensionStatus {
	installed: boolean;
	browser: BrowserName;
	/** The installed extension's version, else null. */
	version: string | null;
}

/** Reads the marker value (undefined: not installed; a value that is not a version: unknown). */
export function extensionStatus(browser: BrowserName, marker: string | undefined): ExtensionStatus {
	const version = marker?.trim() ?? '';
	return {
		installed: marker !== undefined,
		browser,
		version: /^[0-9A-Za-z.+-]{1,32}$/.test(version) ? version : null,
	};
}

export function extensionUpsellShown(input: {
	status: ExtensionStatus;
	dismissedAt: number | null;
	now: number;
}): boolean {
	if (input.status.installed || input.status.browser === 'other') return false;
	return input.dismissedAt === null || input.now - input.dismissedAt >= EXTENSION_UPSELL_SNOOZE_MS;
}
