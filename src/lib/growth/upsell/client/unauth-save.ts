import upsellClient from '~/messages/upsell-client/index.ts';
import { quickSaveDecision } from '../quick-save.ts';
import { startUnauthSave } from '../upsell-state.ts';
import type { UpsellPage } from './page-context.ts';
import { plainClick } from './pin-clicks.ts';
import { showUpsellModal } from './upsell-modal.ts';
import { unauthState, upsellState } from './upsell-storage.ts';

/** Signed-out Save links (`MasonryGrid.astro`, the closeup) carry their pin's id here. */
const SAVE_SELECTOR = 'a[data-unauth-save]';

/**
 * A signed-out Save click.
 * - Desktop (UPS-05): the sign-up modal, remembering the pin (UPS-06 `unauthSavePinId`); after
 *   signing up it is saved and the visitor lands on its closeup, which shows where it went.
 * - Mobile experience (UPS-14): a quick save kept in this browser, up to the cap; once the cap is
 *   reached the save is blocked and the (mobile) sign-up modal opens with that pin pending.
 * When no modal may open (UPS-12 suppression), the link is followed: the save page asks to log in.
 */
export function onSaveClick(page: UpsellPage, event: MouseEvent, announce: (text: string) => void) {
	if (!plainClick(event)) return;
	const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(SAVE_SELECTOR);
	const pinId = link?.dataset.unauthSave;
	if (!link || !pinId) return;
	// The header's listener would otherwise open the login modal for a `data-auth-modal` link.
	event.stopPropagation();
	if (page.mobile()) {
		const decision = quickSaveDecision(unauthState().get().savedPins, pinId);
		if (decision !== 'blocked') {
			event.preventDefault();
			if (decision === 'save') {
				unauthState().update((s) => ({
					...s,
					savedPins: [...s.savedPins, { id: pinId }],
					isQUS: true,
				}));
			}
			markSaved(pinId);
			announce(upsellClient().savedForNow());
			return;
		}
	}
	const shown = showUpsellModal(page, {
		reason: page.mobile() ? 'quick_save_cap' : 'save',
		headingType: 'save',
		mode: 'signup',
		prompt: false,
		next: `/pin/${pinId}/`,
		savePinId: pinId,
		attribution: pinId,
		fallback: link.href,
	});
	if (!shown) return;
	event.preventDefault();
	upsellState().update((s) => startUnauthSave(s, pinId));
}

/** Shows the pins kept in this browser (UPS-14) as saved on every Save link of theirs. */
export function markSaved(pinId?: string): void {
	const ids = pinId
		? [pinId]
		: unauthState()
				.get()
				.savedPins.map((p) => p.id);
	for (const id of ids) {
		for (const link of document.querySelectorAll<HTMLElement>(
			`${SAVE_SELECTOR}[data-unauth-save="${id}"]`,
		)) {
			link.textContent = upsellClient().saved();
			// Phones show a card's Save link only once its pin is saved (masonry.css).
			link.classList.add('is-saved');
		}
	}
}
