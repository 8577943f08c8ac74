/**
 * The page shell's layout rules (NAV-01..06, NAV-17, PRF-01, PRF-02) as pure functions, so the
 * layout component, its CSS and the tests agree on one set of numbers.
 *
 * - Desktop (≥ 680 px, PRF-01 md and lg): fixed header, a 72 px vertical nav on the inline
 *   start side (signed in, personal and, until the business hub exists, business accounts:
 *   home, Today, create, boards, more options; signed out: ideas, shop, more options), a floating help button for the signed-in, the footer.
 * - Phones (< 680 px, PRF-01 sm): a 55 px header; signed-in viewers get the bottom nav and the
 *   page keeps 68 px of padding below for it (NAV-05). The vertical nav is not shown.
 */

/** PRF-01: lg at ≥ 1056 px, md under 1056, sm under 680; the page is never narrower than 320. */
export const BREAKPOINTS = { md: 680, lg: 1056, minPageWidth: 320 } as const;

export type Breakpoint = 'sm' | 'md' | 'lg';

export function breakpointOf(width: number): Breakpoint {
	if (width >= BREAKPOINTS.lg) return 'lg';
	return width >= BREAKPOINTS.md ? 'md' : 'sm';
}

/** PRF-02: the second scale: small under 768 px, medium under 1024, otherwise large. */
export function sizeScaleOf(width: number): 'small' | 'medium' | 'large' {
	if (width < 768) return 'small';
	return width < 1024 ? 'medium' : 'large';
}

/** NAV-17 and NAV-05: the shell's measures, in px (tokens.css carries the same values). */
export const SHELL_SIZES = {
	headerHeight: 80,
	phoneHeaderHeight: 55,
	verticalNavWidth: 72,
	navIcon: 24,
	/** Nav panels (ideas, create, more options) and the wider notifications-style panel. */
	panelWidth: 360,
	widePanelWidth: 375,
	/** NAV-05: the space kept below the page for the bottom nav. */
	bottomNavPadding: 68,
} as const;

/**
 * NAV-06: routes where the nav footer (the phone's bottom nav) is hidden: flows that own the
 * whole screen. Matched as path prefixes at a segment boundary.
 */
export const NAV_FOOTER_HIDDEN_PREFIXES = [
	'/organize/repin/',
	'/profile-about/',
	'/convert-business',
	'/convert-personal',
	'/close-account',
	'/switch_account',
	'/add-account',
	'/request-data',
	'/inbox/compose/',
	'/parental-passcode',
	'/today-articles',
	'/for-you',
	'/oauth',
] as const;

export function isNavFooterHidden(pathname: string): boolean {
	return NAV_FOOTER_HIDDEN_PREFIXES.some((prefix) => {
		if (!pathname.startsWith(prefix)) return false;
		if (prefix.endsWith('/')) return true;
		const next = pathname.charAt(prefix.length);
		return next === '' || next === '/' || next === '?';
	});
}

export interface NavAudience {
	/** A full login (limited-login viewers browse as the signed-out do). */
	signedIn: boolean;
	/**
	 * A business (partner) account. NAV-03 gives partners a partner header and no vertical nav,
	 * the business hub's navigation taking its place; that hub does not exist yet, so until it
	 * does a business account keeps the personal navigation (issue 25: without it a new business
	 * account had no navigation at all).
	 */
	partner: boolean;
	direction: 'ltr' | 'rtl';
	/** NAV-02: an experiment may allow the vertical nav in right-to-left layouts. */
	rtlNavAllowed?: boolean;
}

/**
 * Which vertical nav a desktop page shows: the signed-in one (NAV-01, NAV-02; also for business
 * accounts until the business hub brings NAV-03's, see `NavAudience.partner`), the signed-out
 * one (NAV-04), or none (right-to-left without the experiment, NAV-02).
 */
export function verticalNavFor(audience: NavAudience): 'signed-in' | 'signed-out' | null {
	if (audience.direction === 'rtl' && !audience.rtlNavAllowed) return null;
	return audience.signedIn ? 'signed-in' : 'signed-out';
}

/** NAV-05: the bottom nav is for signed-in viewers on phones, except on NAV-06's routes. */
export function showsBottomNav(audience: NavAudience, pathname: string): boolean {
	return audience.signedIn && !isNavFooterHidden(pathname);
}
