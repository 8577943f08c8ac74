import {
	type ColumnTotals,
	gridStyle,
	itemStyle,
	layoutAll,
	MAX_COLUMNS,
	type MasonryItem,
	MIN_COLUMNS,
	type Placement,
	totalsOf,
} from '../masonry-layout.ts';

/**
 * Operations on a server-rendered pin grid in the browser (FED-01, FED-04): one `ul[data-grid]`
 * per page, either a masonry (`ul.masonry`, `MasonryGrid.astro`: each card placed on the server
 * for every column count) or a plain CSS grid (`DiscoveryGrid.astro`).
 * - `appendCards` adds the next page's cards to the one list: on a masonry each goes into the
 *   shortest column, continuing from the columns' totals, with the server's own layout code, so
 *   the grid is one continuous masonry and nothing already placed moves;
 * - `removePinCards` takes cards out and lays the list out again (no hole is left).
 * Card sizes come from the images' width and height attributes, as on the server.
 */

/** The size of a card's image, as the server laid it out. */
function itemOf(li: Element): MasonryItem {
	const img = li.querySelector('img');
	return {
		width: Number(img?.getAttribute('width')) || 1,
		height: Number(img?.getAttribute('height')) || 1,
	};
}

/** A placed card's placement for every column count, read back from `--cK`/`--aK`/`--nK`. */
function placementsOf(li: HTMLElement): Map<number, Placement> {
	const at = new Map<number, Placement>();
	for (let k = MIN_COLUMNS; k <= MAX_COLUMNS; k++) {
		const column = Number.parseInt(li.style.getPropertyValue(`--c${k}`), 10);
		const a = Number.parseFloat(li.style.getPropertyValue(`--a${k}`));
		const n = Number.parseInt(li.style.getPropertyValue(`--n${k}`), 10);
		if (Number.isFinite(column) && Number.isFinite(a) && Number.isFinite(n))
			at.set(k, { column, a, n });
	}
	return at;
}

/** The masonry's column totals per column count, from its placed cards. */
function masonryTotals(list: HTMLUListElement): Map<number, ColumnTotals> {
	return totalsOf(
		Array.from(list.children as HTMLCollectionOf<HTMLElement>, (li) => ({
			item: itemOf(li),
			at: placementsOf(li),
		})),
	);
}

/** Pin id of a card (its link's `data-pin-id`, or the pin address it links to). */
function pinIdOf(li: Element): string | undefined {
	const tagged = li.querySelector<HTMLElement>('[data-pin-id]')?.dataset.pinId;
	if (tagged) return tagged;
	return li
		.querySelector('a[href]')
		?.getAttribute('href')
		?.match(/^\/(?:pin|tv)\/(\d+)\//)?.[1];
}

/**
 * Appends `cards` (the next page's `<li>`s) to `list`, leaving out pins it already shows. On a
 * masonry the new cards continue the layout: each into the column shortest so far.
 */
export function appendCards(list: HTMLUListElement, cards: readonly Element[]): number {
	const shown = new Set(Array.from(list.children, pinIdOf).filter((id) => id !== undefined));
	const fresh = cards.filter((li) => {
		const id = pinIdOf(li);
		if (id === undefined) return true;
		if (shown.has(id)) return false;
		shown.add(id);
		return true;
	});
	if (fresh.length === 0) return 0;
	if (list.classList.contains('masonry')) {
		const layouts = layoutAll(fresh.map(itemOf), masonryTotals(list));
		fresh.forEach((li, i) => {
			li.setAttribute('style', itemStyle(layouts, i));
		});
		list.append(...fresh);
		list.setAttribute('style', gridStyle(layouts));
	} else {
		list.append(...fresh);
	}
	return fresh.length;
}

/** Lays the masonry's cards out again from the top, as the server would have. */
function relayout(list: HTMLUListElement): void {
	const layouts = layoutAll(Array.from(list.children, itemOf));
	list.setAttribute('style', gridStyle(layouts));
	Array.from(list.children).forEach((li, i) => {
		li.setAttribute('style', itemStyle(layouts, i));
	});
}

/** Removes the cards of `ids` from `list`; a masonry is laid out again so no hole is left. */
export function removePinCards(list: HTMLUListElement, ids: ReadonlySet<string>): void {
	if (ids.size === 0) return;
	const gone = Array.from(list.children).filter((li) => {
		const id = pinIdOf(li);
		return id !== undefined && ids.has(id);
	});
	if (gone.length === 0) return;
	for (const li of gone) li.remove();
	if (list.classList.contains('masonry')) relayout(list);
}
