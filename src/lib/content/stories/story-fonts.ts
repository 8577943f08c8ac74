/**
 * BLD-18: the fonts a story text block may use, self-hosted from the `@fontsource` packages
 * (latin subset, woff2 only) under `/fonts/story/`. Pure, so the editor, the closeup and the
 * server read one list.
 *
 * `file` is the woff2 file name inside `@fontsource/<package>/files/` and under the public
 * folder; `fallback` is the generic family used until the font has loaded (`font-display:
 * swap`) and by the server when it draws a story's cover picture.
 */
export interface StoryFontFile {
	family: string;
	weight: number;
	style: 'normal';
	file: string;
}

export interface StoryFont {
	family: string;
	package: string;
	fallback: string;
	weights: readonly number[];
}

export const STORY_FONTS: readonly StoryFont[] = [
	{ family: 'Inter', package: 'inter', fallback: 'sans-serif', weights: [400, 700] },
	{ family: 'Lora', package: 'lora', fallback: 'serif', weights: [400, 700] },
	{
		family: 'Playfair Display',
		package: 'playfair-display',
		fallback: 'serif',
		weights: [400, 700],
	},
	{ family: 'Caveat', package: 'caveat', fallback: 'cursive', weights: [400, 700] },
	{ family: 'Bebas Neue', package: 'bebas-neue', fallback: 'sans-serif', weights: [400] },
];

/** Where the font files are served from (our own origin, cached forever: the names are versioned). */
export const STORY_FONT_BASE = '/fonts/story';

/** Every font file: one per family and weight. */
export function storyFontFiles(): StoryFontFile[] {
	return STORY_FONTS.flatMap((f) =>
		f.weights.map((weight) => ({
			family: f.family,
			weight,
			style: 'normal' as const,
			file: `${f.package}-latin-${weight}-normal.woff2`,
		})),
	);
}

export function storyFont(family: string | null): StoryFont | null {
	return family === null ? null : (STORY_FONTS.find((f) => f.family === family) ?? null);
}

/** The CSS `font-family` value of a block's font (the default is the site's sans-serif). */
export function storyFontStack(family: string | null): string {
	const font = storyFont(family);
	if (!font) return 'system-ui, sans-serif';
	return `'${font.family}', ${font.fallback}`;
}

/**
 * `@font-face` rules for just the families a story uses (the closeup and the editor load no
 * other font). `version` is appended to the URL so a new package version gets a new address.
 */
export function storyFontFaceCss(families: Iterable<string>, version = ''): string {
	const wanted = new Set(families);
	const query = version ? `?v=${encodeURIComponent(version)}` : '';
	return storyFontFiles()
		.filter((f) => wanted.has(f.family))
		.map(
			(f) =>
				`@font-face{font-family:'${f.family}';font-style:${f.style};font-weight:${f.weight};font-display:swap;src:url(${STORY_FONT_BASE}/${f.file}${query}) format('woff2');}`,
		)
		.join('\n');
}
