/** LOG-11: the share of page loads that report a traffic metric. */
export const TRAFFIC_SAMPLE_RATE = 0.1;

/** LOG-11: whether this page load is in the sample (`random` in [0, 1), like `Math.random`). */
export function isSampled(rate: number, random: () => number = Math.random): boolean {
	return random() < rate;
}

/** LOG-12: the buckets of the stale-reload metric, by whole hours the page had been open. */
export const STALE_RELOAD_BUCKETS = ['0', '0-6', '6-12', '12-24', '24-48', '48-72', '72+'] as const;
export type StaleReloadBucket = (typeof STALE_RELOAD_BUCKETS)[number];

/** First whole hour of each bucket after "0". */
const BUCKET_STARTS = [1, 6, 12, 24, 48, 72];

/**
 * LOG-12: the bucket of a page that was `ageMs` old when it learnt a newer version is live (so
 * the next navigation reloads it). "0" is under an hour; "0-6" from 1 to 6 hours (6 excluded),
 * and so on; "72+" is 72 hours or more.
 */
export function staleReloadBucket(ageMs: number): StaleReloadBucket {
	const hours = ageMs / 3_600_000;
	return STALE_RELOAD_BUCKETS[BUCKET_STARTS.filter((start) => hours >= start).length]!;
}
