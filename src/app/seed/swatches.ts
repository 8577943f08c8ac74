import type { Palette, PaletteColor } from '../../lib/platform/media/palettes.ts';
import { hexToRgb } from '../../lib/platform/media/palettes.ts';
import type { Random } from './random.ts';
import type { Raster, Rgb } from './raster.ts';
import { luma } from './texture.ts';

/** A palette ready for painting: its colours as RGB, and their order from darkest to lightest. */
export interface Swatches {
	colors: readonly PaletteColor[];
	rgb: readonly Rgb[];
	/** Palette indices, darkest first. */
	byLuma: readonly number[];
}

export function swatches(palette: Palette): Swatches {
	const rgb = palette.colors.map((c) => hexToRgb(c.hex) as Rgb);
	const byLuma = rgb.map((_, i) => i).sort((a, b) => luma(rgb[a]!) - luma(rgb[b]!));
	return { colors: palette.colors, rgb, byLuma };
}

/** The k-th darkest colour's palette index (0 = darkest). */
export function darkIndex(s: Swatches, k: number): number {
	return s.byLuma[Math.min(k, s.byLuma.length - 1)]!;
}

/** The k-th lightest colour's palette index (0 = lightest). */
export function lightIndex(s: Swatches, k: number): number {
	return s.byLuma[Math.max(0, s.byLuma.length - 1 - k)]!;
}

/** What a scene painted: words for the alt text, and the palette indices that dominate. */
export interface Painted {
	subject: string;
	colors: readonly number[];
}

/** Paints a whole scene onto the raster (which starts black). */
export type ScenePainter = (r: Raster, rng: Random, s: Swatches) => Painted;
