import type { Random } from './random.ts';
import type { Raster, Rgb } from './raster.ts';
import { ball } from './solids.ts';
import { darkIndex, lightIndex, type Painted, type Swatches } from './swatches.ts';
import { mixRgb, noise, texel } from './texture.ts';

const PERIOD = 4096;

/**
 * Draped cloth filling the frame: folds are a height field along one direction, warped by
 * noise and shaded by its slope; the weave shows as a fine two-way texture; the cloth is
 * plain, striped or checked, the print following the folds. Sometimes buttons on a placket.
 */
export function paintFabric(r: Raster, rng: Random, s: Swatches): Painted {
	const { width: w, height: h, data } = r;
	const baseI = darkIndex(s, rng.int(0, 2));
	const printI = lightIndex(s, rng.int(0, 1));
	const base = s.rgb[baseI]!;
	const print = mixRgb(s.rgb[printI]!, base, 0.15);
	const pattern = rng.pick(['plain', 'stripes', 'check'] as const);
	const angle = rng.float(-0.5, 0.5) + (rng.chance(0.5) ? Math.PI / 2 : 0);
	const ca = Math.cos(angle);
	const sa = Math.sin(angle);
	// Slope of the folds by phase, tabulated once: two harmonics make uneven drapes.
	const slope = new Float32Array(PERIOD);
	const k2 = rng.float(1.6, 2.6);
	for (let i = 0; i < PERIOD; i++) {
		const t = (i / PERIOD) * Math.PI * 2;
		slope[i] = 0.75 * Math.cos(t) + 0.35 * Math.cos(k2 * t + 1);
	}
	const foldWidth = w * rng.float(0.18, 0.32);
	const toPhase = PERIOD / foldWidth;
	const warp = w * rng.float(0.05, 0.12);
	const ox = rng.float(0, 512);
	const oy = rng.float(0, 512);
	const stripe = w * rng.float(0.03, 0.07);
	const thread = rng.int(3, 4);
	for (let y = 0; y < h; y++) {
		let i = y * w * 3;
		const wy = y % thread < thread / 2 ? 1 : -1;
		for (let x = 0; x < w; x++, i += 3) {
			const u = x * ca + y * sa + warp * noise(ox + x * 0.12, oy + y * 0.12);
			const v = -x * sa + y * ca;
			const p = ((Math.floor(u * toPhase) % PERIOD) + PERIOD) % PERIOD;
			const lit = 0.78 + 0.3 * slope[p]!;
			let c = base;
			if (pattern !== 'plain') {
				const sv = ((v % (stripe * 2)) + stripe * 2) % (stripe * 2) < stripe * 0.55;
				const su =
					pattern === 'check' &&
					(((x * ca + y * sa) % (stripe * 2)) + stripe * 2) % (stripe * 2) < stripe * 0.55;
				if (sv || su) c = sv && su ? mixRgb(print, base, 0.5) : print;
			}
			const weave = (x % thread < thread / 2 ? 1 : -1) * wy * 0.035;
			const k = lit * (1 + weave + 0.08 * (texel(x * 1.1, y * 1.1) - 0.5));
			data[i] = Math.min(c[0] * k, 255);
			data[i + 1] = Math.min(c[1] * k, 255);
			data[i + 2] = Math.min(c[2] * k, 255);
		}
	}
	let what =
		pattern === 'plain'
			? 'draped fabric'
			: pattern === 'stripes'
				? 'striped fabric'
				: 'checked fabric';
	if (rng.chance(0.4)) {
		const bx = w * rng.float(0.3, 0.7);
		const button: Rgb = rng.pick<Rgb>([
			[236, 230, 218],
			[60, 44, 34],
			[200, 170, 110],
		]);
		for (let y = h * 0.12; y < h; y += h * 0.2) {
			ball(r, bx + 3, y + 4, w * 0.03, [20, 20, 20], undefined, 0);
			ball(r, bx, y, w * 0.028, button, undefined, 0.5);
		}
		what += ' with buttons';
	}
	return { subject: `${what} in soft folds`, colors: [baseI, printI] };
}
