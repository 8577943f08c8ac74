import { recordClientEvent } from '../../../platform/client/client-events.ts';
import { authHeading, type HeadingType } from '../login-headings.ts';
import {
	countMobileSignupDismissed,
	countMobileSignupShown,
	mobileSignupSuppressed,
	timesShownBucket,
} from '../mobile-signup.ts';
import { endUnauthSave, recordModalShown, type UpsellReason } from '../upsell-state.ts';
import { modalOpen, type UpsellPage } from './page-context.ts';
import {
	DISMISSED_FLAG_KEY,
	SEEN_FLAG_KEY,
	setSessionFlag,
	unauthState,
	upsellState,
} from './upsell-storage.ts';

/** The auth modal's events (`src/lib/identity/auth/client/auth-modal.store.ts`, `client/auth-modal-entry.ts`). */
const OPEN_EVENT = 'corkboard:auth-modal';
export const AUTH_MODAL_CLOSED_EVENT = 'corkboard:auth-modal-closed';
const SCRIPT_ID = 'auth-modal-script';

/** Reasons that are the "login modal" of UPS-04/08/11: showing one sets the session's seen flag. */
const LOGIN_PROMPT_REASONS: ReadonlySet<UpsellReason> = new Set([
	'pin_view',
	'navigation',
	'safari_wall',
]);

export interface UpsellModalRequest {
	reason: UpsellReason;
	headingType: HeadingType;
	/** The desktop mode; the mobile experience always opens the sign-up modal (UPS-12). */
	mode: 'login' | 'signup';
	/** The site opened it on its own (not a click on Save or Log in): UPS-19 can stop it. */
	prompt: boolean;
	/** Where to go after logging in or signing up (default: reload this page). */
	next?: string;
	/** UPS-06: the pin to save once the visitor has an account. */
	savePinId?: string;
	/** UPS-03 attribution label (the pin or board that led here). */
	attribution?: string | null;
	/** A page to open instead if the modal's code cannot load; null: stay. */
	fallback: string | null;
}

/**
 * Opens the auth modal for an upsell, after the rules that hold for every upsell: UPS-19 (no
 * prompts when switched off), UPS-12 (mobile: sign-up mode, suppression, counters, UPS-13
 * metric). Records the display props (UPS-03) and, for login prompts, the seen flag (UPS-04).
 * Answers false when the modal is not opened, so the caller lets the click go on.
 *
 * The modal's code is imported by URL like the header does (`LazyScript.astro`), and the
 * request travels as the data of a detached link, the form the modal's listener reads
 * (`authModalStateFromLink`); if the import fails, `fallback` opens instead.
 */
export function showUpsellModal(page: UpsellPage, request: UpsellModalRequest): boolean {
	if (request.prompt && page.promptsOff()) return false;
	const mobile = page.mobile();
	const mode = mobile ? 'signup' : request.mode;
	if (mobile) {
		const counters = unauthState().get().mobileSignupModal;
		const suppressed = mobileSignupSuppressed({
			anotherModalOpen: modalOpen(),
			country: page.country,
			counters,
			userAgent: page.userAgent,
		});
		if (suppressed) return false;
		const next = unauthState().update((s) => ({
			...s,
			mobileSignupModal: countMobileSignupShown(s.mobileSignupModal),
		}));
		recordClientEvent('unauth_mobile_signup_modal_shown', {
			reason: request.reason,
			times_shown_bucket: timesShownBucket(next.mobileSignupModal.shown),
		});
	}
	upsellState().update((s) =>
		recordModalShown(
			s,
			{
				headingType: request.headingType,
				attributionLabel: request.attribution ?? null,
				reason: request.reason,
			},
			Date.now(),
		),
	);
	if (LOGIN_PROMPT_REASONS.has(request.reason)) setSessionFlag(SEEN_FLAG_KEY, true);

	// Without an href the modal's listener has nothing to open when the modal fails: it stays.
	const link = document.createElement('a');
	if (request.fallback) link.href = request.fallback;
	Object.assign(link.dataset, {
		authModal: mode,
		authHeading: authHeading(request.headingType, mode),
		authReason: request.reason,
		...(request.next ? { authNext: request.next } : {}),
		...(request.savePinId ? { authSavePin: request.savePinId } : {}),
	});
	const src = document.getElementById(SCRIPT_ID)?.dataset.src;
	const fallback = () => {
		if (request.fallback) location.assign(request.fallback);
	};
	if (!src) {
		fallback();
		return true;
	}
	import(/* @vite-ignore */ src).then(
		() => dispatchEvent(new CustomEvent(OPEN_EVENT, { detail: link })),
		fallback,
	);
	return true;
}

/**
 * Records how upsell modals end when the visitor closes one: the dismissed flag (UPS-04/10
 * relaxation group), the mobile dismissal counter (UPS-12) and a pending save that ends
 * dismissed (UPS-06). The modal's own listener reports the closed state's data.
 */
export function watchUpsellDismissals(page: UpsellPage): void {
	addEventListener(AUTH_MODAL_CLOSED_EVENT, (event) => {
		const state = (event as CustomEvent<{ reason?: string; mode?: string } | null>).detail;
		if (!state?.reason) return;
		setSessionFlag(DISMISSED_FLAG_KEY, true);
		if (page.mobile() && state.mode === 'signup') {
			unauthState().update((s) => ({
				...s,
				mobileSignupModal: countMobileSignupDismissed(s.mobileSignupModal),
			}));
		}
		upsellState().update((s) => endUnauthSave(s, 'dismissed'));
	});
}
