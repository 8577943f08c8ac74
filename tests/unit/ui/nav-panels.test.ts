import { describe, expect, it } from 'vitest';
import {
	closePanel,
	HIGHLIGHT_BLOCK_MS,
	highlightedItem,
	initialNavPanelState,
	NAV_PANELS,
	openPanel,
	PANEL_TRANSITION_MS,
	pageItemOf,
} from '~/lib/platform/ui/client/nav-panels.ts';

describe('NAV-11: nav panels and the highlighted item', () => {
	it('names the five panels and the timings', () => {
		expect(NAV_PANELS).toEqual(['news', 'conversations', 'settings', 'create', 'categories']);
		expect(HIGHLIGHT_BLOCK_MS).toBe(125);
		expect(PANEL_TRANSITION_MS).toBe(100);
	});

	it("highlights the page's item while no panel is open", () => {
		expect(highlightedItem(initialNavPanelState, 'home', 1000)).toBe('home');
	});

	it('highlights only the open panel while one is open', () => {
		const open = openPanel(initialNavPanelState, 'create');
		expect(highlightedItem(open, 'home', 1000)).toBe('create');
		expect(highlightedItem(openPanel(open, 'settings'), 'home', 1000)).toBe('settings');
	});

	it('blocks highlighting for 125 ms after a panel closes, then returns to the page item', () => {
		const closed = closePanel(openPanel(initialNavPanelState, 'create'), 'create', 1000);
		expect(highlightedItem(closed, 'home', 1000)).toBeNull();
		expect(highlightedItem(closed, 'home', 1124)).toBeNull();
		expect(highlightedItem(closed, 'home', 1125)).toBe('home');
	});

	it('ignores the close of a panel that is no longer the open one', () => {
		const state = openPanel(openPanel(initialNavPanelState, 'create'), 'settings');
		expect(closePanel(state, 'create', 1000)).toBe(state);
	});

	it('finds the page item by exact path or prefix, else the fallback', () => {
		const routes = [
			{ item: 'home', path: '/' },
			{ item: 'today', path: '/today/', prefix: true },
		];
		expect(pageItemOf('/', routes, null)).toBe('home');
		expect(pageItemOf('/today/best/x/1/', routes, null)).toBe('today');
		expect(pageItemOf('/pin/1/', routes, 'home')).toBe('home');
		expect(pageItemOf('/pin/1/', routes, null)).toBeNull();
	});
});
