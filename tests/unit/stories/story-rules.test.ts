import { describe, expect, it } from 'vitest';
import { wrapText } from '~/lib/content/stories/story-cover.server.ts';
import { storyDataSchema } from '~/lib/content/stories/story-data.ts';
import {
	addPage,
	movePage,
	newBlock,
	removePage,
	updateBlock,
} from '~/lib/content/stories/story-edit.ts';
import {
	STORY_FONTS,
	storyFontFaceCss,
	storyFontStack,
} from '~/lib/content/stories/story-fonts.ts';
import {
	displayText,
	storyFamilies,
	textGroups,
	textSize,
} from '~/lib/content/stories/story-layout.ts';
import { checkedShape } from '~/lib/content/stories/story-pin.server.ts';
import {
	goTo,
	initialState,
	isPlaying,
	pageDuration,
	setPaused,
	tick,
	togglePlay,
} from '~/lib/content/stories/story-player.ts';
import {
	newStoryBlock,
	newStoryData,
	newStoryPage,
	STORY_BLOCK_TYPES,
	STORY_MAX_PAGES,
	STORY_MAX_VIDEO_PAGE_MS,
	STORY_PAGE_MS,
	storyPageIsEmpty,
} from '~/lib/content/stories/story-rules.ts';
import { AppError } from '~/lib/platform/http/errors.ts';

const parse = (x: unknown) => storyDataSchema.parse(x);

function codeOf(fn: () => unknown): string | null {
	try {
		fn();
		return null;
	} catch (e) {
		return e instanceof AppError ? e.code : 'not-an-AppError';
	}
}

describe('story data', () => {
	it('PIN-17: holds pages, blocks, mention and product stickers and the removed flag', () => {
		const story = parse({ pages: [{}] });
		expect(Object.keys(story).sort()).toEqual([
			'is_removed',
			'mentionStickers',
			'pages',
			'productStickers',
		]);
		expect(story.is_removed).toBe(false);
	});

	it('PIN-18: knows every block type of the spec', () => {
		expect([...STORY_BLOCK_TYPES].sort()).toEqual(
			[
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
			].sort(),
		);
	});

	it('BLD-11: a page is white by default and a block a paragraph with zero edits', () => {
		const page = parse({ pages: [{ blocks: [{}] }] }).pages[0]!;
		expect(page.backgroundColor).toBe('#ffffff');
		expect(page.blocks[0]!.type).toBe('paragraph');
		expect(page.blocks[0]!.edits).toEqual({ left: 0, top: 0, scale: 1, transform: 0 });
	});

	it('BLD-13: story pages are 9:16', () => {
		expect(parse({ pages: [{}] }).pages[0]!.layout).toBe('9:16');
		expect(() => parse({ pages: [{ layout: '1:1' }] })).toThrow();
	});

	it('BLD-14: pages show 5000 ms, video pages at most 2000 ms', () => {
		expect(STORY_PAGE_MS).toBe(5000);
		expect(STORY_MAX_VIDEO_PAGE_MS).toBe(2000);
		expect(pageDuration(false)).toBe(5000);
		expect(pageDuration(true)).toBe(2000);
	});

	it('BLD-15: text options are alignment left/center, vertical top/center/bottom, size sm/md/lg, case none/uppercase', () => {
		const block = (b: unknown) => () => parse({ pages: [{ blocks: [b] }] });
		for (const ok of [
			{ align: 'center' },
			{ vertical: 'bottom' },
			{ size: 'lg' },
			{ case: 'uppercase' },
		])
			expect(block(ok)).not.toThrow();
		for (const bad of [
			{ align: 'right' },
			{ vertical: 'middle' },
			{ size: 'xl' },
			{ case: 'lowercase' },
		])
			expect(block(bad)).toThrow();
		const heading = newBlock('heading', { text: 'Big', case: 'uppercase' });
		expect(displayText(heading)).toBe('BIG');
		expect(textSize({ ...heading, size: 'lg' })).toBeGreaterThan(
			textSize({ ...heading, size: 'sm' }),
		);
	});

	it('PIN-17: a page with no text, picture, video or link is empty', () => {
		const [blank, spaces, text, link] = parse({
			pages: [
				{},
				{ blocks: [{ text: '   ' }] },
				{ blocks: [{ text: 'x' }] },
				{ linkBlock: { url: 'https://a.example' } },
			],
		}).pages;
		expect([blank, spaces, text, link].map((p) => storyPageIsEmpty(p!))).toEqual([
			true,
			true,
			false,
			false,
		]);
	});
});

describe('story checks before publishing (storyPinParts, pure part)', () => {
	it('PIN-17: refuses an empty page, a link that is not http(s) and more than 10 pages (U-23)', () => {
		expect(codeOf(() => checkedShape(parse({ pages: [{ blocks: [{ text: 'a' }] }, {}] })))).toBe(
			'StoryPageEmpty',
		);
		expect(
			codeOf(() => checkedShape(parse({ pages: [{ linkBlock: { url: 'javascript:alert(1)' } }] }))),
		).toBe('StoryLinkInvalid');
		const many = {
			pages: Array.from({ length: STORY_MAX_PAGES + 1 }, () => ({ blocks: [{ text: 'a' }] })),
		};
		expect(codeOf(() => checkedShape(many))).toBe('StoryTooManyPages');
		expect(codeOf(() => checkedShape({ pages: 'no' }))).toBe('StoryInvalid');
	});

	it('PIN-17: drops removed pages and normalises links', () => {
		const story = checkedShape(
			parse({
				pages: [
					{ blocks: [{ text: 'kept' }], linkBlock: { url: 'HTTPS://Example.COM' } },
					{ is_removed: true },
				],
			}),
		);
		expect(story.pages).toHaveLength(1);
		expect(story.pages[0]!.linkBlock!.url).toBe('https://example.com/');
	});
});

describe('story editor changes', () => {
	it('U-23: adds pages up to 10 and no more', () => {
		let story = newStoryData();
		for (let i = 0; i < 15; i++) story = addPage(story);
		expect(story.pages).toHaveLength(STORY_MAX_PAGES);
	});

	it('PIN-17: reorders pages with their stickers, and keeps one page when the last is removed', () => {
		let story = addPage(addPage(newStoryData()));
		story = updateBlock(
			{
				...story,
				pages: story.pages.map((p, i) => ({
					...p,
					blocks: [newBlock('paragraph', { text: `p${i}` })],
				})),
			},
			0,
			0,
			{},
		);
		story = { ...story, mentionStickers: [{ userId: '1', page: 0 }] };
		const moved = movePage(story, 0, 2);
		expect(moved.pages.map((p) => p.blocks[0]!.text)).toEqual(['p1', 'p2', 'p0']);
		expect(moved.mentionStickers[0]!.page).toBe(2);
		expect(removePage(newStoryData(), 0).pages).toHaveLength(1);
	});
});

describe('story fonts', () => {
	it('BLD-18: font faces for just the families a story uses, swapping in when loaded', () => {
		const faces = [
			{ family: 'Lora', weight: 400, style: 'normal' as const, url: '/_astro/lora.abc.woff2' },
			{ family: 'Caveat', weight: 400, style: 'normal' as const, url: '/_astro/caveat.abc.woff2' },
		];
		const story = parse({
			pages: [
				{
					blocks: [
						{ text: 'a', font: 'Lora' },
						{ text: '', font: 'Caveat' },
					],
				},
			],
		});
		const css = storyFontFaceCss(faces, storyFamilies(story.pages));
		expect(css).toContain("font-family:'Lora'");
		expect(css).toContain('font-display:swap');
		expect(css).not.toContain('Caveat');
		expect(storyFontFaceCss([{ ...faces[0]!, url: 'x) ;}body{' }], ['Lora'])).toBe('');
		expect(STORY_FONTS.map((f) => f.family)).toEqual([
			'Inter',
			'Lora',
			'Playfair Display',
			'Caveat',
			'Bebas Neue',
		]);
		expect(storyFontStack('Lora')).toBe("'Lora', serif");
	});
});

describe('story layout and cover text', () => {
	it('BLD-15: text blocks group by their vertical place, in page order', () => {
		const page = parse({
			pages: [
				{
					blocks: [
						{ text: 'a', vertical: 'bottom' },
						{ text: 'b' },
						{ text: 'c', vertical: 'bottom' },
						{ type: 'image', mediaId: '1' },
					],
				},
			],
		}).pages[0]!;
		const groups = textGroups(page);
		expect(groups.top.map((b) => b.text)).toEqual(['b']);
		expect(groups.bottom.map((b) => b.text)).toEqual(['a', 'c']);
	});

	it('wraps cover text at whole words and cuts words longer than a line', () => {
		expect(wrapText('one two three four', 9)).toEqual(['one two', 'three', 'four']);
		expect(wrapText('abcdefghijkl', 5)).toEqual(['abcde', 'fghij', 'kl']);
		expect(wrapText('a\nb', 10)).toEqual(['a', 'b']);
	});
});

describe('story player', () => {
	it('BLD-14: moves on after 5 s a page and stops at the last page', () => {
		let s = initialState(2, false);
		s = tick(s, 4900, 5000);
		expect(s.index).toBe(0);
		s = tick(s, 200, 5000);
		expect(s.index).toBe(1);
		s = tick(s, 5000, 5000);
		expect(s.index).toBe(1);
		expect(isPlaying(s)).toBe(false);
		expect(togglePlay(s).index).toBe(0);
	});

	it('BLD-14: pauses on hover, focus or Pause, and does not autoplay with reduced motion', () => {
		let s = setPaused(initialState(3, false), 'hover', true);
		expect(tick(s, 10_000, 5000).index).toBe(0);
		s = setPaused(setPaused(s, 'hover', false), 'focus', true);
		expect(isPlaying(s)).toBe(false);
		const reduced = initialState(3, true);
		expect(tick(reduced, 10_000, 5000).index).toBe(0);
		expect(goTo(reduced, 2).index).toBe(2);
		expect(goTo(reduced, 9).index).toBe(2);
		expect(isPlaying(togglePlay(reduced))).toBe(true);
		expect(isPlaying(togglePlay(initialState(3, false)))).toBe(false);
	});
});

describe("the browser's story defaults (story-rules.ts, no zod)", () => {
	it("are what the server's shape fills in, so a new story needs no validation library", () => {
		expect(storyDataSchema.parse({ pages: [{}] })).toEqual(newStoryData());
		expect(storyDataSchema.shape.pages.element.parse({})).toEqual(newStoryPage());
		for (const type of STORY_BLOCK_TYPES) {
			const parsed = storyDataSchema.parse({ pages: [{ blocks: [{ type }] }] }).pages[0]!.blocks[0];
			expect(parsed).toEqual(newStoryBlock(type));
		}
	});
});
