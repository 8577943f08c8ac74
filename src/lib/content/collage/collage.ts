/**
 * BLD-21: the collage's shape and rules, pure, so the collage island and the server check the
 * same limits. A collage is a 2:3 board (`CANVAS_WIDTH` × `CANVAS_HEIGHT` pixels when
 * rendered) with up to `MAX_COLLAGE_ITEMS` cut-outs, each a rectangle of a source picture (a Pin
 * the viewer may read, or their own upload) placed, scaled and stacked on it.
 */

/** The path of the collage tool (RTE-16), for links to it (NAV-07 "Create collage"). */
export const COLLAGE_PATH = '/collage-creation-tool';

/** The rendered collage's size in pixels (2:3, a tall Pin). */
export const CANVAS_WIDTH = 1000;
export const CANVAS_HEIGHT = 1500;
/** Most cut-outs on one collage. */
export const MAX_COLLAGE_ITEMS = 20;
/** Smallest side of a cut-out, a fraction of its picture's side. */
export const MIN_CROP_SIDE = 0.02;
/** A cut-out's width on the board, a fraction of the board's width. */
export const MIN_SCALE = 0.05;
export const MAX_SCALE = 2;
/** How far a cut-out's top-left corner may be from the board, in board widths/heights. */
export const MIN_POSITION = -1;
export const MAX_POSITION = 1;
/** Highest stacking number. */
export const MAX_Z = 1000;
/** Rounding slack for `x + w ≤ 1` (clients send floats). */
const SLACK = 1e-6;

/** A rectangle of a picture, in fractions of its (upright) width and height. */
export interface CollageCrop {
	x: number;
	y: number;
	w: number;
	h: number;
}

/** Where a cut-out comes from: a Pin (its picture) or one of the viewer's uploads. */
type CollageSource = { pin_id: string } | { media_id: string };

/** One cut-out as `CollageResource create` takes it. */
export interface CollageItemInput {
	source: CollageSource;
	crop: CollageCrop;
	/** Top-left corner, fractions of the board's width (`x`) and height (`y`); may hang off it. */
	x: number;
	y: number;
	/** Width on the board, a fraction of the board's width; the height follows the cut-out. */
	scale: number;
	/** Stacking order: higher is drawn on top (ties keep the list's order). */
	z: number;
}

/** A board the collage may be pinned to, with its sections, as the tool's picker shows it. */
export interface CollageBoardChoice {
	id: string;
	name: string;
	sections: { id: string; title: string }[];
}

/** The whole picture. */
export const WHOLE_PICTURE: CollageCrop = { x: 0, y: 0, w: 1, h: 1 };

/** Whether a cut-out lies inside its picture and is not too thin. */
function isValidCrop(crop: CollageCrop): boolean {
	const inUnit = (v: number) => Number.isFinite(v) && v >= 0 && v <= 1;
	return (
		[crop.x, crop.y, crop.w, crop.h].every(inUnit) &&
		crop.w >= MIN_CROP_SIDE &&
		crop.h >= MIN_CROP_SIDE &&
		crop.x + crop.w <= 1 + SLACK &&
		crop.y + crop.h <= 1 + SLACK
	);
}

/** What is wrong with a collage's cut-outs (the catalogue code), or null when nothing is. */
export function collageItemsProblem(
	items: readonly Pick<CollageItemInput, 'crop'>[],
): 'CollageTooManyItems' | 'CollageCropInvalid' | null {
	if (items.length > MAX_COLLAGE_ITEMS) return 'CollageTooManyItems';
	if (!items.every((item) => isValidCrop(item.crop))) return 'CollageCropInvalid';
	return null;
}

/** The items in drawing order: by `z`, ties in list order. */
export function drawingOrder<T extends { z: number }>(items: readonly T[]): T[] {
	return items
		.map((item, index) => ({ item, index }))
		.sort((a, b) => a.item.z - b.item.z || a.index - b.index)
		.map((e) => e.item);
}
