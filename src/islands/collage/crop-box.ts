import { type CollageCrop, MIN_CROP_SIDE } from '~/lib/content/collage/collage.ts';

/** One arrow-key step of the cut-out box, a fraction of the picture (Alt: a fine step). */
const NUDGE = 0.05;
const FINE = 0.01;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const round = (v: number) => Math.round(v * 1000) / 1000;

/** Moves the box by `dx`,`dy`, keeping it inside the picture. */
export function moveCrop(crop: CollageCrop, dx: number, dy: number): CollageCrop {
	return {
		...crop,
		x: round(clamp(crop.x + dx, 0, 1 - crop.w)),
		y: round(clamp(crop.y + dy, 0, 1 - crop.h)),
	};
}

/** Grows or shrinks the box by `dw`,`dh` from its top-left corner, inside the picture. */
export function resizeCrop(crop: CollageCrop, dw: number, dh: number): CollageCrop {
	return {
		...crop,
		w: round(clamp(crop.w + dw, MIN_CROP_SIDE, 1 - crop.x)),
		h: round(clamp(crop.h + dh, MIN_CROP_SIDE, 1 - crop.y)),
	};
}

/** What an arrow key does to the box: move, or with Shift resize; null for other keys. */
export function cropForKey(
	crop: CollageCrop,
	key: string,
	mods: { shift: boolean; alt: boolean },
): CollageCrop | null {
	const s = mods.alt ? FINE : NUDGE;
	const d: Record<string, [number, number]> = {
		ArrowLeft: [-s, 0],
		ArrowRight: [s, 0],
		ArrowUp: [0, -s],
		ArrowDown: [0, s],
	};
	const step = d[key];
	if (!step) return null;
	return mods.shift ? resizeCrop(crop, step[0], step[1]) : moveCrop(crop, step[0], step[1]);
}
