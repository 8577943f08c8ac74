import { type Crop, MIN_CROP_SIDE } from '~/lib/discovery/visual/crop.ts';

/** One arrow-key step, a fraction of the picture. */
const NUDGE = 0.05;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const round = (v: number) => Math.round(v * 1000) / 1000;

/** Moves the box by `dx`,`dy`, keeping it inside the picture. */
export function moveCrop(crop: Crop, dx: number, dy: number): Crop {
	return {
		...crop,
		x: round(clamp(crop.x + dx, 0, 1 - crop.w)),
		y: round(clamp(crop.y + dy, 0, 1 - crop.h)),
	};
}

/** Grows or shrinks the box by `dw`,`dh` from its top-left corner, inside the picture. */
export function resizeCrop(crop: Crop, dw: number, dh: number): Crop {
	return {
		...crop,
		w: round(clamp(crop.w + dw, MIN_CROP_SIDE, 1 - crop.x)),
		h: round(clamp(crop.h + dh, MIN_CROP_SIDE, 1 - crop.y)),
	};
}

/** What an arrow key does: move, or with Shift resize; null for other keys. */
export function cropForKey(crop: Crop, key: string, shift: boolean): Crop | null {
	const d: Record<string, [number, number]> = {
		ArrowLeft: [-NUDGE, 0],
		ArrowRight: [NUDGE, 0],
		ArrowUp: [0, -NUDGE],
		ArrowDown: [0, NUDGE],
	};
	const step = d[key];
	if (!step) return null;
	return shift ? resizeCrop(crop, step[0], step[1]) : moveCrop(crop, step[0], step[1]);
}
