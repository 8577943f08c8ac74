/**
 * BLD-18: the fonts a story text block may use. Pure, so the editor, the closeup and the server
 * read one list; the files' URLs come from `story-font-files.server.ts` (self-hosted from the
 * `@fontsource` packages) through `StoryPinFontsResource` or the closeup's server render.
 *
 * `fallback` is the generic family shown until the font has loaded (`font-display: swap`) and
 * used by the server when it draws a story's cover picture.
 */
export interface StoryFont {
	family: string;
	fallback: 'sans-serif' | 'serif' | 'cursive';
}

/** One font file: what `StoryPinFontsResource` answers per entry. */
export interface StoryFontFace {
	family: string;
	weight: number;
	style: 'normal';
	url: string;
}

export const STORY_FONTS: readonly StoryFont[] = [
	{ family: 'Inter', fallback: 'sans-serif' },
	{ family: 'Lora', fallback: 'serif' },
	{ family: 'Playfair Display', fallback: 'serif' },
	{ family: 'Caveat', fallback: 'cursive' },
	{ family: 'Bebas Neue', fallback: 'sans-serif' },
];

export function storyFont(family: string | null): StoryFont | null {
	return family === null ? null : (STORY_FONTS.find((f) => f.family === family) ?? null);
}

/** The CSS `font-family` value of a block's font (no font: the site's own sans-serif). */
export function storyFontStack(family: string | null): string {
	const font = storyFont(family);
	if (!font) return 'inherit';
	return `'${font.family}', ${font.fallback}`;
}

/**
 * `@font-face` rules for just the families a story uses (BLD-18: the closeup and the editor
 * load no other font), with `font-display: swap` so text shows at once in the fallback.
 */
export function storyFontFaceCss(
	faces: readonly StoryFontFace[],
	families: Iterable<string>,
): string {
	const wanted = new Set(families);
	return faces
		.filter((f) => wanted.has(f.family) && /^[\w/.:-]+$/.test(f.url))
		.map(
			(f) =>
				`@font-face{font-family:'${f.family}';font-style:${f.style};font-weight:${f.weight};font-display:swap;src:url(${f.url}) format('woff2')}`,
		)
		.join('\n');
}
