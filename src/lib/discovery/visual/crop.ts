import visualCrop from '~/messages/visual-crop/index.ts';

/**
 * A region of a picture for visual search (SRC-06 `crop`): fractions of the upright image, the
 * top-left corner at `x`,`y` and the size `w`×`h`, each 0..1. Tiny regions (under 5% a side)
 * hold too few pixels to say anything about, so they are refused.
 */
export const MIN_CROP_SIDE = 0.05;
/** Rounding slack for `x + w ≤ 1` (clients send floats). */
const SLACK = 1e-6;

/**
 * A region in fractions of the upright picture (no schema here: islands import this file, and
 * with it the small `visual-crop` namespace the crop island uses anyway).
 */
export interface Crop {
	/** Left edge, a fraction of the width. */
	x: number;
	/** Top edge, a fraction of the height. */
	y: number;
	/** Width, a fraction of the width (at least MIN_CROP_SIDE). */
	w: number;
	/** Height, a fraction of the height (at least MIN_CROP_SIDE). */
	h: number;
}

/** The whole picture. */
export const WHOLE_IMAGE: Crop = { x: 0, y: 0, w: 1, h: 1 };

/** Whether the crop lies inside the picture and is big enough. */
export function isValidCrop(crop: Crop): boolean {
	const inUnit = (v: number) => Number.isFinite(v) && v >= 0 && v <= 1;
	return (
		[crop.x, crop.y, crop.w, crop.h].every(inUnit) &&
		crop.w >= MIN_CROP_SIDE &&
		crop.h >= MIN_CROP_SIDE &&
		crop.x + crop.w <= 1 + SLACK &&
		crop.y + crop.h <= 1 + SLACK
	);
}

/** Whether the crop is (within rounding) the whole picture. */
export function isWholeImage(crop: Crop): boolean {
	return crop.x <= SLACK && crop.y <= SLACK && crop.w >= 1 - SLACK && crop.h >= 1 - SLACK;
}

/** The crop in whole pixels of a `width`×`height` image, at least 1×1 and inside it. */
export function cropToPixels(
	crop: Crop,
	width: number,
	height: number,
): { left: number; top: number; width: number; height: number } {
	const left = Math.min(width - 1, Math.max(0, Math.floor(crop.x * width)));
	const top = Math.min(height - 1, Math.max(0, Math.floor(crop.y * height)));
	const right = Math.min(width, Math.max(left + 1, Math.round((crop.x + crop.w) * width)));
	const bottom = Math.min(height, Math.max(top + 1, Math.round((crop.y + crop.h) * height)));
	return { left, top, width: right - left, height: bottom - top };
}

/** The presets' names (`presetCropLabel` gives each its label). */
export type PresetCropId = 'whole' | 'centre' | 'top' | 'bottom' | 'left' | 'right';

/**
 * Crops a person can pick without a pointer (the page's links and the island's presets), as
 * `x,y,w,h` in the `crop` query parameter.
 */
export const PRESET_CROPS: readonly { id: PresetCropId; crop: Crop }[] = [
	{ id: 'whole', crop: WHOLE_IMAGE },
	{ id: 'centre', crop: { x: 0.25, y: 0.25, w: 0.5, h: 0.5 } },
	{ id: 'top', crop: { x: 0, y: 0, w: 1, h: 0.5 } },
	{ id: 'bottom', crop: { x: 0, y: 0.5, w: 1, h: 0.5 } },
	{ id: 'left', crop: { x: 0, y: 0, w: 0.5, h: 1 } },
	{ id: 'right', crop: { x: 0.5, y: 0, w: 0.5, h: 1 } },
];

/** A preset's label in the current language ("Whole picture", "Top half", …). */
export function presetCropLabel(id: PresetCropId): string {
	const t = visualCrop();
	switch (id) {
		case 'whole':
			return t.presetWhole();
		case 'centre':
			return t.presetCentre();
		case 'top':
			return t.presetTop();
		case 'bottom':
			return t.presetBottom();
		case 'left':
			return t.presetLeft();
		case 'right':
			return t.presetRight();
	}
}

/** `x,y,w,h` of a crop, for a URL (three decimals). */
export function cropParam(crop: Crop): string {
	return [crop.x, crop.y, crop.w, crop.h].map((v) => Number(v.toFixed(3))).join(',');
}

/** The crop in a `crop=x,y,w,h` query parameter, or null when missing or not a valid crop. */
export function parseCropParam(value: string | null): Crop | null {
	if (!value) return null;
	const parts = value.split(',').map((v) => (v.trim() === '' ? Number.NaN : Number(v)));
	if (parts.length !== 4) return null;
	const crop = { x: parts[0]!, y: parts[1]!, w: parts[2]!, h: parts[3]! };
	return isValidCrop(crop) ? crop : null;
}
