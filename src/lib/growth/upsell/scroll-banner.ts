/**
 * UPS-09..11: the signed-out desktop scroll banner and the Safari login wall.
 *
 * - The banner appears once `scrollTop` passes 64 px and hides again under 64 px; scrolling is
 *   considered only while `scrollTop` is below 4000 px (beyond, the banner keeps its state).
 * - It is not shown on Safari, while a modal is open, or when the scroll session count
 *   (`ceil(scrollTop / 800)`) equals 3; in the relaxation group also not once the login modal
 *   was dismissed.
 * - Past 4000 px, a first-time Safari visitor who has not seen the login modal meets the login
 *   wall: scrolling stops and the login modal opens. Only where the site owner switched it on
 *   (SAFARI_LOGIN_WALL, off by default), and never again in this browser once dismissed: the
 *   wall closes like any modal (its close button, Escape) and scrolling comes back.
 */
const SCROLL_BANNER_SHOW_PX = 64;
const SCROLL_BANNER_LIMIT_PX = 4000;
const SCROLL_SESSION_STEP_PX = 800;
const HIDDEN_SCROLL_SESSION = 3;

/** UPS-10: scroll session count = scrollTop / 800, rounded up. */
export function scrollSessionCount(scrollTop: number): number {
	return Math.ceil(Math.max(0, scrollTop) / SCROLL_SESSION_STEP_PX);
}

export interface ScrollBannerContext {
	isSafari: boolean;
	/** A modal dialog is open (the "open-modal experience"). */
	modalOpen: boolean;
	relaxation: boolean;
	/** The login modal was dismissed in this session. */
	loginModalDismissed: boolean;
}

/** Whether the banner shows at `scrollTop`, given whether it showed before. */
export function scrollBannerVisible(
	wasVisible: boolean,
	scrollTop: number,
	context: ScrollBannerContext,
): boolean {
	if (context.isSafari || context.modalOpen) return false;
	if (context.relaxation && context.loginModalDismissed) return false;
	if (scrollTop >= SCROLL_BANNER_LIMIT_PX) return wasVisible;
	if (scrollSessionCount(scrollTop) === HIDDEN_SCROLL_SESSION) return false;
	if (scrollTop > SCROLL_BANNER_SHOW_PX) return true;
	if (scrollTop < SCROLL_BANNER_SHOW_PX) return false;
	return wasVisible;
}

export interface SafariWallInput {
	/** The site owner switched the wall on (SAFARI_LOGIN_WALL). */
	enabled: boolean;
	/** The visitor closed the wall before, in this browser. */
	dismissed: boolean;
	isSafari: boolean;
	scrollTop: number;
	/** This is the visitor's first visit (UPS-15 count of at most 1). */
	firstVisit: boolean;
	seenLoginModal: boolean;
}

/** UPS-11: whether scrolling stops behind the login modal. */
export function safariLoginWallDue(input: SafariWallInput): boolean {
	return (
		input.enabled &&
		!input.dismissed &&
		input.isSafari &&
		input.scrollTop > SCROLL_BANNER_LIMIT_PX &&
		input.firstVisit &&
		!input.seenLoginModal
	);
}
