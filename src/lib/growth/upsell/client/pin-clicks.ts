import { countPinLinkClick, pinLinkUpsellDue } from '../pin-link-upsell.ts';
import { pinViewUpsellDue } from '../pin-view-upsell.ts';
import { validSharedPin } from '../shared-pin.ts';
import { recordClickthrough } from '../unauth-state.ts';
import { modalOpen, type UpsellPage } from './page-context.ts';
import { showUpsellModal } from './upsell-modal.ts';
import {
	DISMISSED_FLAG_KEY,
	SEEN_FLAG_KEY,
	sessionFlag,
	unauthState,
	upsellState,
} from './upsell-storage.ts';

/** A plain left click (a modified click opens a tab or a window, which is the visitor's call). */
export function plainClick(event: MouseEvent): boolean {
	return (
		!event.defaultPrevented &&
		event.button === 0 &&
		!event.metaKey &&
		!event.ctrlKey &&
		!event.shiftKey &&
		!event.altKey
	);
}

/**
 * UPS-04: a click on a pin card that would open the 4th free pin opens the login modal instead
 * (its `next` is that pin, so logging in goes on to it). Pins already opened in this session and
 * the pin shared into it (UPS-21) are never stopped. Closing the modal leaves the visitor on the
 * page; the seen flag then lets the next click through.
 */
export function onPinCardClick(page: UpsellPage, event: MouseEvent): void {
	if (!plainClick(event)) return;
	const card = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(
		'a.pin-card[data-pin-id]',
	);
	const id = card?.dataset.pinId;
	if (!card || !id) return;
	const views = upsellState().get().freePinViews;
	if (views.includes(id) || validSharedPin(unauthState().get().sharedPin, Date.now())?.pinId === id)
		return;
	const due = pinViewUpsellDue({
		clickCount: views.length,
		seen: sessionFlag(SEEN_FLAG_KEY),
		dismissed: sessionFlag(DISMISSED_FLAG_KEY),
		relaxation: page.relaxation,
	});
	if (!due) return;
	const shown = showUpsellModal(page, {
		reason: 'pin_view',
		headingType: 'continue',
		mode: 'login',
		prompt: true,
		next: card.href,
		attribution: id,
		fallback: card.href,
	});
	if (shown) event.preventDefault();
}

/**
 * UPS-07: counts a click on a pin's outbound link (and keeps it in `clickthroughPins`, UPS-01);
 * at the 2nd, 7th, 12th… click of the 7-day counter the upsell modal opens. The link itself
 * opens as always (in a new tab), so the modal waits for the visitor to come back to this tab,
 * and gives way to the outbound-link warning if that opened instead.
 */
export function onOutboundClick(page: UpsellPage, event: MouseEvent): void {
	if (event.button !== 0) return;
	const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(
		'a[data-offsite-link]',
	);
	const pinId = link?.dataset.pinId;
	if (!link || !pinId) return;
	const url = link.dataset.url ?? '';
	let domain: string | null = null;
	try {
		domain = new URL(url).hostname.slice(0, 253);
	} catch {
		domain = null;
	}
	const state = unauthState().update((s) =>
		recordClickthrough(
			{ ...s, pinLinkClicks: countPinLinkClick(s.pinLinkClicks, Date.now()) },
			{ pinId, link: url.slice(0, 2048), imageSignature: null, domain },
		),
	);
	if (!pinLinkUpsellDue(state.pinLinkClicks.count) || page.promptsOff()) return;
	whenBack(() => {
		if (modalOpen()) return;
		showUpsellModal(page, {
			reason: 'pin_link',
			headingType: 'continue',
			mode: 'login',
			prompt: true,
			attribution: pinId,
			fallback: null,
		});
	});
}

/** Runs `fn` once this tab is in front again (at once, after a short pause, if it never left). */
function whenBack(fn: () => void): void {
	setTimeout(() => {
		if (document.visibilityState === 'visible') return fn();
		const onVisible = () => {
			if (document.visibilityState !== 'visible') return;
			document.removeEventListener('visibilitychange', onVisible);
			fn();
		};
		document.addEventListener('visibilitychange', onVisible);
	}, 1000);
}
