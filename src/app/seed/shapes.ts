import { blendShape, mix, type Raster, type Rgb } from './raster.ts';

/**
 * Anti-aliased shapes for the demo pictures, drawn onto a raster with an alpha. Most are a
 * signed distance handed to `blendShape`; waves and stripes have their own row loops.
 */
/** A filled circle. */
export function circle(
	r: Raster,
	cx: number,
	cy: number,
	radius: number,
	color: Rgb,
	alpha = 1,
	softness = 1,
): void {
	const pad = radius + softness;
	blendShape(
		r,
		[cx - pad, cy - pad, cx + pad, cy + pad],
		(x, y) => Math.sqrt((x - cx) * (x - cx) + (y - cy) * (y - cy)) - radius,
		color,
		alpha,
		softness,
	);
}

/** A ring (circle outline) of the given thickness. */
export function ring(
	r: Raster,
	cx: number,
	cy: number,
	radius: number,
	thickness: number,
	color: Rgb,
	alpha = 1,
): void {
	const pad = radius + thickness;
	const half = thickness / 2;
	blendShape(
		r,
		[cx - pad, cy - pad, cx + pad, cy + pad],
		(x, y) => Math.abs(Math.sqrt((x - cx) * (x - cx) + (y - cy) * (y - cy)) - radius) - half,
		color,
		alpha,
	);
}

/**
 * An organic blob: a circle whose radius wobbles with two harmonics. `wobble` holds the
 * amplitudes and phases `[a2, p2, a3, p3]` (amplitudes around 0.05–0.2).
 */
export function blob(
	r: Raster,
	cx: number,
	cy: number,
	radius: number,
	wobble: readonly [number, number, number, number],
	color: Rgb,
	alpha = 1,
): void {
	const [a2, p2, a3, p3] = wobble;
	const c2 = Math.cos(p2);
	const s2 = Math.sin(p2);
	const c3 = Math.cos(p3);
	const s3 = Math.sin(p3);
	const pad = radius * (1 + a2 + a3) + 2;
	blendShape(
		r,
		[cx - pad, cy - pad, cx + pad, cy + pad],
		(x, y) => {
			const dx = x - cx;
			const dy = y - cy;
			const d = Math.sqrt(dx * dx + dy * dy) || 1e-6;
			const c = dx / d;
			const s = dy / d;
			// cos/sin of 2θ and 3θ from cos θ and sin θ (no trigonometry per pixel).
			const cos2 = c * c - s * s;
			const sin2 = 2 * s * c;
			const cos3 = c * (4 * c * c - 3);
			const sin3 = s * (3 - 4 * s * s);
			const k = 1 + a2 * (cos2 * c2 - sin2 * s2) + a3 * (cos3 * c3 - sin3 * s3);
			return d - radius * k;
		},
		color,
		alpha,
		1.2,
	);
}

/** A rectangle with rounded corners (radius 0 for sharp ones). */
export function roundedRect(
	r: Raster,
	x0: number,
	y0: number,
	x1: number,
	y1: number,
	radius: number,
	color: Rgb,
	alpha = 1,
): void {
	const cx = (x0 + x1) / 2;
	const cy = (y0 + y1) / 2;
	const hw = (x1 - x0) / 2 - radius;
	const hh = (y1 - y0) / 2 - radius;
	blendShape(
		r,
		[x0 - 1, y0 - 1, x1 + 1, y1 + 1],
		(x, y) => {
			const qx = Math.abs(x - cx) - hw;
			const qy = Math.abs(y - cy) - hh;
			const ox = Math.max(qx, 0);
			const oy = Math.max(qy, 0);
			return Math.sqrt(ox * ox + oy * oy) + Math.min(Math.max(qx, qy), 0) - radius;
		},
		color,
		alpha,
	);
}

/** An arch: a rectangle from `bottom` up, topped by a half circle; `halfWidth` across. */
export function arch(
	r: Raster,
	cx: number,
	top: number,
	bottom: number,
	halfWidth: number,
	color: Rgb,
	alpha = 1,
): void {
	const shoulder = top + halfWidth;
	blendShape(
		r,
		[cx - halfWidth - 1, top - 1, cx + halfWidth + 1, bottom],
		(x, y) => {
			if (y >= shoulder) return Math.abs(x - cx) - halfWidth;
			return Math.sqrt((x - cx) * (x - cx) + (y - shoulder) * (y - shoulder)) - halfWidth;
		},
		color,
		alpha,
	);
}

/**
 * Fills everything below a wavy horizon: `y = base + amp·sin(freq·x + phase) + amp/3·sin(…)`.
 * The horizon is computed once per column, so this costs one blend per covered pixel.
 */
export function wave(
	r: Raster,
	base: number,
	amp: number,
	freq: number,
	phase: number,
	color: Rgb,
	alpha = 1,
): void {
	const { width, height, data } = r;
	const horizon = new Float64Array(width);
	let top = height;
	for (let x = 0; x < width; x++) {
		const h =
			base + amp * Math.sin(freq * (x + 0.5) + phase) + (amp / 3) * Math.sin(freq * 2.7 * x);
		horizon[x] = h;
		if (h < top) top = h;
	}
	for (let y = Math.max(0, Math.floor(top) - 1); y < height; y++) {
		const py = y + 0.5;
		let i = y * width * 3;
		for (let x = 0; x < width; x++, i += 3) {
			let a = 0.5 + py - horizon[x]!;
			if (a <= 0) continue;
			if (a > 1) a = 1;
			mix(data, i, color, a * alpha);
		}
	}
}

/** Parallel stripes over the whole raster, `period` apart, each `thickness` wide, at `angle`. */
export function stripes(
	r: Raster,
	angle: number,
	period: number,
	thickness: number,
	color: Rgb,
	alpha = 1,
): void {
	const { width, height, data } = r;
	const cos = Math.cos(angle);
	const sin = Math.sin(angle);
	const half = thickness / 2;
	const offset = period * 1000; // keeps the running value positive
	let i = 0;
	for (let y = 0; y < height; y++) {
		let v = (y + 0.5) * sin + 0.5 * cos + offset;
		for (let x = 0; x < width; x++, i += 3, v += cos) {
			const m = (v % period) - period / 2;
			let a = 0.5 - ((m < 0 ? -m : m) - half);
			if (a <= 0) continue;
			if (a > 1) a = 1;
			mix(data, i, color, a * alpha);
		}
	}
}
