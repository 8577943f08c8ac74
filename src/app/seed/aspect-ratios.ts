/**
 * The aspect ratios demo images come in, with how often each is drawn. Tall pins dominate, as
 * on a real board; wide ones are rarer.
 */
export interface AspectRatio {
	name: string;
	/** Width part of the ratio. */
	w: number;
	/** Height part of the ratio. */
	h: number;
	/** Relative frequency. */
	weight: number;
}

export const ASPECT_RATIOS: readonly AspectRatio[] = [
	{ name: '2:3', w: 2, h: 3, weight: 36 },
	{ name: '3:4', w: 3, h: 4, weight: 20 },
	{ name: '1:1', w: 1, h: 1, weight: 14 },
	{ name: '9:16', w: 9, h: 16, weight: 12 },
	{ name: '4:3', w: 4, h: 3, weight: 9 },
	{ name: '16:9', w: 16, h: 9, weight: 9 },
];

/** Width of drawn originals, in pixels: the largest width-bound size (`736x`). */
export const DEFAULT_IMAGE_WIDTH = 736;

/** The pixel size of an image of `ratio` that is `width` wide. */
export function sizeForRatio(
	ratio: AspectRatio,
	width = DEFAULT_IMAGE_WIDTH,
): {
	width: number;
	height: number;
} {
	return { width, height: Math.round((width * ratio.h) / ratio.w) };
}

export function aspectRatioByName(name: string): AspectRatio {
	const found = ASPECT_RATIOS.find((r) => r.name === name);
	if (!found) throw new Error(`Unknown aspect ratio ${name}`);
	return found;
}
