import sharp, { type OverlayOptions } from 'sharp';
import type { RawPixels } from '../../platform/media/process-image.server.ts';
import type { StoryBlock, StoryPage } from './story-data.ts';
import { storyFont } from './story-fonts.ts';
import {
	displayText,
	mediaBox,
	STORY_LINE_HEIGHT,
	STORY_PADDING,
	textGroups,
	textSize,
	textWeight,
} from './story-layout.ts';

/** The cover picture's size: 9:16 (BLD-13), wide enough for the 736x grid size. */
const COVER_WIDTH = 720;
const COVER_HEIGHT = 1280;

/** A page's picture as encoded bytes, and the block that places it. */
export interface CoverPicture {
	bytes: Buffer;
	block: StoryBlock;
}

/**
 * Draws a story page as the pin's cover (BLD-11, BLD-13, BLD-15): the background colour, the
 * page's first picture placed by its edits (left, top, scale), and its text blocks as an SVG
 * overlay with their vertical group, alignment, size, case and colour.
 *
 * The text is drawn by librsvg with the fonts installed on the server: a story font's own face
 * when fontconfig has it, else its generic family (serif, sans-serif, cursive). Lines are broken
 * by an estimate of the text's width, which is close enough for a thumbnail.
 */
export async function drawStoryCover(
	page: StoryPage,
	sources: { picture: (page: StoryPage) => Promise<CoverPicture | null> },
): Promise<RawPixels> {
	const layers: OverlayOptions[] = [];
	const picture = await sources.picture(page);
	if (picture) {
		const layer = await pictureLayer(picture).catch(() => null);
		if (layer) layers.push(layer);
	}
	const svg = textSvg(page);
	if (svg) layers.push({ input: Buffer.from(svg), left: 0, top: 0 });
	const { data, info } = await sharp({
		create: {
			width: COVER_WIDTH,
			height: COVER_HEIGHT,
			channels: 3,
			background: page.backgroundColor,
		},
	})
		.composite(layers)
		.flatten({ background: page.backgroundColor })
		.removeAlpha()
		.raw()
		.toBuffer({ resolveWithObject: true });
	return { data: new Uint8Array(data), width: info.width, height: info.height };
}

/** The part of the picture that falls on the page, resized and placed by its edits. */
async function pictureLayer({ bytes, block }: CoverPicture): Promise<OverlayOptions | null> {
	const box = mediaBox(block);
	const width = Math.max(1, Math.round(box.width * COVER_WIDTH));
	const resized = await sharp(bytes)
		.resize({ width })
		.ensureAlpha()
		.png()
		.toBuffer({ resolveWithObject: true });
	const left = Math.round(box.left * COVER_WIDTH);
	const top = Math.round(box.top * COVER_HEIGHT);
	// Cut to the page: sharp composites only what fits inside the base picture.
	const x0 = Math.max(0, left);
	const y0 = Math.max(0, top);
	const x1 = Math.min(COVER_WIDTH, left + resized.info.width);
	const y1 = Math.min(COVER_HEIGHT, top + resized.info.height);
	if (x1 <= x0 || y1 <= y0) return null;
	const input = await sharp(resized.data)
		.extract({ left: x0 - left, top: y0 - top, width: x1 - x0, height: y1 - y0 })
		.png()
		.toBuffer();
	return { input, left: x0, top: y0 };
}

function escapeXml(text: string): string {
	return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Breaks text into lines of at most `maxChars` estimated characters (words longer are cut). */
export function wrapText(text: string, maxChars: number): string[] {
	const lines: string[] = [];
	for (const paragraph of text.split(/\r?\n/)) {
		let line = '';
		for (const word of paragraph.split(/\s+/).filter(Boolean)) {
			let rest = word;
			while (Array.from(rest).length > maxChars) {
				if (line) {
					lines.push(line);
					line = '';
				}
				const chars = Array.from(rest);
				lines.push(chars.slice(0, maxChars).join(''));
				rest = chars.slice(maxChars).join('');
			}
			const next = line ? `${line} ${rest}` : rest;
			if (Array.from(next).length > maxChars && line) {
				lines.push(line);
				line = rest;
			} else line = next;
		}
		lines.push(line);
	}
	return lines;
}

/** Average glyph width in ems, for line breaking. */
function glyphWidth(block: StoryBlock): number {
	const family = block.font ?? '';
	const base = family === 'Bebas Neue' ? 0.42 : family === 'Caveat' ? 0.45 : 0.55;
	return block.case === 'uppercase' && family !== 'Bebas Neue' ? base * 1.18 : base;
}

function fontFamily(block: StoryBlock): string {
	const font = storyFont(block.font);
	const generic = font?.fallback ?? 'sans-serif';
	const fallbacks = generic === 'serif' ? 'DejaVu Serif, serif' : `DejaVu Sans, ${generic}`;
	return font ? `'${font.family}', ${fallbacks}` : fallbacks;
}

interface Line {
	text: string;
	block: StoryBlock;
	size: number;
}

/** The page's text blocks as one SVG, or null when the page has no text. */
function textSvg(page: StoryPage): string | null {
	const groups = textGroups(page);
	const pad = STORY_PADDING * COVER_WIDTH;
	const inner = COVER_WIDTH - 2 * pad;
	const gap = 0.02 * COVER_WIDTH;
	const out: string[] = [];
	for (const vertical of ['top', 'center', 'bottom'] as const) {
		const blocks = groups[vertical];
		if (blocks.length === 0) continue;
		const lines: Line[][] = blocks.map((block) => {
			const size = textSize(block) * COVER_WIDTH;
			const maxChars = Math.max(4, Math.floor(inner / (size * glyphWidth(block))));
			return wrapText(displayText(block), maxChars).map((text) => ({ text, block, size }));
		});
		const height =
			lines.reduce((h, ls) => h + ls.reduce((s, l) => s + l.size * STORY_LINE_HEIGHT, 0), 0) +
			gap * (lines.length - 1);
		let y =
			vertical === 'top'
				? pad
				: vertical === 'bottom'
					? COVER_HEIGHT - pad - height
					: (COVER_HEIGHT - height) / 2;
		for (const blockLines of lines) {
			for (const line of blockLines) {
				const { block, size } = line;
				const center = block.align === 'center';
				const x = center ? COVER_WIDTH / 2 : pad;
				const baseline = y + size * (STORY_LINE_HEIGHT - 1) * 0.5 + size * 0.85;
				out.push(
					`<text x="${x.toFixed(1)}" y="${baseline.toFixed(1)}" font-family="${escapeXml(fontFamily(block))}" font-size="${size.toFixed(1)}" font-weight="${textWeight(block)}" fill="${block.color}" text-anchor="${center ? 'middle' : 'start'}" xml:space="preserve">${escapeXml(line.text)}</text>`,
				);
				y += size * STORY_LINE_HEIGHT;
			}
			y += gap;
		}
	}
	if (out.length === 0) return null;
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}">${out.join('')}</svg>`;
}
