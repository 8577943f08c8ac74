import bebasNeue400 from '@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff2?url';
import caveat400 from '@fontsource/caveat/files/caveat-latin-400-normal.woff2?url';
import caveat700 from '@fontsource/caveat/files/caveat-latin-700-normal.woff2?url';
import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import inter700 from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';
import lora400 from '@fontsource/lora/files/lora-latin-400-normal.woff2?url';
import lora700 from '@fontsource/lora/files/lora-latin-700-normal.woff2?url';
import playfairDisplay400 from '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2?url';
import playfairDisplay700 from '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2?url';
import type { StoryFontFace } from './story-fonts.ts';

/**
 * BLD-18: the story fonts' files, self-hosted. Each woff2 file (latin subset) is imported from
 * its `@fontsource` package as a build asset, so the build copies it to `/_astro/` under a name
 * with its content hash, and the static server answers it from our own origin with
 * `Cache-Control: immutable` (a new package version makes new names). No copy step, no file in
 * the repository, nothing to keep in step by hand. `font-src` falls back to `default-src 'self'`
 * in the Content Security Policy, which allows them.
 */
export const STORY_FONT_FACES: readonly StoryFontFace[] = [
	{ family: 'Inter', weight: 400, style: 'normal', url: inter400 },
	{ family: 'Inter', weight: 700, style: 'normal', url: inter700 },
	{ family: 'Lora', weight: 400, style: 'normal', url: lora400 },
	{ family: 'Lora', weight: 700, style: 'normal', url: lora700 },
	{ family: 'Playfair Display', weight: 400, style: 'normal', url: playfairDisplay400 },
	{ family: 'Playfair Display', weight: 700, style: 'normal', url: playfairDisplay700 },
	{ family: 'Caveat', weight: 400, style: 'normal', url: caveat400 },
	{ family: 'Caveat', weight: 700, style: 'normal', url: caveat700 },
	{ family: 'Bebas Neue', weight: 400, style: 'normal', url: bebasNeue400 },
];
