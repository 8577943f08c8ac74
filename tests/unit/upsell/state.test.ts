import { describe, expect, it } from 'vitest';
import { persistedState } from '~/lib/growth/upsell/client/upsell-storage.ts';
import {
	emptyUnauthState,
	pagesForSignup,
	parseUnauthState,
	recordClickthrough,
	recordCloseupPin,
	recordSearch,
	recordVisitedPage,
} from '~/lib/growth/upsell/unauth-state.ts';
import {
	emptyUpsellState,
	endUnauthSave,
	hasSavedUnauthPin,
	parseUpsellState,
	recordFreePinView,
	recordModalShown,
	recordNavigation,
	startUnauthSave,
} from '~/lib/growth/upsell/upsell-state.ts';
import { MemoryStorage } from '../auth-client/memory-storage.ts';

describe('parseUnauthState (UPS-01)', () => {
	it('has every field of the spec, empty', () => {
		expect(emptyUnauthState()).toMatchObject({
			visitedUnauthPages: [],
			closeupPins: [],
			completedSearches: [],
			clickthroughPins: [],
			downloadedPinsCount: 0,
			savedPins: [],
			isQUS: false,
			revisitationState: { count: 0, time: null, ts: null },
			daysSinceLastRevisitation: null,
		});
	});

	it('reads tolerantly: bad JSON or a bad field falls back, the good fields stay', () => {
		expect(parseUnauthState('{not json')).toEqual(emptyUnauthState());
		expect(parseUnauthState('42')).toEqual(emptyUnauthState());
		const state = parseUnauthState(
			JSON.stringify({
				closeupPins: ['12', '34'],
				downloadedPinsCount: -3,
				savedPins: [{ id: '<script>' }],
				isQUS: 'yes',
				revisitationState: { count: 2, time: 5, ts: 9 },
			}),
		);
		expect(state.closeupPins).toEqual(['12', '34']);
		expect(state.downloadedPinsCount).toBe(0);
		expect(state.savedPins).toEqual([]);
		expect(state.isQUS).toBe(false);
		expect(state.revisitationState).toEqual({ count: 2, time: 5, ts: 9 });
	});

	it('U-09: lists keep their newest 50 entries, on read and on write', () => {
		const pages = Array.from({ length: 60 }, (_, i) => `/p/${i}`);
		expect(
			parseUnauthState(JSON.stringify({ visitedUnauthPages: pages })).visitedUnauthPages,
		).toEqual(pages.slice(10));
		let state = emptyUnauthState();
		for (const page of pages) state = recordVisitedPage(state, page);
		expect(state.visitedUnauthPages).toHaveLength(50);
		expect(state.visitedUnauthPages.at(-1)).toBe('/p/59');
		expect(pagesForSignup(state)).toEqual(pages.slice(10));
	});

	it('records closeups once each (latest last), clickthroughs and searches', () => {
		let state = recordCloseupPin(
			recordCloseupPin(recordCloseupPin(emptyUnauthState(), '1'), '2'),
			'1',
		);
		expect(state.closeupPins).toEqual(['2', '1']);
		state = recordClickthrough(state, {
			pinId: '1',
			link: 'https://example.com/a',
			imageSignature: null,
			domain: 'example.com',
		});
		expect(state.clickthroughPins).toHaveLength(1);
		const search = { query: 'Cake', rs: 'typed', scope: 'pins', rg: null, timestamp: 1 };
		state = recordSearch(recordSearch(state, search), { ...search, query: 'tea', timestamp: 2 });
		state = recordSearch(state, { ...search, query: 'cake', timestamp: 3 });
		expect(state.completedSearches.map((s) => s.query)).toEqual(['tea', 'cake']);
	});
});

describe('upsell state (UPS-03)', () => {
	it('holds the spec fields and reads tolerantly', () => {
		expect(emptyUpsellState()).toMatchObject({
			modal: null,
			lastShownTime: null,
			timesShownForSessionCount: 0,
			upsellEligibleNavigationCount: 0,
			sessionContext: null,
			currentPageViewType: null,
		});
		expect(parseUpsellState('{"modal":{"shown":true,"reason":"nope"}}').modal).toBeNull();
	});

	it('records a modal with its display props, the time and the session count', () => {
		const state = recordModalShown(
			emptyUpsellState(),
			{ headingType: 'continue', attributionLabel: '12', reason: 'pin_view' },
			1000,
		);
		expect(state.modal).toEqual({
			shown: true,
			headingType: 'continue',
			attributionLabel: '12',
			reason: 'pin_view',
		});
		expect(state.lastShownTime).toBe(1000);
		expect(state.timesShownForSessionCount).toBe(1);
		expect(parseUpsellState(JSON.stringify(state))).toEqual(state);
	});

	it('UPS-04/08: counts free pin views once each, and navigations with their page type', () => {
		let state = recordFreePinView(recordFreePinView(emptyUpsellState(), '1'), '1');
		expect(state.freePinViews).toEqual(['1']);
		state = recordNavigation(state, { type: 'closeup', path: '/pin/1/', navigational: false });
		state = recordNavigation(state, { type: 'home', path: '/', navigational: true });
		state = recordNavigation(state, { type: 'home', path: '/', navigational: true });
		expect(state.upsellEligibleNavigationCount).toBe(3);
		expect(state.navigationalPages).toEqual(['/']);
		expect(state.currentPageViewType).toBe('home');
	});

	it('UPS-06: a pending save ends dismissed or completed, once', () => {
		const pending = startUnauthSave(emptyUpsellState(), '7');
		expect(pending.unauthSave).toEqual({ pinId: '7', status: 'pending' });
		expect(hasSavedUnauthPin(pending)).toBe(false);
		const done = endUnauthSave(pending, 'completed');
		expect(hasSavedUnauthPin(done)).toBe(true);
		expect(endUnauthSave(done, 'dismissed')).toBe(done);
		expect(endUnauthSave(pending, 'dismissed').unauthSave?.status).toBe('dismissed');
		expect(endUnauthSave(emptyUpsellState(), 'completed').unauthSave).toBeNull();
	});
});

describe('persistedState (UPS-02)', () => {
	const make = (storage: MemoryStorage, allowed: { value: boolean }) =>
		persistedState({
			key: 'cb_unauth',
			storage: () => storage,
			parse: parseUnauthState,
			allowed: () => allowed.value,
		});

	it('with consent, state is stored and read back', () => {
		const storage = new MemoryStorage();
		const allowed = { value: true };
		make(storage, allowed).update((s) => recordCloseupPin(s, '5'));
		expect(JSON.parse(storage.getItem('cb_unauth') ?? '{}').closeupPins).toEqual(['5']);
		expect(make(storage, allowed).get().closeupPins).toEqual(['5']);
	});

	it('without consent, state lives in memory for the page and any stored copy is removed', () => {
		const storage = new MemoryStorage();
		storage.setItem('cb_unauth', JSON.stringify({ closeupPins: ['9'] }));
		const allowed = { value: false };
		const state = make(storage, allowed);
		expect(state.get().closeupPins).toEqual([]);
		expect(storage.getItem('cb_unauth')).toBeNull();
		state.update((s) => recordCloseupPin(s, '5'));
		expect(state.get().closeupPins).toEqual(['5']);
		expect(storage.length).toBe(0);
		// Consent given on this page: the next change is stored.
		allowed.value = true;
		state.update((s) => recordCloseupPin(s, '6'));
		expect(JSON.parse(storage.getItem('cb_unauth') ?? '{}').closeupPins).toEqual(['5', '6']);
	});

	it('refresh: a page back from the back-forward cache reads what later pages stored', () => {
		const storage = new MemoryStorage();
		const allowed = { value: true };
		const kept = make(storage, allowed);
		expect(kept.get().closeupPins).toEqual([]);
		make(storage, allowed).update((s) => recordCloseupPin(s, '8'));
		expect(kept.get().closeupPins).toEqual([]);
		kept.refresh();
		expect(kept.get().closeupPins).toEqual(['8']);
	});

	it('storage that throws (switched off, full) never breaks the page', () => {
		const broken = new MemoryStorage();
		broken.setItem = () => {
			throw new Error('QuotaExceededError');
		};
		const state = make(broken, { value: true });
		expect(state.update((s) => recordCloseupPin(s, '1')).closeupPins).toEqual(['1']);
	});
});
