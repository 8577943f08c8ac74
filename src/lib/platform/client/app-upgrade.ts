/**
 * When an open page should give way to a newer deployment (STA-08, STA-09, LOG-12): pure
 * rules over plain data; `app-version.ts` feeds them from the browser. The design is in this
 * folder's README ("New versions").
 */

const HOUR_MS = 3_600_000;

/** STA-09: how long a signed-in desktop viewer on a slow connection may keep an old page. */
export const MAX_STALENESS_AUTH_DESKTOP_MS = 24 * HOUR_MS;
/** STA-09 / U-31: the same for everyone else (the spec leaves it to an experiment; 12 h). */
export const MAX_STALENESS_DEFAULT_MS = 12 * HOUR_MS;
/** Effective connection types the spec calls slow. */
const SLOW_CONNECTION_TYPES: readonly string[] = ['slow-2g', '2g', '3g'];

/** A newer version the tab has heard of, and when it first heard of one. */
export interface AppUpdate {
	version: string;
	/** Milliseconds since the epoch. */
	seenAt: number;
}

const DOTTED = /^v?(\d+(?:\.\d+)*)(?:[-+](.*))?$/;
const BUILD_ID = /^[0-9a-z]+$/;

/**
 * Orders two version strings: below 0 when `a` is older, 0 when equal, above 0 when newer;
 * null when they cannot be ordered. Dotted numbers (`1.10.2`, `v2.0.0-rc1`) compare by
 * number; build ids (base-36 build times, as `__BUILD_ID__`) of the same length compare as
 * text, which for base 36 is by value.
 */
export function compareAppVersions(a: string, b: string): number | null {
	if (a === b) return 0;
	const da = DOTTED.exec(a);
	const db = DOTTED.exec(b);
	if (da && db) {
		const na = da[1]!.split('.').map(Number);
		const nb = db[1]!.split('.').map(Number);
		for (let i = 0; i < Math.max(na.length, nb.length); i++) {
			const diff = (na[i] ?? 0) - (nb[i] ?? 0);
			if (diff !== 0) return diff;
		}
		// 1.2.0 is newer than 1.2.0-rc1; two suffixes compare as text.
		const sa = da[2] ?? '';
		const sb = db[2] ?? '';
		if (sa === sb) return 0;
		if (!sa || !sb) return sa ? -1 : 1;
		return sa < sb ? -1 : 1;
	}
	if (BUILD_ID.test(a) && BUILD_ID.test(b) && a.length === b.length) return a < b ? -1 : 1;
	return null;
}

/**
 * True when `candidate`, a version a server answered with, is newer than `current`. Versions
 * that cannot be ordered count as newer when they differ: the server runs other code than the
 * page was built with, and reloading is the safe side.
 */
export function isNewerAppVersion(candidate: string, current: string): boolean {
	if (!candidate || !current || candidate === current) return false;
	const order = compareAppVersions(candidate, current);
	return order === null || order > 0;
}

/**
 * The update to remember after a response carried `version`: the newest version heard of,
 * with the time the first newer one was heard of (staleness counts from then). Null while
 * nothing newer than the page is known.
 */
export function mergeAppUpdate(
	known: AppUpdate | null,
	version: string,
	pageVersion: string,
	now: number,
): AppUpdate | null {
	const relevant = known && isNewerAppVersion(known.version, pageVersion) ? known : null;
	if (!isNewerAppVersion(version, pageVersion)) return relevant;
	if (!relevant) return { version, seenAt: now };
	const newer = isNewerAppVersion(version, relevant.version);
	return { version: newer ? version : relevant.version, seenAt: relevant.seenAt };
}

/** What the browser says about its connection (`navigator.connection`, where there is one). */
export interface ConnectionInfo {
	effectiveType?: string | undefined;
	saveData?: boolean | undefined;
}

/** STA-09: slow-2g, 2g and 3g are slow, and so is a viewer who asked to save data. */
export function isSlowConnection(connection: ConnectionInfo | undefined): boolean {
	if (!connection) return false;
	if (connection.saveData) return true;
	return SLOW_CONNECTION_TYPES.includes(connection.effectiveType ?? '');
}

/** STA-09: 24 h for a signed-in viewer on a desktop, else the default (U-31). */
export function maxStalenessMs(viewer: { signedIn: boolean; desktop: boolean }): number {
	return viewer.signedIn && viewer.desktop
		? MAX_STALENESS_AUTH_DESKTOP_MS
		: MAX_STALENESS_DEFAULT_MS;
}

export interface ReloadContext {
	now: number;
	/** On a slow connection (or, later, under an experiment) the reload is held back. */
	holdBack: boolean;
	signedIn: boolean;
	desktop: boolean;
}

export type ReloadDecision = { reload: false } | { reload: true; heldBackMs: number };

/**
 * Whether the next route change must load a fresh page (STA-08): yes as soon as a newer
 * version is known, unless the reload is held back (STA-09), in which case only once the
 * page has been out of date for the maximum staleness. `heldBackMs` is how long the reload
 * was held back: 0 when it was not.
 */
export function reloadDecision(
	update: AppUpdate | null,
	pageVersion: string,
	context: ReloadContext,
): ReloadDecision {
	if (!update || !isNewerAppVersion(update.version, pageVersion)) return { reload: false };
	if (!context.holdBack) return { reload: true, heldBackMs: 0 };
	const stale = Math.max(0, context.now - update.seenAt);
	return stale >= maxStalenessMs(context) ? { reload: true, heldBackMs: stale } : { reload: false };
}

/** LOG-12: the buckets of the stale-reload metric, in hours. */
export const STALE_RELOAD_BUCKETS = ['0', '0-6', '6-12', '12-24', '24-48', '48-72', '72+'] as const;
export type StaleReloadBucket = (typeof STALE_RELOAD_BUCKETS)[number];

const BUCKET_EDGES_H: ReadonlyArray<[number, StaleReloadBucket]> = [
	[6, '0-6'],
	[12, '6-12'],
	[24, '12-24'],
	[48, '24-48'],
	[72, '48-72'],
];

/**
 * LOG-12: the bucket of a stale reload held back for `heldBackMs`. `0` is a reload that was
 * not held back; after that each bucket holds its lower edge (exactly 6 h is `6-12`).
 */
export function staleReloadBucket(heldBackMs: number): StaleReloadBucket {
	if (!(heldBackMs > 0)) return '0';
	const hours = heldBackMs / HOUR_MS;
	for (const [edge, bucket] of BUCKET_EDGES_H) if (hours < edge) return bucket;
	return '72+';
}
