import { gridStyle, itemStyle, layoutAll } from './masonry-layout.ts';

/**
 * Feed operations on server-rendered feed blocks (FED-04), in the browser. A feed region holds
 * `.feed` blocks, each a `ul.masonry` of cards laid out on the server (`MasonryGrid.astro`).
 * Appending adds whole blocks (FeedLoader); removing cards lays the block out again with the
 * same masonry code the server uses (card sizes come from the images' width and height
 * attributes), so no hole is left; a block without cards is removed entirely.
 */

/** The cards of a block whose `data-pin-id` is (or, `inverse`, is not) in `ids`. */
function cardsToRemove(list: HTMLUListElement, ids: ReadonlySet<string>, inverse: boolean) {
	return Array.from(list.children).filter((li) => {
		const id = li.querySelector<HTMLElement>('[data-pin-id]')?.dataset.pinId;
		if (id === undefined) return false;
		return inverse ? !ids.has(id) : ids.has(id);
	});
}

/** Lays the block's remaining cards out again, as the server would have. */
export function relayout(list: HTMLUListElement): void {
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
 * Removes the cards of `ids` from every block of `region` (with `inverse`, every card *not* in
 * `ids`: "remove with inverse selection"). Blocks left without cards go; when no card is left
 * at all, every block goes (the feed is emptied entirely). Returns how many cards went.
 */
export function removePinCards(
	region: ParentNode,
	ids: ReadonlySet<string>,
	options: { inverse?: boolean } = {},
): number {
	let removed = 0;
	const blocks = Array.from(region.querySelectorAll<HTMLElement>(':scope > .feed'));
	for (const block of blocks) {
		const list = block.querySelector<HTMLUListElement>('ul.masonry');
		if (!list) continue;
		const gone = cardsToRemove(list, ids, options.inverse ?? false);
		if (gone.length === 0) continue;
		for (const li of gone) li.remove();
		removed += gone.length;
		if (list.children.length === 0) block.remove();
		else relayout(list);
	}
	const left = region.querySelectorAll(':scope > .feed [data-pin-id]').length;
	if (left === 0) for (const block of region.querySelectorAll(':scope > .feed')) block.remove();
	return removed;
}
