/**
 * UPS-12/13: the unauth mobile sign-up modal. On the mobile experience (a phone-sized window,
 * or the Android experience of UPS-22) the signed-out upsell modals open in sign-up mode; this
 * browser counts how often that modal was shown and dismissed. It is suppressed while another
 * modal (such as a sharing dialog) is open, in Colombia and Indonesia after it was shown once,
 * and inside Instagram's in-app browser. Its times-shown metric is reported in buckets.
 */
import { isInstagramInApp } from './visitor-agent.ts';

/** Below this window width the page is the mobile experience (the spec's `sm` breakpoint). */
const MOBILE_MAX_WIDTH_PX = 679;
/** UPS-12: countries where the modal shows only once. */
const SINGLE_SHOWING_COUNTRIES: ReadonlySet<string> = new Set(['CO', 'ID']);

export interface MobileSignupCounters {
	shown: number;
	dismissed: number;
}

export function isMobileExperience(viewportWidth: number, androidExperience: boolean): boolean {
	return androidExperience || viewportWidth <= MOBILE_MAX_WIDTH_PX;
}

export interface MobileSignupSuppressionInput {
	anotherModalOpen: boolean;
	/** ISO country of the request. */
	country: string;
	counters: MobileSignupCounters;
	userAgent: string;
}

export function mobileSignupSuppressed(input: MobileSignupSuppressionInput): boolean {
	if (input.anotherModalOpen || isInstagramInApp(input.userAgent)) return true;
	return SINGLE_SHOWING_COUNTRIES.has(input.country) && input.counters.shown >= 1;
}

export function countMobileSignupShown(c: MobileSignupCounters): MobileSignupCounters {
	return { ...c, shown: c.shown + 1 };
}

export function countMobileSignupDismissed(c: MobileSignupCounters): MobileSignupCounters {
	return { ...c, dismissed: c.dismissed + 1 };
}

export type TimesShownBucket = 'up_to_10' | '11_20' | '21_50' | '51_100' | '101_plus';

/** UPS-13: the bucket of the times-shown metric. */
export function timesShownBucket(times: number): TimesShownBucket {
	if (times <= 10) return 'up_to_10';
	if (times <= 20) return '11_20';
	if (times <= 50) return '21_50';
	if (times <= 100) return '51_100';
	return '101_plus';
}
