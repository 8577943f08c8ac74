import type { StoryBlock, StoryData, StoryPage } from './story-data.ts';

/**
 * A story pin's limits and rules that the browser needs as well as the server (PIN-17, BLD-11,
 * BLD-14, BLD-15), with no validation library: the signed-out story closeup and the builder
 * import these, and `story-data.ts` builds the server's shape from them.
 */

/** BLD-14: how long a page shows, and the most a video page plays before moving on. */
export const STORY_PAGE_MS = 5000;
export const STORY_MAX_VIDEO_PAGE_MS = 2000;
/** U-23: at most 10 pages, as a carousel has at most 10 pictures. */
export const STORY_MAX_PAGES = 10;
export const STORY_MAX_BLOCKS_PER_PAGE = 12;
export const STORY_TEXT_MAX = 500;

/** PIN-18: every block type a story may hold. */
export const STORY_BLOCK_TYPES = [
	'comment_reply_sticker',
	'generic_sticker',
	'heading',
	'image',
	'ingredient',
	'link',
	'mention_sticker',
	'music',
	'paragraph',
	'product_sticker',
	'supply',
	'video',
	'virtual_try_on_makeup_sticker',
] as const;

/** BLD-15: the text options of a story text block. */
export const STORY_TEXT_ALIGN = ['left', 'center'] as const;
export const STORY_TEXT_VERTICAL = ['top', 'center', 'bottom'] as const;
export const STORY_TEXT_SIZE = ['sm', 'md', 'lg'] as const;
export const STORY_TEXT_CASE = ['none', 'uppercase'] as const;

/** A page shows something: a block with text or media, or a link. An empty page is refused. */
export function storyPageIsEmpty(page: StoryPage): boolean {
	return (
		page.linkBlock === null &&
		!page.blocks.some((b) => b.text.trim() !== '' || b.mediaId !== null || b.videoId !== null)
	);
}

/** BLD-11: a fresh block of a type, with the shape's defaults (a paragraph, no edits). */
export function newStoryBlock(type: StoryBlock['type']): StoryBlock {
	return {
		type,
		text: '',
		mediaId: null,
		videoId: null,
		edits: { left: 0, top: 0, scale: 1, transform: 0 },
		align: 'left',
		vertical: 'top',
		size: 'md',
		case: 'none',
		font: null,
		color: '#111111',
	};
}

/** A fresh page: white (BLD-11's default), 9:16, nothing on it yet. */
export function newStoryPage(): StoryPage {
	return {
		backgroundColor: '#ffffff',
		layout: '9:16',
		blocks: [],
		linkBlock: null,
		is_removed: false,
	};
}

/** A new story of one empty page. */
export function newStoryData(): StoryData {
	return { pages: [newStoryPage()], mentionStickers: [], productStickers: [], is_removed: false };
}
