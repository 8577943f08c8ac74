/** LOG-11: the share of page loads that report a traffic metric. */
export const TRAFFIC_SAMPLE_RATE = 0.1;

/** LOG-11: whether this page load is in the sample (`random` in [0, 1), like `Math.random`). */
export function isSampled(rate: number, random: () => number = Math.random): boolean {
	return random() < rate;
}

// LOG-12's stale-reload buckets live with the version check: src/lib/platform/client/app-upgrade.ts.
