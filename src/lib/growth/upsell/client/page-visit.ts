import { completedSearchOf } from '../completed-search.ts';
import { navigationUpsellDue } from '../navigation-upsell.ts';
import { isNavigational, isUpsellEligible } from '../page-view-type.ts';
import { touchRevisitation } from '../revisitation.ts';
import { sharedPinFromLanding, validSharedPin } from '../shared-pin.ts';
import { recordCloseupPin, recordSearch, recordVisitedPage } from '../unauth-state.ts';
import { recordFreePinView, recordNavigation } from '../upsell-state.ts';
import type { UpsellPage } from './page-context.ts';
import { showUpsellModal } from './upsell-modal.ts';
import { SEEN_FLAG_KEY, sessionFlag, unauthState, upsellState } from './upsell-storage.ts';

/**
 * Records this page view in the unauth state (UPS-01, UPS-15 revisitation, UPS-21 shared pin,
 * SRC-08 completed searches)
 * and the upsell state (UPS-03 session context, UPS-04 free pin views, UPS-08 navigation), then
 * opens the navigation login prompt when it is due. Runs once per page load (a page restored
 * from the back-forward cache is not a new view).
 */
export function recordPageVisit(page: UpsellPage, now = Date.now()): void {
	const path = location.pathname + location.search;
	const unauth = unauthState().update((s) => {
		const visit = touchRevisitation(s.revisitationState, now);
		let next = recordVisitedPage(s, path);
		const search = completedSearchOf(location.pathname, location.search, now);
		if (search) next = recordSearch(next, search);
		next = {
			...next,
			revisitationState: visit.state,
			daysSinceLastRevisitation: visit.newVisit
				? visit.daysSinceLastRevisitation
				: s.daysSinceLastRevisitation,
			sharedPin:
				sharedPinFromLanding(page.pinId, location.search, now) ?? validSharedPin(s.sharedPin, now),
		};
		return page.pinId ? recordCloseupPin(next, page.pinId) : next;
	});
	if (!isUpsellEligible(page.type)) return;
	const shared = unauth.sharedPin?.pinId;
	const upsell = upsellState().update((s) => {
		let next = s.sessionContext
			? s
			: {
					...s,
					sessionContext: {
						country: page.country.slice(0, 2),
						referrer: document.referrer.slice(0, 2048),
						unauthId: crypto.randomUUID?.() ?? String(Math.random()).slice(2),
						userAgent: page.userAgent.slice(0, 512),
					},
				};
		next = recordNavigation(next, {
			type: page.type,
			path,
			navigational: isNavigational(page.type),
		});
		// UPS-21: the pin someone shared is not one of the free views.
		return page.pinId && page.pinId !== shared ? recordFreePinView(next, page.pinId) : next;
	});
	const due = navigationUpsellDue({
		navigationCount: upsell.upsellEligibleNavigationCount,
		pinViews: upsell.freePinViews.length,
		uniqueNavigationalPages: upsell.navigationalPages.length,
		seen: sessionFlag(SEEN_FLAG_KEY),
	});
	if (due) {
		showUpsellModal(page, {
			reason: 'navigation',
			headingType: 'continue',
			mode: 'login',
			prompt: true,
			fallback: null,
		});
	}
}
