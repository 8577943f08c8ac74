import { describe, expect, it } from 'vitest';
import { withLanguage } from '~/lib/platform/i18n/language-scope.server.ts';
import { bannerText, nextBannerState } from '~/lib/platform/ui/client/offline-banner.ts';

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
		expect(bannerText('backOnline')).toBe("You're back online!");
		expect(bannerText('hidden')).toBe('');
	});
	it("speaks the page's language", () => {
		expect(withLanguage('de', () => bannerText('offline'))).toBe(
			'Du bist offline! Prüfe deine Internetverbindung.',
		);
		expect(withLanguage('ar', () => bannerText('backOnline'))).toBe('عاد اتصالك بالإنترنت!');
		expect(withLanguage('ja', () => bannerText('hidden'))).toBe('');
	});
});
