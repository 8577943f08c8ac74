import {
	type AppUpdate,
	type ConnectionInfo,
	isNewerAppVersion,
	isSlowConnection,
	mergeAppUpdate,
	reloadDecision,
	staleReloadBucket,
} from './app-upgrade.ts';
import { recordClientEvent } from './client-events.ts';

/**
 * New versions in the browser (STA-08/09, LOG-12): same-origin answers carry `X-App-Version`;
 * a version newer than the one this page was rendered with (`<html data-app-version>`) is
 * remembered for the tab in sessionStorage, and the next route change that would reuse the old
 * page's code or state loads a fresh page instead (`claimAppReload`). Rules in
 * `app-upgrade.ts`; the design in this folder's README.
 */

/** Response header with the server's version (the server side is `app-version.server.ts`). */
const APP_VERSION_HEADER = 'x-app-version';
/** sessionStorage: the newest version heard of, `AppUpdate` JSON. */
const UPDATE_KEY = 'cb_app_update';
/** sessionStorage: the LOG-12 bucket of a stale reload, for the page that follows it. */
const METRIC_KEY = 'cb_stale_reload';
/** Client event recorded on the page after a stale reload (LOG-12), with `bucket`. */
const STALE_RELOAD_EVENT = 'app_stale_reload';

/** The version this page was rendered with (empty where the layout did not say). */
export function pageAppVersion(): string {
	return (typeof document !== 'undefined' && document.documentElement?.dataset.appVersion) || '';
}

function readUpdate(): AppUpdate | null {
	try {
		const value = JSON.parse(sessionStorage.getItem(UPDATE_KEY) ?? 'null') as unknown;
		if (typeof value !== 'object' || value === null) return null;
		const { version, seenAt } = value as Record<string, unknown>;
		return typeof version === 'string' && typeof seenAt === 'number' ? { version, seenAt } : null;
	} catch {
		return null;
	}
}

/**
 * STA-08: notes the version a same-origin answer carried (a `Response`, or the header's value).
 * Cheap enough for every call; storage being off only means no reload is ever asked for.
 */
export function noteAppVersion(source: Response | string | null | undefined): void {
	const page = pageAppVersion();
	if (!page || !source) return;
	const version = typeof source === 'string' ? source : source.headers.get(APP_VERSION_HEADER);
	if (!version || !isNewerAppVersion(version, page)) return;
	const known = readUpdate();
	const next = mergeAppUpdate(known, version, page, Date.now());
	if (!next || (next.version === known?.version && next.seenAt === known.seenAt)) return;
	try {
		sessionStorage.setItem(UPDATE_KEY, JSON.stringify(next));
	} catch {
		// Storage off: this page simply keeps running its version.
	}
}

/**
 * True when the route change about to happen must load a fresh page (a newer version is known
 * and STA-09 does not hold the reload back). The caller then does that full load; the LOG-12
 * bucket is kept for the page that follows.
 */
export function claimAppReload(now = Date.now()): boolean {
	const decision = reloadDecision(readUpdate(), pageAppVersion(), {
		now,
		holdBack: isSlowConnection(
			(navigator as Navigator & { connection?: ConnectionInfo }).connection,
		),
		signedIn: document.documentElement.hasAttribute('data-signed-in'),
		desktop: !/Mobi|Android/i.test(navigator.userAgent),
	});
	if (!decision.reload) return false;
	try {
		sessionStorage.setItem(METRIC_KEY, staleReloadBucket(decision.heldBackMs));
	} catch {
		// Storage off: the reload still happens, unmeasured.
	}
	return true;
}

/**
 * Once per page: forgets an update this page already has, records the metric of a stale
 * reload that led here, and reloads a page brought back from the back-forward cache when it is
 * out of date (a bfcache restore would otherwise run the old code again).
 */
export function watchAppVersion(): void {
	const page = pageAppVersion();
	try {
		const known = readUpdate();
		if (known && !isNewerAppVersion(known.version, page)) sessionStorage.removeItem(UPDATE_KEY);
		const bucket = sessionStorage.getItem(METRIC_KEY);
		if (bucket) {
			sessionStorage.removeItem(METRIC_KEY);
			recordClientEvent(STALE_RELOAD_EVENT, { bucket, version: page });
		}
	} catch {
		// Storage off: nothing was remembered.
	}
	addEventListener('pageshow', (event) => {
		if (event.persisted && claimAppReload()) location.reload();
	});
}
