/**
 * UPS-22: `?ppm-unauth-android-experience=true` switches on the unauthenticated Android
 * experience for the rest of the tab session (`=false` switches it off): the page behaves as
 * the mobile experience (sign-up upsells with the UPS-12 rules, quick saves, no scroll banner)
 * whatever the window size.
 */
const ANDROID_EXPERIENCE_PARAM = 'ppm-unauth-android-experience';

/** The experience after this page's URL, given what the session had. */
export function androidExperience(search: string, stored: boolean): boolean {
	const value = new URLSearchParams(search).get(ANDROID_EXPERIENCE_PARAM);
	if (value === 'true') return true;
	if (value === 'false') return false;
	return stored;
}
