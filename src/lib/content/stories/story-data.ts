import { z } from 'zod';
import errorsDetail from '~/messages/errors-detail/index.ts';
import {
	STORY_BLOCK_TYPES,
	STORY_MAX_BLOCKS_PER_PAGE,
	STORY_MAX_PAGES,
	STORY_TEXT_ALIGN,
	STORY_TEXT_CASE,
	STORY_TEXT_MAX,
	STORY_TEXT_SIZE,
	STORY_TEXT_VERTICAL,
} from './story-rules.ts';

/**
 * A story pin's pages (PIN-17, BLD-11): the one shape the builder sends, the draft and the pin
 * store (`story_data` JSON) and the closeup plays. The server's shape only: the limits and
 * rules the browser needs too are in `story-rules.ts`, which no zod rides along with (the
 * signed-out story closeup and the builder ship them; zod itself stays on the server).
 *
 * Of the block types of PIN-18 the builder makes `heading`, `paragraph`, `image`, `video` and
 * `link`; the others (stickers, ingredients, supplies, music, try-on) are read and kept when a
 * client sends them but not drawn.
 */

const hexColor = z
	.string()
	.regex(/^#[0-9a-fA-F]{6}$/, { error: () => errorsDetail().storyColour() });
const id = z.string().regex(/^\d{1,20}$/);

/** BLD-11: where a block sits on its page (left/top in 0..1 of the page) and its scale. */
const edits = z.object({
	left: z.number().min(0).max(1).default(0),
	top: z.number().min(0).max(1).default(0),
	scale: z.number().min(0.1).max(4).default(1),
	/** A CSS-like rotation in degrees; the editor only sets 0. */
	transform: z.number().min(-360).max(360).default(0),
});

const storyBlock = z.object({
	type: z.enum(STORY_BLOCK_TYPES).default('paragraph'),
	text: z.string().max(STORY_TEXT_MAX).default(''),
	/** An image block's media id, a video block's video id. */
	mediaId: id.nullable().default(null),
	videoId: id.nullable().default(null),
	edits: edits.default({ left: 0, top: 0, scale: 1, transform: 0 }),
	align: z.enum(STORY_TEXT_ALIGN).default('left'),
	vertical: z.enum(STORY_TEXT_VERTICAL).default('top'),
	size: z.enum(STORY_TEXT_SIZE).default('md'),
	case: z.enum(STORY_TEXT_CASE).default('none'),
	/** A font family from the fonts list (BLD-18); null for the default. */
	font: z.string().max(64).nullable().default(null),
	color: hexColor.default('#111111'),
});

/** A link block (BLD-17's story link): where the page sends a reader. */
const linkBlock = z.object({ url: z.string().max(2048), label: z.string().max(100).default('') });

const storyPage = z.object({
	backgroundColor: hexColor.default('#ffffff'),
	/** BLD-13: story pages are 9:16. */
	layout: z.literal('9:16').default('9:16'),
	blocks: z.array(storyBlock).max(STORY_MAX_BLOCKS_PER_PAGE).default([]),
	linkBlock: linkBlock.nullable().default(null),
	is_removed: z.boolean().default(false),
});

/** PIN-17: pages, blocks, mention and product stickers, and the removed flag. */
export const storyDataSchema = z.object({
	pages: z.array(storyPage).min(1).max(STORY_MAX_PAGES),
	mentionStickers: z.array(z.object({ userId: id, page: z.number().int().min(0) })).default([]),
	productStickers: z
		.array(z.object({ link: z.string().max(2048), page: z.number().int().min(0) }))
		.default([]),
	is_removed: z.boolean().default(false),
});

export type StoryData = z.infer<typeof storyDataSchema>;
export type StoryPage = StoryData['pages'][number];
export type StoryBlock = StoryPage['blocks'][number];

/** Stored story JSON read back; damaged data reads as null (the pin shows as a plain picture). */
export function parseStoryData(json: string | null): StoryData | null {
	if (json === null) return null;
	try {
		const parsed = storyDataSchema.safeParse(JSON.parse(json));
		return parsed.success ? parsed.data : null;
	} catch {
		return null;
	}
}
