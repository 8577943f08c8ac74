import { CANVAS_HEIGHT, CANVAS_WIDTH, type CollageCrop } from './collage.ts';

/** A rectangle in whole pixels. */
export interface PixelRect {
	left: number;
	top: number;
	width: number;
	height: number;
}

/** The crop in whole pixels of a `width`×`height` picture, at least 1×1 and inside it. */
function cropToPixels(crop: CollageCrop, width: number, height: number): PixelRect {
	const left = Math.min(width - 1, Math.max(0, Math.floor(crop.x * width)));
	const top = Math.min(height - 1, Math.max(0, Math.floor(crop.y * height)));
	const right = Math.min(width, Math.max(left + 1, Math.round((crop.x + crop.w) * width)));
	const bottom = Math.min(height, Math.max(top + 1, Math.round((crop.y + crop.h) * height)));
	return { left, top, width: right - left, height: bottom - top };
}

/** A cut-out's width / height, for a picture of `width`×`height` (what the board shows). */
export function cutOutAspect(crop: CollageCrop, width: number, height: number): number {
	return (crop.w * width) / (crop.h * height);
}

/**
 * The part of a placed cut-out that lands on the board: which pixels of the source picture
 * (`source`) are drawn where on the board (`dest`), both whole pixels; null when the cut-out
 * lies wholly off the board. Only the visible part is decoded and resized, so a cut-out scaled
 * up far past the board never costs more than the board's own pixels.
 */
export function visiblePart(
	placed: { crop: CollageCrop; x: number; y: number; scale: number },
	picture: { width: number; height: number },
): { source: PixelRect; dest: PixelRect } | null {
	const cut = cropToPixels(placed.crop, picture.width, picture.height);
	const width = placed.scale * CANVAS_WIDTH;
	const height = (width * cut.height) / cut.width;
	const left = placed.x * CANVAS_WIDTH;
	const top = placed.y * CANVAS_HEIGHT;
	const visLeft = Math.max(0, left);
	const visTop = Math.max(0, top);
	const visRight = Math.min(CANVAS_WIDTH, left + width);
	const visBottom = Math.min(CANVAS_HEIGHT, top + height);
	const dest = {
		left: Math.round(visLeft),
		top: Math.round(visTop),
		width: Math.round(visRight) - Math.round(visLeft),
		height: Math.round(visBottom) - Math.round(visTop),
	};
	if (dest.width < 1 || dest.height < 1) return null;
	// Board pixels → source pixels of the cut-out.
	const sx = cut.width / width;
	const sy = cut.height / height;
	const srcLeft = cut.left + (visLeft - left) * sx;
	const srcTop = cut.top + (visTop - top) * sy;
	const l = Math.min(cut.left + cut.width - 1, Math.max(cut.left, Math.floor(srcLeft)));
	const t = Math.min(cut.top + cut.height - 1, Math.max(cut.top, Math.floor(srcTop)));
	const r = Math.min(
		cut.left + cut.width,
		Math.max(l + 1, Math.round(srcLeft + (visRight - visLeft) * sx)),
	);
	const b = Math.min(
		cut.top + cut.height,
		Math.max(t + 1, Math.round(srcTop + (visBottom - visTop) * sy)),
	);
	return { source: { left: l, top: t, width: r - l, height: b - t }, dest };
}
