/**
 * UPS-18: the browser-extension upsell on the home page. 100 ms after load the page checks
 * whether the Corkboard browser button is installed: the extension's content script marks the
 * page's root element with `data-corkboard-extension="{version}"` (the contract an extension
 * keeps). The status is logged once per tab session (`POST /v3/browser_extension/status/`);
 * when the extension is missing on a browser that has a store page, the upsell offers that
 * store's page. A dismissed upsell stays away for 30 days.
 */
import type { BrowserName } from './visitor-agent.ts';

export const EXTENSION_CHECK_DELAY_MS = 100;
export const EXTENSION_UPSELL_SNOOZE_MS = 30 * 24 * 60 * 60 * 1000;
/** `document.documentElement.dataset` key set by the extension. */
export const EXTENSION_MARKER = 'corkboardExtension';
export const EXTENSION_STATUS_PATH = '/v3/browser_extension/status/';

export type ExtensionBrowser = Exclude<BrowserName, 'other'>;

/** The extension's store pages, one per supported browser. */
export const EXTENSION_STORE_LINKS: Record<ExtensionBrowser, { name: string; url: string }> = {
	chrome: { name: 'Chrome', url: 'https://chromewebstore.google.com/search/Corkboard' },
	firefox: { name: 'Firefox', url: 'https://addons.mozilla.org/firefox/search/?q=Corkboard' },
	safari: { name: 'Safari', url: 'https://apps.apple.com/search?term=Corkboard' },
	edge: { name: 'Edge', url: 'https://microsoftedge.microsoft.com/addons/search/Corkboard' },
};

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
