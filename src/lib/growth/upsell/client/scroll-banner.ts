import { isFirstVisit } from '../revisitation.ts';
import { safariLoginWallDue, scrollBannerVisible } from '../scroll-banner.ts';
import { modalOpen, type UpsellPage } from './page-context.ts';
import { AUTH_MODAL_CLOSED_EVENT, showUpsellModal } from './upsell-modal.ts';
import {
	DISMISSED_FLAG_KEY,
	localFlag,
	SAFARI_WALL_DISMISSED_KEY,
	SEEN_FLAG_KEY,
	sessionFlag,
	setLocalFlag,
	unauthState,
} from './upsell-storage.ts';

/** The spec's scroll throttle. */
const THROTTLE_MS = 10;

/**
 * UPS-09/10: shows and hides the server-rendered scroll banner as the page scrolls (desktop
 * only; the mobile experience has none). Also hidden while the cookie-consent banner waits for
 * an answer (both sit at the bottom, and consent comes first) and when login prompts are off
 * (UPS-19). UPS-11: the Safari login wall, where the site owner switched it on; closing it
 * (button or Escape) gives scrolling back and keeps it away in this browser. Answers a function
 * that re-checks at once (after the prompts switch changes).
 */
export function watchScroll(page: UpsellPage, banner: HTMLElement | null): () => void {
	let visible = false;
	let walled = false;
	const update = () => {
		const top = document.scrollingElement?.scrollTop ?? scrollY;
		const off = page.promptsOff();
		if (banner) {
			const show =
				!off &&
				!page.mobile() &&
				document.querySelector('[data-consent-banner]') === null &&
				scrollBannerVisible(visible, top, {
					isSafari: page.safari,
					modalOpen: modalOpen(),
					relaxation: page.relaxation,
					loginModalDismissed: sessionFlag(DISMISSED_FLAG_KEY),
				});
			if (show !== visible) {
				visible = show;
				banner.hidden = !show;
			}
		}
		const wall =
			!off &&
			!walled &&
			safariLoginWallDue({
				enabled: page.safariWall,
				dismissed: localFlag(SAFARI_WALL_DISMISSED_KEY),
				isSafari: page.safari,
				scrollTop: top,
				firstVisit: isFirstVisit(unauthState().get().revisitationState),
				seenLoginModal: sessionFlag(SEEN_FLAG_KEY),
			});
		if (wall) {
			walled = true;
			// The modal stops the page scrolling while it is open (`use-modal-focus.ts`) and gives
			// scrolling back when it closes: the wall sets no overflow of its own, which the modal
			// would then restore as the page's.
			showUpsellModal(page, {
				reason: 'safari_wall',
				headingType: 'continue',
				mode: 'login',
				prompt: true,
				fallback: null,
			});
		}
	};
	addEventListener(AUTH_MODAL_CLOSED_EVENT, (event) => {
		const state = (event as CustomEvent<{ reason?: string } | null>).detail;
		if (state?.reason !== 'safari_wall') return;
		setLocalFlag(SAFARI_WALL_DISMISSED_KEY);
	});
	let timer = 0;
	addEventListener(
		'scroll',
		() => {
			if (timer) return;
			timer = window.setTimeout(() => {
				timer = 0;
				update();
			}, THROTTLE_MS);
		},
		{ passive: true },
	);
	update();
	return update;
}
