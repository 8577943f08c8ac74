import type { StoryBlock, StoryData, StoryPage } from './story-data.ts';
import {
	newStoryBlock,
	newStoryPage,
	STORY_MAX_BLOCKS_PER_PAGE,
	STORY_MAX_PAGES,
} from './story-rules.ts';

/**
 * The story editor's changes, as pure functions of the story (PIN-17, BLD-11, U-23): each
 * answers a new story and leaves the old one alone, so the editor hands every change to its
 * `onChange` and the draft stays the one source of truth.
 */

/** A fresh block of a type, with the defaults of the shape (BLD-11: paragraph, no edits). */
export function newBlock(type: StoryBlock['type'], fields: Partial<StoryBlock> = {}): StoryBlock {
	const base = newStoryBlock(type);
	const heading = type === 'heading' ? { size: 'lg' as const } : {};
	return { ...base, ...heading, ...fields };
}

export function canAddPage(story: StoryData): boolean {
	return story.pages.length < STORY_MAX_PAGES;
}

export function canAddBlock(page: StoryPage): boolean {
	return page.blocks.length < STORY_MAX_BLOCKS_PER_PAGE;
}

/** Adds a page after `after` (default: at the end); at 10 pages nothing changes. */
export function addPage(story: StoryData, after = story.pages.length - 1): StoryData {
	if (!canAddPage(story)) return story;
	const pages = [...story.pages];
	pages.splice(after + 1, 0, newStoryPage());
	return { ...story, pages };
}

/** Removes page `index`; the last page is emptied instead, as a story has at least one. */
export function removePage(story: StoryData, index: number): StoryData {
	if (story.pages.length <= 1) return { ...story, pages: [newStoryPage()] };
	return {
		...story,
		pages: story.pages.filter((_, i) => i !== index),
		// Stickers follow their page; those of the removed one go.
		mentionStickers: shiftStickers(story.mentionStickers, index),
		productStickers: shiftStickers(story.productStickers, index),
	};
}

function shiftStickers<T extends { page: number }>(stickers: T[], removed: number): T[] {
	return stickers
		.filter((s) => s.page !== removed)
		.map((s) => (s.page > removed ? { ...s, page: s.page - 1 } : s));
}

/** Moves page `from` to `to` (both clamped). */
export function movePage(story: StoryData, from: number, to: number): StoryData {
	const target = Math.max(0, Math.min(story.pages.length - 1, to));
	if (from === target || from < 0 || from >= story.pages.length) return story;
	const pages = [...story.pages];
	const [page] = pages.splice(from, 1);
	pages.splice(target, 0, page!);
	const remap = (p: number) => {
		if (p === from) return target;
		if (from < target && p > from && p <= target) return p - 1;
		if (from > target && p >= target && p < from) return p + 1;
		return p;
	};
	return {
		...story,
		pages,
		mentionStickers: story.mentionStickers.map((s) => ({ ...s, page: remap(s.page) })),
		productStickers: story.productStickers.map((s) => ({ ...s, page: remap(s.page) })),
	};
}

export function updatePage(story: StoryData, index: number, change: Partial<StoryPage>): StoryData {
	return { ...story, pages: story.pages.map((p, i) => (i === index ? { ...p, ...change } : p)) };
}

export function addBlock(story: StoryData, pageIndex: number, block: StoryBlock): StoryData {
	const page = story.pages[pageIndex];
	if (!page || !canAddBlock(page)) return story;
	return updatePage(story, pageIndex, { blocks: [...page.blocks, block] });
}

export function updateBlock(
	story: StoryData,
	pageIndex: number,
	blockIndex: number,
	change: Partial<StoryBlock>,
): StoryData {
	const page = story.pages[pageIndex];
	if (!page) return story;
	return updatePage(story, pageIndex, {
		blocks: page.blocks.map((b, i) => (i === blockIndex ? { ...b, ...change } : b)),
	});
}

export function removeBlock(story: StoryData, pageIndex: number, blockIndex: number): StoryData {
	const page = story.pages[pageIndex];
	if (!page) return story;
	return updatePage(story, pageIndex, { blocks: page.blocks.filter((_, i) => i !== blockIndex) });
}

/** Moves a block one place earlier (-1) or later (+1) on its page (later blocks draw on top). */
export function moveBlock(
	story: StoryData,
	pageIndex: number,
	blockIndex: number,
	by: -1 | 1,
): StoryData {
	const page = story.pages[pageIndex];
	const to = blockIndex + by;
	if (!page || to < 0 || to >= page.blocks.length) return story;
	const blocks = [...page.blocks];
	const [block] = blocks.splice(blockIndex, 1);
	blocks.splice(to, 0, block!);
	return updatePage(story, pageIndex, { blocks });
}
