import { blendShape, type Raster, type Rgb } from './raster.ts';

/**
 * Lit solids for the demo pictures: spheres, turned bodies (vases, bottles, cups) and soft
 * shadows. Light comes from the upper left unless told; shading is Lambert plus a small
 * highlight, which reads as "photographed" next to the flat shapes of shapes.ts.
 */

/** Unit vector towards the light, in picture space (x right, y down, z towards the viewer). */
export type Light = readonly [number, number, number];
const UPPER_LEFT: Light = normalize([-0.5, -0.6, 0.62]);

function normalize(v: readonly [number, number, number]): Light {
	const l = Math.hypot(v[0], v[1], v[2]);
	return [v[0] / l, v[1] / l, v[2] / l];
}

/** A shaded sphere (fruit, berries, yarn, beads) of `radius` at (cx, cy). */
export function ball(
	r: Raster,
	cx: number,
	cy: number,
	radius: number,
	color: Rgb,
	light: Light = UPPER_LEFT,
	shine = 0.45,
): void {
	const { width, height, data } = r;
	const x0 = Math.max(0, Math.floor(cx - radius - 1));
	const x1 = Math.min(width, Math.ceil(cx + radius + 1));
	const y0 = Math.max(0, Math.floor(cy - radius - 1));
	const y1 = Math.min(height, Math.ceil(cy + radius + 1));
	const inv = 1 / radius;
	const [lx, ly, lz] = light;
	for (let y = y0; y < y1; y++) {
		const ny = (y + 0.5 - cy) * inv;
		let i = (y * width + x0) * 3;
		for (let x = x0; x < x1; x++, i += 3) {
			const nx = (x + 0.5 - cx) * inv;
			const d2 = nx * nx + ny * ny;
			if (d2 >= 1 + 2 * inv) continue;
			const edge = Math.min(1, (1 - Math.sqrt(d2)) * radius + 0.5);
			if (edge <= 0) continue;
			const nz = Math.sqrt(Math.max(0, 1 - d2));
			const lambert = Math.max(0, nx * lx + ny * ly + nz * lz);
			let s = lambert * lambert;
			s *= s;
			s *= s;
			s *= s; // lambert^16: a small highlight
			const k = 0.28 + 0.82 * lambert;
			const hi = 255 * shine * s;
			data[i] = data[i]! + (Math.min(255, color[0] * k + hi) - data[i]!) * edge;
			data[i + 1] = data[i + 1]! + (Math.min(255, color[1] * k + hi) - data[i + 1]!) * edge;
			data[i + 2] = data[i + 2]! + (Math.min(255, color[2] * k + hi) - data[i + 2]!) * edge;
		}
	}
}

/**
 * A turned body standing upright (vase, bottle, cup, candle): between `top` and `bottom`, its
 * half width at height fraction t (0 top, 1 bottom) is `maxHalfWidth · profile(t)`. Shaded as a
 * cylinder lit from the side `light` points to, with a soft vertical highlight.
 */
export function turned(
	r: Raster,
	cx: number,
	top: number,
	bottom: number,
	maxHalfWidth: number,
	profile: (t: number) => number,
	color: Rgb,
	light: Light = UPPER_LEFT,
	shine = 0.35,
): void {
	const { width, data } = r;
	const y0 = Math.max(0, Math.floor(top));
	const y1 = Math.min(r.height, Math.ceil(bottom));
	const span = Math.max(1, bottom - top);
	const [lx, , lz] = light;
	for (let y = y0; y < y1; y++) {
		const hw = maxHalfWidth * profile((y + 0.5 - top) / span);
		if (hw <= 0.5) continue;
		const inv = 1 / hw;
		const xa = Math.max(0, Math.floor(cx - hw - 1));
		const xb = Math.min(width, Math.ceil(cx + hw + 1));
		let i = (y * width + xa) * 3;
		for (let x = xa; x < xb; x++, i += 3) {
			const u = (x + 0.5 - cx) * inv;
			const edge = Math.min(1, (1 - Math.abs(u)) * hw + 0.5);
			if (edge <= 0) continue;
			const nz = Math.sqrt(Math.max(0, 1 - u * u));
			const lambert = Math.max(0, u * lx + nz * lz);
			let s = lambert * lambert;
			s *= s;
			s *= s;
			const k = 0.3 + 0.8 * lambert;
			const hi = 255 * shine * s * s;
			data[i] = data[i]! + (Math.min(255, color[0] * k + hi) - data[i]!) * edge;
			data[i + 1] = data[i + 1]! + (Math.min(255, color[1] * k + hi) - data[i + 1]!) * edge;
			data[i + 2] = data[i + 2]! + (Math.min(255, color[2] * k + hi) - data[i + 2]!) * edge;
		}
	}
}

/** A soft elliptical shadow (or light pool) centred at (cx, cy) with radii rx, ry. */
export function softEllipse(
	r: Raster,
	cx: number,
	cy: number,
	rx: number,
	ry: number,
	color: Rgb,
	alpha: number,
	softness: number,
): void {
	const k = Math.min(rx, ry);
	const pad = softness * 1.5;
	blendShape(
		r,
		[cx - rx - pad, cy - ry - pad, cx + rx + pad, cy + ry + pad],
		(x, y) => {
			const dx = (x - cx) / rx;
			const dy = (y - cy) / ry;
			return (Math.sqrt(dx * dx + dy * dy) - 1) * k;
		},
		color,
		alpha,
		softness,
	);
}
