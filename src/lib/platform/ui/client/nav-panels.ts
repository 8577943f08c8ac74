/**
 * NAV-11: the vertical nav's panels and which item is highlighted.
 * - The panels are news, conversations, settings, create and categories (this build has the
 *   last three: "More options", "Create" and the signed-out "Ideas").
 * - While a panel is open its item is highlighted; while none is open at most one item is: the
 *   current page's. A page that is none of the items (a pin, another person's board, search)
 *   highlights nothing: marking Home there told people they were on the home feed when they
 *   were not (the spec's "only one item highlighted" is an upper bound).
 * - Closing a panel blocks highlighting for 125 ms (so the highlight does not flash back onto
 *   the page's item while the panel animates out); panel transitions take 100 ms (the CSS).
 */
export const NAV_PANELS = ['news', 'conversations', 'settings', 'create', 'categories'] as const;
export type NavPanel = (typeof NAV_PANELS)[number];

export const HIGHLIGHT_BLOCK_MS = 125;
export const PANEL_TRANSITION_MS = 100;

export interface NavPanelState {
	open: NavPanel | null;
	/** Until this time (ms) nothing is highlighted, after a panel closed. */
	blockedUntil: number;
}

export const initialNavPanelState: NavPanelState = { open: null, blockedUntil: 0 };

export function openPanel(state: NavPanelState, panel: NavPanel): NavPanelState {
	return { ...state, open: panel };
}

/** Closes `panel` if it is the open one (another panel opening first leaves nothing to close). */
export function closePanel(state: NavPanelState, panel: NavPanel, now: number): NavPanelState {
	if (state.open !== panel) return state;
	return { open: null, blockedUntil: now + HIGHLIGHT_BLOCK_MS };
}

/**
 * The highlighted item: the open panel's, else (outside the blocking window) the page's own.
 * `pageItem` is the item of the current route, or the nav's fallback.
 */
export function highlightedItem(
	state: NavPanelState,
	pageItem: string | null,
	now: number,
): string | null {
	if (state.open) return state.open;
	return now < state.blockedUntil ? null : pageItem;
}

/** Nav items by the routes they stand for, longest prefix first. */
export interface NavRoute {
	item: string;
	/** Exact path, or a prefix when it ends with `/` and `prefix` is true. */
	path: string;
	prefix?: boolean;
}

/** The item of `pathname` among `routes`, else `fallback`. */
export function pageItemOf(
	pathname: string,
	routes: readonly NavRoute[],
	fallback: string | null,
): string | null {
	for (const r of routes) {
		if (r.prefix ? pathname.startsWith(r.path) : pathname === r.path) return r.item;
	}
	return fallback;
}

/**
 * Drives `nav`'s highlight from its popover panels' toggle events. Items carry `data-nav-item`;
 * a panel (`[popover][data-nav-panel]`) names its panel; `data-page-item` on `nav` names the
 * page's item. The highlighted item gets `data-highlighted`.
 */
export function driveNavPanels(nav: HTMLElement): void {
	let state = initialNavPanelState;
	let timer: ReturnType<typeof setTimeout> | undefined;
	const pageItem = nav.dataset.pageItem || null;
	const paint = () => {
		const on = highlightedItem(state, pageItem, Date.now());
		for (const el of nav.querySelectorAll<HTMLElement>('[data-nav-item]')) {
			el.toggleAttribute('data-highlighted', el.dataset.navItem === on);
		}
	};
	for (const panel of nav.querySelectorAll<HTMLElement>('[data-nav-panel]')) {
		const name = panel.dataset.navPanel as NavPanel;
		panel.addEventListener('toggle', (event) => {
			const opened = (event as ToggleEvent).newState === 'open';
			state = opened ? openPanel(state, name) : closePanel(state, name, Date.now());
			clearTimeout(timer);
			if (!opened) timer = setTimeout(paint, HIGHLIGHT_BLOCK_MS);
			paint();
		});
	}
	paint();
	// From here the highlight is the script's (shell.css then ignores aria-current).
	nav.setAttribute('data-painted', '');
}
