import { gridStyle, itemStyle, layoutAll } from '../masonry-layout.ts';

/**
 * Feed operations on server-rendered feed blocks (FED-04), in the browser. A feed region holds
 * `.feed` blocks, each a `ul.masonry` of cards laid out on the server (`MasonryGrid.astro`).
 * Appending adds whole blocks (FeedLoader); removing cards lays the block out again with the
 * same masonry code the server uses (card sizes come from the images' width and height
 * attributes), so no hole is left; a block without cards is removed entirely.
 */

/** The cards of a block whose `data-pin-id` is in `ids`. */
function cardsOf(list: HTMLUListElement, ids: ReadonlySet<string>): Element[] {
	return Array.from(list.children).filter((li) => {
		const id = li.querySelector<HTMLElement>('[data-pin-id]')?.dataset.pinId;
		return id !== undefined && ids.has(id);
	});
}

/** Lays the block's remaining cards out again, as the server would have. */
function relayout(list: HTMLUListElement): void {
	const items = Array.from(list.children, (li) => {
		const img = li.querySelector('img');
		return {
			width: Number(img?.getAttribute('width')) || 1,
			height: Number(img?.getAttribute('height')) || 1,
		};
	});
	const layouts = layoutAll(items);
	list.setAttribute('style', gridStyle(layouts));
	Array.from(list.children).forEach((li, i) => {
		li.setAttribute('style', itemStyle(layouts, i));
	});
}

/**
 * Removes the cards of `ids` from every block of `region`, laying each touched block out again.
 * A block left without cards goes, so a feed with no pins left is emptied entirely.
 */
export function removePinCards(region: ParentNode, ids: ReadonlySet<string>): void {
	if (ids.size === 0) return;
	for (const block of region.querySelectorAll<HTMLElement>(':scope > .feed')) {
		const list = block.querySelector<HTMLUListElement>('ul.masonry');
		if (!list) continue;
		const gone = cardsOf(list, ids);
		if (gone.length === 0) continue;
		for (const li of gone) li.remove();
		if (list.children.length === 0) block.remove();
		else relayout(list);
	}
}
