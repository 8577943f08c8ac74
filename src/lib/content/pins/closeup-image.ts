import type { ImageVariants } from '../../platform/media/image-sizes.ts';
import type { AspectClass } from './pin.ts';

/** The closeup's picture column beside the text (desktop), in CSS pixels. */
const CLOSEUP_SIDE_WIDTH = 508;
/** The widest a wide picture is drawn above the text (desktop), in CSS pixels. */
const CLOSEUP_STACKED_WIDTH = 736;
/** Up to this viewport width the closeup is one column the width of the screen. */
const CLOSEUP_PHONE_MAX = 767;

export interface CloseupImage {
	/** The largest width-bound variant: `src`, and its size is the picture's natural size. */
	url: string;
	width: number;
	height: number;
	/** Every distinct width-bound variant, smallest first; undefined when there is only one. */
	srcset: string | undefined;
	sizes: string | undefined;
	/**
	 * PIN-05 `wide` pictures go above the text rather than beside it, so a short picture never
	 * leaves an empty block under it in a column as tall as the text.
	 */
	stacked: boolean;
}

/**
 * How the closeup draws a pin's picture: a `srcset` over whatever width-bound variants exist
 * (`236x`, `474x`, `736x`, or any other `NNNx` size; variants are never upscaled, so several may
 * be one file), and a `sizes` that never asks for more than the largest variant's width. The
 * page draws the picture at most that wide (`width`), never stretched beyond its pixels.
 */
export function closeupImage(images: ImageVariants, aspect: AspectClass): CloseupImage {
	const byWidth = new Map<number, { url: string; width: number; height: number }>();
	for (const [size, variant] of Object.entries(images)) {
		if (!/^\d+x$/.test(size) || variant.width <= 0) continue;
		if (!byWidth.has(variant.width)) byWidth.set(variant.width, variant);
	}
	const variants = [...byWidth.values()].sort((a, b) => a.width - b.width);
	const largest = variants.at(-1) ?? images.orig;
	const stacked = aspect === 'wide';
	const column = stacked ? CLOSEUP_STACKED_WIDTH : CLOSEUP_SIDE_WIDTH;
	const w = largest.width;
	return {
		url: largest.url,
		width: w,
		height: largest.height,
		srcset:
			variants.length > 1 ? variants.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined,
		sizes:
			variants.length > 1
				? `(max-width: ${CLOSEUP_PHONE_MAX}px) min(100vw, ${w}px), ${Math.min(column, w)}px`
				: undefined,
		stacked,
	};
}

/**
 * The file name the closeup's Download offers for the original picture: the title's slug (or
 * `pin`) and the pin id, with the stored file's extension.
 */
export function downloadFileName(slug: string, pinId: string, fileUrl: string): string {
	const ext = /\.([a-z0-9]{2,5})$/i.exec(new URL(fileUrl, 'http://x').pathname)?.[1] ?? 'jpg';
	return `${slug || 'pin'}-${pinId}.${ext.toLowerCase()}`;
}
