import { describe, expect, it } from 'vitest';
import { androidExperience } from '~/lib/growth/upsell/android-experience.ts';
import {
	APP_UPSELL_WAIT_MS,
	appUpsellDue,
	installAppOptionShown,
	REFERRED_APP_UPSELL_WINDOW_MS,
	referredAppUpsellDue,
} from '~/lib/growth/upsell/app-upsell.ts';
import {
	isMobileExperience,
	mobileSignupSuppressed,
	timesShownBucket,
} from '~/lib/growth/upsell/mobile-signup.ts';
import {
	isFirstVisit,
	REVISITATION_GAP_MS,
	touchRevisitation,
} from '~/lib/growth/upsell/revisitation.ts';
import {
	SHARED_PIN_TTL_MS,
	sharedPinFromLanding,
	validSharedPin,
} from '~/lib/growth/upsell/shared-pin.ts';
import {
	browserOf,
	isCrawler,
	isInstagramInApp,
	isSafari,
} from '~/lib/growth/upsell/visitor-agent.ts';

const UA = {
	chrome:
		'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
	headless:
		'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
	edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
	firefoxWindows:
		'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
	firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
	safari:
		'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
	iosChrome:
		'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
	instagram:
		'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 336.0.3.23.91',
	googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

describe('browserOf', () => {
	it('tells the browsers apart (Edge and Chrome on iOS say "Safari" too)', () => {
		expect(browserOf(UA.chrome)).toBe('chrome');
		expect(browserOf(UA.headless)).toBe('chrome');
		expect(browserOf(UA.edge)).toBe('edge');
		expect(browserOf(UA.firefoxMac)).toBe('firefox');
		expect(browserOf(UA.safari)).toBe('safari');
		expect(browserOf(UA.iosChrome)).toBe('chrome');
		expect(isSafari(UA.iosChrome)).toBe(false);
		expect(isSafari(UA.safari)).toBe(true);
	});

	it('UPS-12: knows the Instagram in-app browser; crawlers are not visitors', () => {
		expect(isInstagramInApp(UA.instagram)).toBe(true);
		expect(isInstagramInApp(UA.safari)).toBe(false);
		expect(isCrawler(UA.googlebot)).toBe(true);
		expect(isCrawler(UA.headless)).toBe(false);
	});
});

describe('touchRevisitation (UPS-15)', () => {
	const t0 = Date.UTC(2026, 0, 1);

	it('the first activity starts visit 1', () => {
		const r = touchRevisitation({ count: 0, time: null, ts: null }, t0);
		expect(r).toEqual({
			state: { count: 1, time: t0, ts: t0 },
			daysSinceLastRevisitation: null,
			newVisit: true,
		});
		expect(isFirstVisit(r.state)).toBe(true);
	});

	it('activity within 30 minutes continues the visit; after more than 30 it is a new one', () => {
		const first = touchRevisitation({ count: 0, time: null, ts: null }, t0).state;
		const same = touchRevisitation(first, t0 + REVISITATION_GAP_MS);
		expect(same.newVisit).toBe(false);
		expect(same.state).toEqual({ count: 1, time: t0, ts: t0 + REVISITATION_GAP_MS });
		const later = t0 + 2 * REVISITATION_GAP_MS + 1;
		const again = touchRevisitation(same.state, later);
		expect(again.newVisit).toBe(true);
		expect(again.state).toEqual({ count: 2, time: later, ts: later });
		expect(isFirstVisit(again.state)).toBe(false);
	});

	it('reports whole days since the previous visit', () => {
		const day = 24 * 60 * 60 * 1000;
		const r = touchRevisitation({ count: 3, time: t0, ts: t0 }, t0 + 3 * day + 5);
		expect(r.daysSinceLastRevisitation).toBe(3);
		expect(r.state.count).toBe(4);
	});
});

describe('mobile sign-up modal (UPS-12/13)', () => {
	const input = {
		anotherModalOpen: false,
		country: 'US',
		counters: { shown: 0, dismissed: 0 },
		userAgent: UA.chrome,
	};

	it('the mobile experience: a phone-sized window (under 680 px), or the Android experience', () => {
		expect(isMobileExperience(679, false)).toBe(true);
		expect(isMobileExperience(680, false)).toBe(false);
		expect(isMobileExperience(1280, true)).toBe(true);
	});

	it('is suppressed while another modal shows and in the Instagram in-app browser', () => {
		expect(mobileSignupSuppressed(input)).toBe(false);
		expect(mobileSignupSuppressed({ ...input, anotherModalOpen: true })).toBe(true);
		expect(mobileSignupSuppressed({ ...input, userAgent: UA.instagram })).toBe(true);
	});

	it('in CO and ID it shows only once', () => {
		for (const country of ['CO', 'ID']) {
			expect(mobileSignupSuppressed({ ...input, country })).toBe(false);
			expect(
				mobileSignupSuppressed({ ...input, country, counters: { shown: 1, dismissed: 0 } }),
			).toBe(true);
		}
		expect(mobileSignupSuppressed({ ...input, counters: { shown: 40, dismissed: 40 } })).toBe(
			false,
		);
	});

	it('times-shown buckets: up to 10, 11-20, 21-50, 51-100, 101+', () => {
		expect([0, 10, 11, 20, 21, 50, 51, 100, 101, 5000].map(timesShownBucket)).toEqual([
			'up_to_10',
			'up_to_10',
			'11_20',
			'11_20',
			'21_50',
			'21_50',
			'51_100',
			'51_100',
			'101_plus',
			'101_plus',
		]);
	});
});

describe('app upsell (UPS-16/17)', () => {
	const now = Date.UTC(2026, 5, 1);

	it('shows again only after 14 days', () => {
		expect(appUpsellDue(null, now)).toBe(true);
		expect(appUpsellDue(now - APP_UPSELL_WAIT_MS + 1, now)).toBe(false);
		expect(appUpsellDue(now - APP_UPSELL_WAIT_MS, now)).toBe(true);
	});

	it('the referred app upsell only within 7 days of account creation', () => {
		expect(referredAppUpsellDue(now - REFERRED_APP_UPSELL_WINDOW_MS, now)).toBe(true);
		expect(referredAppUpsellDue(now - REFERRED_APP_UPSELL_WINDOW_MS - 1, now)).toBe(false);
		expect(referredAppUpsellDue(now + 1000, now)).toBe(false);
	});

	it('the install-app option: non-partners on Chrome or on Windows', () => {
		expect(installAppOptionShown({ isPartner: false, userAgent: UA.chrome })).toBe(true);
		expect(installAppOptionShown({ isPartner: false, userAgent: UA.firefoxWindows })).toBe(true);
		expect(installAppOptionShown({ isPartner: false, userAgent: UA.firefoxMac })).toBe(false);
		expect(installAppOptionShown({ isPartner: false, userAgent: UA.safari })).toBe(false);
		expect(installAppOptionShown({ isPartner: true, userAgent: UA.chrome })).toBe(false);
	});
});

describe('shared pin (UPS-21)', () => {
	const now = Date.UTC(2026, 5, 1);

	it('a closeup opened from a shared link is remembered', () => {
		expect(sharedPinFromLanding('12', '?invite_code=abc', now)).toEqual({
			pinId: '12',
			storedAt: now,
		});
		expect(sharedPinFromLanding('12', '?utm_source=x', now)).toBeNull();
		expect(sharedPinFromLanding(null, '?invite_code=abc', now)).toBeNull();
	});

	it('is valid for 2 hours, then discarded', () => {
		const data = { pinId: '12', storedAt: now };
		expect(validSharedPin(data, now + SHARED_PIN_TTL_MS)).toEqual(data);
		expect(validSharedPin(data, now + SHARED_PIN_TTL_MS + 1)).toBeNull();
		expect(validSharedPin(null, now)).toBeNull();
	});
});

describe('androidExperience (UPS-22)', () => {
	it('ppm-unauth-android-experience=true switches it on for the session, =false off', () => {
		expect(androidExperience('?ppm-unauth-android-experience=true', false)).toBe(true);
		expect(androidExperience('', true)).toBe(true);
		expect(androidExperience('?ppm-unauth-android-experience=false', true)).toBe(false);
		expect(androidExperience('?ppm-unauth-android-experience=yes', false)).toBe(false);
		expect(androidExperience('', false)).toBe(false);
	});
});
