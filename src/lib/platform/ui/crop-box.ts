/**
 * The box a person moves and resizes over a picture to pick a region of it (the collage's
 * cut-outs, visual search's crop): pure steps of the box, shared by every island that shows one.
 * Each caller brings its own rules (its domain's smallest side and its arrow-key steps).
 */

/** A region in fractions of the upright picture: top-left corner `x`,`y`, size `w`×`h`, 0..1. */
export interface CropBox {
	x: number;
	y: number;
	w: number;
	h: number;
}

/** What a box may become: its smallest side and how far one arrow key moves it. */
export interface CropBoxRules {
	/** Smallest side, a fraction of the picture's side. */
	minSide: number;
	/** One arrow-key step, a fraction of the picture. */
	step: number;
	/** One arrow-key step with Alt held; without it, Alt changes nothing. */
	fineStep?: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const round = (v: number) => Math.round(v * 1000) / 1000;

/** Moves the box by `dx`,`dy`, keeping it inside the picture. */
export function moveCrop<T extends CropBox>(crop: T, dx: number, dy: number): T {
	return {
		...crop,
		x: round(clamp(crop.x + dx, 0, 1 - crop.w)),
		y: round(clamp(crop.y + dy, 0, 1 - crop.h)),
	};
}

/** Grows or shrinks the box by `dw`,`dh` from its top-left corner, inside the picture. */
export function resizeCrop<T extends CropBox>(crop: T, dw: number, dh: number, minSide: number): T {
	return {
		...crop,
		w: round(clamp(crop.w + dw, minSide, 1 - crop.x)),
		h: round(clamp(crop.h + dh, minSide, 1 - crop.y)),
	};
}

/** What an arrow key does to the box: move, or with Shift resize; null for other keys. */
export function cropForKey<T extends CropBox>(
	crop: T,
	key: string,
	mods: { shift: boolean; alt?: boolean },
	rules: CropBoxRules,
): T | null {
	const s = mods.alt && rules.fineStep !== undefined ? rules.fineStep : rules.step;
	const d: Record<string, [number, number]> = {
		ArrowLeft: [-s, 0],
		ArrowRight: [s, 0],
		ArrowUp: [0, -s],
		ArrowDown: [0, s],
	};
	const step = d[key];
	if (!step) return null;
	return mods.shift
		? resizeCrop(crop, step[0], step[1], rules.minSide)
		: moveCrop(crop, step[0], step[1]);
}
