import { cookieValue } from '../../../platform/privacy/consent.ts';
import { androidExperience } from '../android-experience.ts';
import { LOGIN_PROMPTS_COOKIE, loginPromptsOff } from '../login-prompts.ts';
import { isMobileExperience } from '../mobile-signup.ts';
import type { PageViewType } from '../page-view-type.ts';
import { isSafari } from '../visitor-agent.ts';
import { ANDROID_EXPERIENCE_KEY, sessionFlag, setSessionFlag } from './upsell-storage.ts';

/** The id of the element `UnauthUpsells.astro` renders with the page's data. */
export const UPSELL_ROOT_ID = 'unauth-upsells';

/** What the upsell scripts know about the page and the browser. */
export interface UpsellPage {
	type: PageViewType;
	/** The closeup's pin, on a closeup. */
	pinId: string | null;
	/** ISO country of the request (UPS-12). */
	country: string;
	/** In the relaxation experiment group (UPS-04/10). Always false until experiments exist. */
	relaxation: boolean;
	userAgent: string;
	safari: boolean;
	/** UPS-12/22: phone-sized window, or the Android experience. */
	mobile: () => boolean;
	/** UPS-19: read on every use, so the switch takes effect at once. */
	promptsOff: () => boolean;
	/** UPS-11: the site owner switched the Safari wall on (SAFARI_LOGIN_WALL). */
	safariWall: boolean;
}

/** Reads the page's data, and applies `?ppm-unauth-android-experience=` (UPS-22). */
export function readUpsellPage(root: HTMLElement): UpsellPage {
	const data = root.dataset;
	const android = androidExperience(location.search, sessionFlag(ANDROID_EXPERIENCE_KEY));
	setSessionFlag(ANDROID_EXPERIENCE_KEY, android);
	return {
		type: (data.pageType ?? 'other') as PageViewType,
		pinId: data.pinId || null,
		country: data.country ?? '',
		relaxation: data.group === 'relaxation',
		userAgent: navigator.userAgent,
		safari: isSafari(navigator.userAgent),
		mobile: () => isMobileExperience(innerWidth, android),
		promptsOff: () => loginPromptsOff(cookieValue(document.cookie, LOGIN_PROMPTS_COOKIE)),
		safariWall: data.safariWall === 'on',
	};
}

/** A modal dialog is open (the auth modal, the outbound-link warning, any other). */
export function modalOpen(): boolean {
	return document.querySelector('[aria-modal="true"], dialog[open]') !== null;
}
