import type { LoggedEvent } from '../../platform/client/logged-event.ts';

/**
 * LOG-06, the event cache: events whose send failed are kept in `localStorage`, so a later page
 * sends them. Our reading of "drops events older than 864e11 ns and skips events newer than
 * 60 s":
 * - older than 24 h (864e11 ns): dropped, too old to be worth sending;
 * - newer than 60 s: left in the cache for now. The page that cached them may still be
 *   retrying them (all five retries take 31 s), so another page picks them up only later;
 * - in between: sent by the page that reads the cache, which removes them from it.
 * The server stores each `clientUUID` once, so an event sent twice is still counted once.
 */
export const CACHE_KEY = 'cb_event_cache';
/** 864e11 ns. */
export const MAX_CACHED_AGE_MS = 86_400_000;
export const MIN_CACHED_AGE_MS = 60_000;
/** At most this many events are cached (the newest are kept). */
export const MAX_CACHED_EVENTS = 200;

export interface CacheSplit {
	/** Old enough to send now. */
	send: LoggedEvent[];
	/** Too new: left in the cache. */
	keep: LoggedEvent[];
}

/** LOG-06: splits cached events at `now`; events older than 24 h are in neither list. */
export function splitCachedEvents(events: readonly LoggedEvent[], now: number): CacheSplit {
	const split: CacheSplit = { send: [], keep: [] };
	for (const event of events) {
		const age = now - event.time;
		if (age > MAX_CACHED_AGE_MS) continue;
		(age < MIN_CACHED_AGE_MS ? split.keep : split.send).push(event);
	}
	return split;
}

/**
 * Adds events to a cached list, keeping the newest `MAX_CACHED_EVENTS`. (An event is never
 * added twice: a batch is cached once, and cached events are taken out before they are resent.)
 */
export function addToCache(cached: readonly LoggedEvent[], events: readonly LoggedEvent[]) {
	return [...cached, ...events].slice(-MAX_CACHED_EVENTS);
}

/** Removes the events with these ids from a cached list. */
export function removeFromCache(cached: readonly LoggedEvent[], ids: ReadonlySet<string>) {
	return cached.filter((e) => !ids.has(e.clientUUID));
}

/**
 * Reads a cached list; anything unreadable reads as empty, entries without a time are dropped
 * (storage is user-controlled; the server refuses whatever else is wrong, and a refused batch
 * is not retried).
 */
export function parseCache(text: string | null): LoggedEvent[] {
	try {
		const value: unknown = JSON.parse(text ?? '[]');
		return Array.isArray(value) ? value.filter((e) => typeof e?.time === 'number') : [];
	} catch {
		return [];
	}
}
