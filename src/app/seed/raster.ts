/**
 * A tiny software rasterizer over a raw RGB buffer: gradients and anti-aliased shapes blended
 * with an alpha. Pure and synchronous; sharp only sees the finished buffer.
 *
 * Every shape is described by a signed distance (negative inside, in pixels) evaluated only
 * inside its bounding box; coverage is `clamp(0.5 - distance / softness)`, which gives smooth
 * edges without supersampling.
 */
export type Rgb = readonly [number, number, number];

export interface Raster {
	width: number;
	height: number;
	/** width × height × 3 bytes, row-major RGB. */
	data: Uint8Array;
}

export function createRaster(width: number, height: number): Raster {
	return { width, height, data: new Uint8Array(width * height * 3) };
}

/** Fills the whole raster with a gradient from `from` to `to` along `angle` (radians). */
export function fillLinearGradient(r: Raster, from: Rgb, to: Rgb, angle: number): void {
	const { width, height, data } = r;
	const cos = Math.cos(angle);
	const sin = Math.sin(angle);
	const corners = [0, width * cos, height * sin, width * cos + height * sin];
	const min = Math.min(...corners);
	const span = Math.max(...corners) - min || 1;
	const dr = to[0] - from[0];
	const dg = to[1] - from[1];
	const db = to[2] - from[2];
	if (dr === 0 && dg === 0 && db === 0) {
		for (let i = 0; i < data.length; i += 3) {
			data[i] = from[0];
			data[i + 1] = from[1];
			data[i + 2] = from[2];
		}
		return;
	}
	const dt = cos / span;
	let i = 0;
	for (let y = 0; y < height; y++) {
		let t = (y * sin - min) / span;
		for (let x = 0; x < width; x++, t += dt) {
			data[i++] = from[0] + dr * t;
			data[i++] = from[1] + dg * t;
			data[i++] = from[2] + db * t;
		}
	}
}

/** Darkens towards the corners by up to `amount` (0–1): a soft vignette. */
export function vignette(r: Raster, amount: number): void {
	const { width, height, data } = r;
	const cx = width / 2;
	const cy = height / 2;
	const maxD2 = cx * cx + cy * cy;
	let i = 0;
	for (let y = 0; y < height; y++) {
		const dy2 = (y - cy) * (y - cy);
		for (let x = 0; x < width; x++) {
			const k = 1 - amount * ((dy2 + (x - cx) * (x - cx)) / maxD2);
			data[i] = data[i]! * k;
			data[i + 1] = data[i + 1]! * k;
			data[i + 2] = data[i + 2]! * k;
			i += 3;
		}
	}
}

const BLOCK = 8;
/** How far a distance function may change across half a block's diagonal (with slack). */
const BLOCK_MARGIN = (BLOCK / 2) * Math.SQRT2 * 1.5;

/**
 * Blends `color` at `alpha` wherever `distance(x, y)` is below zero, within the box
 * [x0, x1) × [y0, y1) (clipped to the raster).
 *
 * Works in 8×8 blocks: one distance at the block's centre decides whether the block is
 * wholly outside (skipped), wholly inside (blended at full coverage) or on an edge (each
 * pixel evaluated). Distances must be Lipschitz with a constant of at most 1.5, which holds
 * for every shape here; it makes shapes cost little more than their outlines.
 */
export function blendShape(
	r: Raster,
	box: readonly [number, number, number, number],
	distance: (x: number, y: number) => number,
	color: Rgb,
	alpha: number,
	softness = 1,
): void {
	const { width, height, data } = r;
	const x0 = Math.max(0, Math.floor(box[0]));
	const y0 = Math.max(0, Math.floor(box[1]));
	const x1 = Math.min(width, Math.ceil(box[2]));
	const y1 = Math.min(height, Math.ceil(box[3]));
	const [cr, cg, cb] = color;
	const inv = 1 / softness;
	const margin = BLOCK_MARGIN + softness;
	for (let by = y0; by < y1; by += BLOCK) {
		const ey = Math.min(y1, by + BLOCK);
		for (let bx = x0; bx < x1; bx += BLOCK) {
			const ex = Math.min(x1, bx + BLOCK);
			const d = distance((bx + ex) / 2, (by + ey) / 2);
			if (d > margin) continue;
			const inside = d < -margin;
			for (let y = by; y < ey; y++) {
				let i = (y * width + bx) * 3;
				for (let x = bx; x < ex; x++, i += 3) {
					let a = alpha;
					if (!inside) {
						a = 0.5 - distance(x + 0.5, y + 0.5) * inv;
						if (a <= 0) continue;
						a = a > 1 ? alpha : a * alpha;
					}
					data[i] = data[i]! + (cr - data[i]!) * a;
					data[i + 1] = data[i + 1]! + (cg - data[i + 1]!) * a;
					data[i + 2] = data[i + 2]! + (cb - data[i + 2]!) * a;
				}
			}
		}
	}
}

/** Blends one pixel at byte offset `i` towards `color` by `a` (0..1). */
export function mix(data: Uint8Array, i: number, color: Rgb, a: number): void {
	data[i] = data[i]! + (color[0] - data[i]!) * a;
	data[i + 1] = data[i + 1]! + (color[1] - data[i + 1]!) * a;
	data[i + 2] = data[i + 2]! + (color[2] - data[i + 2]!) * a;
}
