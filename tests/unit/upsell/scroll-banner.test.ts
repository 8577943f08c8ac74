import { describe, expect, it } from 'vitest';
import {
	safariLoginWallDue,
	scrollBannerVisible,
	scrollSessionCount,
} from '~/lib/growth/upsell/scroll-banner.ts';
import { loadConfig } from '~/lib/platform/config/config.server.ts';

const desktop = {
	isSafari: false,
	modalOpen: false,
	relaxation: false,
	loginModalDismissed: false,
};

describe('scrollSessionCount (UPS-10)', () => {
	it('is scrollTop / 800 rounded up', () => {
		expect([0, 1, 800, 801, 1600, 1601, 2000, 2400, 2401].map(scrollSessionCount)).toEqual([
			0, 1, 1, 2, 2, 3, 3, 3, 4,
		]);
	});
});

describe('scrollBannerVisible (UPS-09/10)', () => {
	it('appears once scrollTop passes 64 px and hides under 64 px', () => {
		expect(scrollBannerVisible(false, 64, desktop)).toBe(false);
		expect(scrollBannerVisible(false, 65, desktop)).toBe(true);
		// At exactly 64 px it keeps what it was.
		expect(scrollBannerVisible(true, 64, desktop)).toBe(true);
		expect(scrollBannerVisible(true, 63, desktop)).toBe(false);
		expect(scrollBannerVisible(true, 0, desktop)).toBe(false);
	});

	it('is not shown while the scroll session count equals 3 (1601–2400 px)', () => {
		expect(scrollBannerVisible(true, 1600, desktop)).toBe(true);
		expect(scrollBannerVisible(true, 1601, desktop)).toBe(false);
		expect(scrollBannerVisible(true, 2000, desktop)).toBe(false);
		expect(scrollBannerVisible(false, 2400, desktop)).toBe(false);
		expect(scrollBannerVisible(false, 2401, desktop)).toBe(true);
	});

	it('is considered only below 4000 px: beyond, it keeps its state', () => {
		expect(scrollBannerVisible(true, 3999, desktop)).toBe(true);
		expect(scrollBannerVisible(true, 4000, desktop)).toBe(true);
		expect(scrollBannerVisible(false, 4000, desktop)).toBe(false);
		expect(scrollBannerVisible(false, 9000, desktop)).toBe(false);
	});

	it('is never shown on Safari or while a modal is open', () => {
		expect(scrollBannerVisible(false, 500, { ...desktop, isSafari: true })).toBe(false);
		expect(scrollBannerVisible(true, 500, { ...desktop, modalOpen: true })).toBe(false);
		expect(scrollBannerVisible(true, 5000, { ...desktop, modalOpen: true })).toBe(false);
	});

	it('relaxation group: not once the login modal was dismissed', () => {
		expect(scrollBannerVisible(false, 500, { ...desktop, loginModalDismissed: true })).toBe(true);
		expect(
			scrollBannerVisible(false, 500, { ...desktop, relaxation: true, loginModalDismissed: true }),
		).toBe(false);
	});
});

describe('safariLoginWallDue (UPS-11)', () => {
	const wall = {
		enabled: true,
		dismissed: false,
		isSafari: true,
		scrollTop: 4001,
		firstVisit: true,
		seenLoginModal: false,
	};

	it('stops a first-time Safari visitor past 4000 px who has not seen the login modal', () => {
		expect(safariLoginWallDue(wall)).toBe(true);
		expect(safariLoginWallDue({ ...wall, scrollTop: 4000 })).toBe(false);
		expect(safariLoginWallDue({ ...wall, isSafari: false })).toBe(false);
		expect(safariLoginWallDue({ ...wall, firstVisit: false })).toBe(false);
		expect(safariLoginWallDue({ ...wall, seenLoginModal: true })).toBe(false);
	});

	it('only where the site owner switched it on, and never again once dismissed (issue 25)', () => {
		expect(safariLoginWallDue({ ...wall, enabled: false })).toBe(false);
		expect(safariLoginWallDue({ ...wall, dismissed: true })).toBe(false);
	});

	it('SAFARI_LOGIN_WALL is off by default (a self-hosted site has no wall)', () => {
		expect(loadConfig({}).SAFARI_LOGIN_WALL).toBe(false);
		expect(loadConfig({ SAFARI_LOGIN_WALL: 'true' }).SAFARI_LOGIN_WALL).toBe(true);
		expect(loadConfig({ SAFARI_LOGIN_WALL: '1' }).SAFARI_LOGIN_WALL).toBe(true);
		expect(() => loadConfig({ SAFARI_LOGIN_WALL: 'yes' })).toThrow(/SAFARI_LOGIN_WALL/);
	});
});
