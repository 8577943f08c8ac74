import { describe, expect, it } from 'vitest';
import {
	BACK_ONLINE_TEXT,
	bannerText,
	nextBannerState,
	OFFLINE_TEXT,
} from '~/lib/platform/ui/client/offline-banner.ts';

describe('ERR-05: offline banner states', () => {
	it('goes hidden → offline → backOnline → hidden', () => {
		let state = nextBannerState('hidden', 'offline');
		expect(state).toBe('offline');
		state = nextBannerState(state, 'online');
		expect(state).toBe('backOnline');
		expect(nextBannerState(state, 'timeout')).toBe('hidden');
	});
	it('shows nothing for coming online without having been offline', () => {
		expect(nextBannerState('hidden', 'online')).toBe('hidden');
		expect(nextBannerState('hidden', 'timeout')).toBe('hidden');
	});
	it('goes offline again while showing back online, and a late timeout keeps it offline', () => {
		expect(nextBannerState('backOnline', 'offline')).toBe('offline');
		expect(nextBannerState('offline', 'timeout')).toBe('offline');
	});
	it('has the spec strings', () => {
		expect(bannerText('offline')).toBe("You're offline! Check your internet connection.");
		expect(OFFLINE_TEXT).toBe(bannerText('offline'));
		expect(bannerText('backOnline')).toBe("You're back online!");
		expect(BACK_ONLINE_TEXT).toBe(bannerText('backOnline'));
		expect(bannerText('hidden')).toBe('');
	});
});
