import shellOffline from '~/messages/shell-offline/index.ts';

/**
 * ERR-05: the offline banner's states, hidden → offline → backOnline → hidden. Offline shows
 * "You're offline! Check your internet connection." for as long as the browser is offline;
 * coming back shows "You're back online!" for 2,000 ms, then the banner hides. Coming back
 * without having been seen offline shows nothing. The words are the `shell-offline` messages.
 */
const BACK_ONLINE_MS = 2000;

export type OfflineBannerState = 'hidden' | 'offline' | 'backOnline';

export function bannerText(state: OfflineBannerState): string {
	const t = shellOffline();
	if (state === 'offline') return t.offline();
	return state === 'backOnline' ? t.backOnline() : '';
}

/** The state after the browser reports `event` (`online` / `offline`) in `state`. */
export function nextBannerState(
	state: OfflineBannerState,
	event: 'online' | 'offline' | 'timeout',
): OfflineBannerState {
	if (event === 'offline') return 'offline';
	if (event === 'online') return state === 'offline' ? 'backOnline' : state;
	return state === 'backOnline' ? 'hidden' : state;
}

/** Drives `region` (the `#offline-banner` live region) from the window's online events. */
export function watchConnection(region: HTMLElement): void {
	let state: OfflineBannerState = 'hidden';
	let timer: ReturnType<typeof setTimeout> | undefined;
	const apply = (event: 'online' | 'offline' | 'timeout') => {
		state = nextBannerState(state, event);
		region.textContent = bannerText(state);
		region.dataset.state = state;
		clearTimeout(timer);
		if (state === 'backOnline') timer = setTimeout(() => apply('timeout'), BACK_ONLINE_MS);
	};
	addEventListener('offline', () => apply('offline'));
	addEventListener('online', () => apply('online'));
	if (!navigator.onLine) apply('offline');
}
