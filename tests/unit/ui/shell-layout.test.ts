import { describe, expect, it } from 'vitest';
import { directionOf } from '~/lib/platform/i18n/languages.ts';
import {
	BREAKPOINTS,
	breakpointOf,
	isNavFooterHidden,
	NAV_FOOTER_HIDDEN_PREFIXES,
	SHELL_SIZES,
	showsBottomNav,
	sizeScaleOf,
	verticalNavFor,
} from '~/lib/platform/ui/shell-layout.ts';

describe('PRF-01, PRF-02: breakpoints', () => {
	it('PRF-01: sm under 680, md under 1056, lg from 1056; the page is at least 320 wide', () => {
		expect([320, 679, 680, 1055, 1056, 1920].map(breakpointOf)).toEqual([
			'sm',
			'sm',
			'md',
			'md',
			'lg',
			'lg',
		]);
		expect(BREAKPOINTS.minPageWidth).toBe(320);
	});
	it('PRF-02: small under 768, medium under 1024, else large', () => {
		expect([767, 768, 1023, 1024].map(sizeScaleOf)).toEqual(['small', 'medium', 'medium', 'large']);
	});
});

describe('NAV-17, NAV-05: measures', () => {
	it('keeps the header at 80 px (55 on phones), the nav at 72 px and 68 px for the bottom nav', () => {
		expect(SHELL_SIZES).toMatchObject({
			headerHeight: 80,
			phoneHeaderHeight: 55,
			verticalNavWidth: 72,
			navIcon: 24,
			panelWidth: 360,
			widePanelWidth: 375,
			bottomNavPadding: 68,
		});
	});
});

describe('NAV-06: routes without the nav footer', () => {
	it('hides it on every listed route and below it', () => {
		expect(NAV_FOOTER_HIDDEN_PREFIXES).toHaveLength(13);
		for (const path of [
			'/organize/repin/',
			'/organize/repin/?pins=1',
			'/convert-business',
			'/convert-business/',
			'/close-account',
			'/add-account',
			'/request-data',
			'/request-data/download',
			'/parental-passcode',
			'/parental-passcode/verify',
			'/switch_account',
			'/inbox/compose/',
			'/oauth',
		]) {
			expect(isNavFooterHidden(path), path).toBe(true);
		}
	});
	it('keeps it elsewhere, including routes that only share a prefix', () => {
		for (const path of [
			'/',
			'/pin/1/',
			'/close-accounts',
			'/convert-businesses',
			'/organize/',
			'/for-your-eyes',
		]) {
			expect(isNavFooterHidden(path), path).toBe(false);
		}
	});
});

describe('NAV-01..05: which navigation a page has', () => {
	const ltr = 'ltr' as const;
	it('NAV-01: signed-in personal accounts get the signed-in vertical nav', () => {
		expect(verticalNavFor({ signedIn: true, partner: false, direction: ltr })).toBe('signed-in');
	});
	it('NAV-03 deferred: until the business hub exists, business accounts keep the personal nav (issue 25)', () => {
		const business = { signedIn: true, partner: true, direction: ltr };
		expect(verticalNavFor(business)).toBe('signed-in');
		expect(showsBottomNav(business, '/')).toBe(true);
		expect(verticalNavFor({ ...business, direction: 'rtl' })).toBeNull();
	});
	it('NAV-04: the signed-out get the signed-out vertical nav', () => {
		expect(verticalNavFor({ signedIn: false, partner: false, direction: ltr })).toBe('signed-out');
	});
	it('NAV-02: none in right-to-left unless an experiment allows it', () => {
		expect(verticalNavFor({ signedIn: true, partner: false, direction: 'rtl' })).toBeNull();
		expect(
			verticalNavFor({ signedIn: true, partner: false, direction: 'rtl', rtlNavAllowed: true }),
		).toBe('signed-in');
	});
	it('NAV-05: the bottom nav is for the signed-in, not on NAV-06 routes', () => {
		const me = { signedIn: true, partner: false, direction: ltr };
		expect(showsBottomNav(me, '/')).toBe(true);
		expect(showsBottomNav(me, '/close-account')).toBe(false);
		expect(showsBottomNav({ ...me, signedIn: false }, '/')).toBe(false);
	});
});

describe('right-to-left languages', () => {
	it('mirrors Arabic, Hebrew, Persian and Urdu, whatever the region', () => {
		expect(['ar', 'he', 'he-IL', 'fa', 'ur_PK'].map(directionOf)).toEqual(Array(5).fill('rtl'));
		expect(['en-US', 'fr', 'ja', '', null, undefined].map(directionOf)).toEqual(
			Array(6).fill('ltr'),
		);
	});
});
