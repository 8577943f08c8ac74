/**
 * UPS-16/17: when the app-install upsell may show. Pure rules only: the product has no
 * installable app yet (no web app manifest, no native app), so nothing on the page calls these;
 * they are here, tested, for the surface that will (see README "Not built").
 */
import { browserOf, isWindows } from './visitor-agent.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** UPS-16: the app upsell shows again only after this waiting period. */
export const APP_UPSELL_WAIT_MS = 14 * DAY_MS;
/** UPS-16: the referred app upsell shows only this long after the account was created. */
export const REFERRED_APP_UPSELL_WINDOW_MS = 7 * DAY_MS;

export function appUpsellDue(lastShownAt: number | null, now: number): boolean {
	return lastShownAt === null || now - lastShownAt >= APP_UPSELL_WAIT_MS;
}

export function referredAppUpsellDue(accountCreatedAt: number, now: number): boolean {
	const age = now - accountCreatedAt;
	return age >= 0 && age <= REFERRED_APP_UPSELL_WINDOW_MS;
}

/** UPS-17: the install-app option is for non-partner users on Chrome or on Windows. */
export function installAppOptionShown(input: { isPartner: boolean; userAgent: string }): boolean {
	if (input.isPartner) return false;
	return browserOf(input.userAgent) === 'chrome' || isWindows(input.userAgent);
}
