/**
 * Pins the viewer removed, for grids the browser keeps (FED-01, FED-04, PIN-15): every pin grid
 * is kept in sessionStorage for 2.5 minutes (GridLoader.astro), so a pin deleted or hidden
 * meanwhile must leave it when it comes back: `rememberRemovedPins` here, `removePinCards`
 * (grid-list.ts) on restore. (A follow or unfollow drops kept feeds instead: see
 * homefeed-basis.ts.) Client-only; every storage access tolerates storage being off or full.
 */

/** sessionStorage key prefix of kept grids (GridLoader adds viewer and address). */
export const KEPT_FEED_PREFIX = 'corkboard:grid:';
const REMOVED_KEY = 'corkboard:removed-pins';
/** Removals older than this cannot matter: no kept feed lives longer than 2.5 minutes. */
export const REMOVED_TTL_MS = 10 * 60_000;
const MAX_REMOVED = 200;

export interface RemovedPin {
	id: string;
	at: number;
}

/** The removals still worth applying, newest last, at most `MAX_REMOVED` (pure). */
export function liveRemovals(entries: unknown, now: number): RemovedPin[] {
	if (!Array.isArray(entries)) return [];
	return entries
		.filter(
			(e): e is RemovedPin =>
				typeof e === 'object' &&
				e !== null &&
				typeof (e as RemovedPin).id === 'string' &&
				typeof (e as RemovedPin).at === 'number' &&
				now - (e as RemovedPin).at < REMOVED_TTL_MS,
		)
		.slice(-MAX_REMOVED);
}

function readRemovals(now: number): RemovedPin[] {
	try {
		return liveRemovals(JSON.parse(sessionStorage.getItem(REMOVED_KEY) ?? '[]'), now);
	} catch {
		return [];
	}
}

/** Records pins the viewer deleted or hid, so kept feeds drop them. */
export function rememberRemovedPins(ids: readonly string[], now = Date.now()): void {
	const entries = [...readRemovals(now), ...ids.map((id) => ({ id, at: now }))];
	try {
		sessionStorage.setItem(REMOVED_KEY, JSON.stringify(liveRemovals(entries, now)));
	} catch {
		// Storage off: a kept feed may show the pin until it is refreshed.
	}
}

/** Ids of pins removed in the last `REMOVED_TTL_MS`. */
export function removedPinIds(now = Date.now()): Set<string> {
	return new Set(readRemovals(now).map((e) => e.id));
}
