import { TOAST_MS } from '../../../platform/ui/toast-duration.ts';
import { isCrawler } from '../visitor-agent.ts';
import { checkExtension } from './extension-check.ts';
import { readUpsellPage, UPSELL_ROOT_ID } from './page-context.ts';
import { recordPageVisit } from './page-visit.ts';
import { onOutboundClick, onPinCardClick } from './pin-clicks.ts';
import { watchScroll } from './scroll-banner.ts';
import { wireSettingsFlyout } from './settings-flyout.ts';
import { markSaved, onSaveClick } from './unauth-save.ts';
import { watchUpsellDismissals } from './upsell-modal.ts';
import { unauthState, upsellState } from './upsell-storage.ts';

/**
 * The signed-out upsells of one page (`UnauthUpsells.astro` loads this on every page a
 * signed-out visitor sees): records the visit, then listens for the clicks and scrolling the
 * rules react to. Click listeners run in the capture phase, ahead of the header's and the
 * outbound links' own listeners, so a click the upsell takes over never reaches them.
 */
export function startUnauthUpsells(): void {
	const root = document.getElementById(UPSELL_ROOT_ID);
	if (!root) return;
	const page = readUpsellPage(root);
	const status = document.querySelector<HTMLElement>('[data-upsell-status]');
	const announce = (text: string) => {
		if (!status) return;
		const toast = document.createElement('p');
		toast.className = 'toaster__toast';
		toast.textContent = text;
		status.replaceChildren(toast);
		setTimeout(() => toast.remove(), TOAST_MS);
	};
	watchUpsellDismissals(page);
	recordPageVisit(page);
	markSaved();
	// Back to a page kept in the back-forward cache: not a new view, but what the pages after it
	// counted must be seen (UPS-04's count before the next card click).
	addEventListener('pageshow', (event) => {
		if (!event.persisted) return;
		unauthState().refresh();
		upsellState().refresh();
		markSaved();
	});
	document.addEventListener(
		'click',
		(event) => {
			onSaveClick(page, event, announce);
			onPinCardClick(page, event);
			onOutboundClick(page, event);
		},
		true,
	);
	// "Bots get no hybrid banner": crawlers index the page, not the prompt.
	const banner = isCrawler(navigator.userAgent)
		? null
		: document.querySelector<HTMLElement>('[data-scroll-banner]');
	const recheck = watchScroll(page, banner);
	wireSettingsFlyout(recheck);
	const extension = document.querySelector<HTMLElement>('[data-extension-upsell]');
	if (extension) checkExtension(extension, page.mobile());
}
