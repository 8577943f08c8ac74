/**
 * The nav badge's polling (NTF-02) and what it shows (NTF-03, NTF-04). Browser code: no server
 * imports. The first refresh comes 2 s after the page loads (never during the load itself), the
 * next 5 s later, then each delay doubles up to 900000 ms (15 minutes): a tab left open asks
 * rarely. Pure parts are exported for the unit test.
 */
const BADGE_FIRST_DELAY_MS = 2000;
const BADGE_DOUBLING_FROM_MS = 5000;
const BADGE_MAX_DELAY_MS = 900_000;

/** The delay before refresh number `n` (0 for the first): 2000, 5000, 10000, 20000, … 900000. */
export function badgeDelay(n: number): number {
	if (n <= 0) return BADGE_FIRST_DELAY_MS;
	return Math.min(BADGE_DOUBLING_FROM_MS * 2 ** (n - 1), BADGE_MAX_DELAY_MS);
}

/** NTF-04: what the badge shows for a count: nothing for 0, `99+` from 100. */
export function badgeText(count: number): string {
	if (count <= 0) return '';
	return count >= 100 ? '99+' : String(count);
}

/** NTF-03: the tab title with the `(n)` prefix for unseen things, or the plain title. */
export function titleWithCount(title: string, count: number): string {
	const text = badgeText(count);
	return text ? `(${text}) ${title}` : title;
}

type Schedule = (run: () => void, ms: number) => unknown;

export interface BadgePolling {
	stop(): void;
}

/**
 * Refreshes the count at the NTF-02 delays: `fetchCount` asks the server, `onCount` shows it.
 * A failed refresh shows nothing new and waits for the next delay.
 */
export function startBadgePolling(options: {
	fetchCount: () => Promise<number>;
	onCount: (count: number) => void;
	schedule?: Schedule;
}): BadgePolling {
	const schedule: Schedule = options.schedule ?? ((run, ms) => setTimeout(run, ms));
	let n = 0;
	let stopped = false;
	const tick = async () => {
		if (stopped) return;
		try {
			const count = await options.fetchCount();
			if (!stopped) options.onCount(count);
		} catch {
			// Offline or signed out meanwhile: try again later.
		}
		n += 1;
		if (!stopped) schedule(() => void tick(), badgeDelay(n));
	};
	schedule(() => void tick(), badgeDelay(0));
	return {
		stop() {
			stopped = true;
		},
	};
}
