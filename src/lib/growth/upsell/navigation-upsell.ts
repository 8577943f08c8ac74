/**
 * UPS-08: the navigation login prompt. It is considered once the session's eligible page views
 * (`upsellEligibleNavigationCount`) reach 4, and shows when the visitor has viewed more than 3
 * pins or more than 3 distinct navigational pages (home, boards, profiles, searches, topics…).
 * Like the 4th-pin modal it shows at most once per session (the shared seen flag).
 */
const NAVIGATION_UPSELL_COUNT = 4;
const NAVIGATION_PROMPT_THRESHOLD = 3;

export interface NavigationUpsellInput {
	navigationCount: number;
	pinViews: number;
	uniqueNavigationalPages: number;
	seen: boolean;
}

export function navigationUpsellDue(input: NavigationUpsellInput): boolean {
	if (input.seen || input.navigationCount < NAVIGATION_UPSELL_COUNT) return false;
	return (
		input.pinViews > NAVIGATION_PROMPT_THRESHOLD ||
		input.uniqueNavigationalPages > NAVIGATION_PROMPT_THRESHOLD
	);
}
