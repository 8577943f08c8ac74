import type { StoryBlock, StoryPage } from './story-data.ts';

/**
 * How a story page is laid out (BLD-11, BLD-13, BLD-15), in fractions of the page so the editor's
 * preview, the closeup and the server-drawn cover picture place everything the same way.
 *
 * - A page is 9:16. Media blocks (image, video) sit with their top-left corner at
 *   (`edits.left`, `edits.top`) of the page and are `edits.scale` page widths wide, their height
 *   following the picture's own aspect ratio; what falls outside the page is cut off.
 * - Text blocks (heading, paragraph) flow in three groups by `vertical` (top, center, bottom)
 *   inside a padding of `STORY_PADDING` page widths, each aligned left or center.
 */
export const STORY_PADDING = 0.06;

/** Font size of a text block in page widths, by its type and BLD-15 size. */
const TEXT_SIZE = {
	heading: { sm: 0.065, md: 0.085, lg: 0.115 },
	paragraph: { sm: 0.042, md: 0.052, lg: 0.066 },
} as const;

export const STORY_LINE_HEIGHT = 1.25;

function isTextBlock(block: StoryBlock): boolean {
	return block.type === 'heading' || block.type === 'paragraph';
}

export function isMediaBlock(block: StoryBlock): boolean {
	return (
		(block.type === 'image' && block.mediaId !== null) ||
		(block.type === 'video' && block.videoId !== null)
	);
}

/** Font size of a text block, in page widths. */
export function textSize(block: StoryBlock): number {
	return TEXT_SIZE[block.type === 'heading' ? 'heading' : 'paragraph'][block.size];
}

export function textWeight(block: StoryBlock): number {
	return block.type === 'heading' ? 700 : 400;
}

/** What a text block shows: its text, upper-cased when its case says so (BLD-15). */
export function displayText(block: StoryBlock): string {
	return block.case === 'uppercase' ? block.text.toUpperCase() : block.text;
}

/** A media block's box: left and width in page widths, top in page heights. */
export function mediaBox(block: StoryBlock): { left: number; top: number; width: number } {
	return { left: block.edits.left, top: block.edits.top, width: block.edits.scale };
}

/** The text blocks of a page with something to show, by vertical group, in page order. */
export function textGroups(page: StoryPage): Record<StoryBlock['vertical'], StoryBlock[]> {
	const groups: Record<StoryBlock['vertical'], StoryBlock[]> = { top: [], center: [], bottom: [] };
	for (const block of page.blocks) {
		if (isTextBlock(block) && block.text.trim() !== '') groups[block.vertical].push(block);
	}
	return groups;
}

/** The font families a story uses (for loading only those, BLD-18). */
export function storyFamilies(pages: readonly StoryPage[]): string[] {
	const families = new Set<string>();
	for (const page of pages)
		for (const block of page.blocks)
			if (isTextBlock(block) && block.font && block.text.trim()) families.add(block.font);
	return [...families];
}
