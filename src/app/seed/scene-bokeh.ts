import type { Random } from './random.ts';
import type { Raster, Rgb } from './raster.ts';
import { circle, ring, roundedRect } from './shapes.ts';
import { softEllipse } from './solids.ts';
import { darkIndex, lightIndex, type Painted, type Swatches } from './swatches.ts';
import { glow, mixRgb, modulate, shade, verticalGradient } from './texture.ts';

const INK: Rgb = [38, 34, 32];

/**
 * Out-of-focus lights: a dim graded background with dozens of soft discs of light, some
 * with brighter rims, as a long lens renders string lights. With `card`, a paper card with
 * lines of handwriting-like strokes sits on top (the quotes category).
 */
export function paintBokeh(r: Raster, rng: Random, s: Swatches, card: boolean): Painted {
	const { width: w, height: h } = r;
	const darkI = darkIndex(s, 0);
	const lightI = lightIndex(s, 0);
	const dark = shade(s.rgb[darkI]!, 0.55);
	verticalGradient(
		r,
		[0, 0, w, h],
		[
			[0, dark],
			[0.6, shade(s.rgb[darkIndex(s, 1)]!, 0.7)],
			[1, dark],
		],
		0.1,
		0.5,
	);
	glow(
		r,
		w * rng.float(0.2, 0.8),
		h * rng.float(0.2, 0.8),
		w * 0.3,
		s.rgb[lightIndex(s, 1)]!,
		0.25,
	);
	const n = rng.int(28, 48);
	for (let k = 0; k < n; k++) {
		const rad = w * rng.float(0.025, 0.1) * (k < n / 3 ? 1.6 : 1);
		const x = rng.float(-0.05, 1.05) * w;
		const y = rng.float(-0.05, 1.05) * h;
		const c = mixRgb(s.rgb[lightIndex(s, rng.int(0, 2))]!, [255, 240, 210], 0.3);
		circle(r, x, y, rad, c, rng.float(0.12, 0.4), rad * rng.float(0.05, 0.25));
		if (rng.chance(0.5)) ring(r, x, y, rad * 0.96, rad * 0.06, c, 0.15);
	}
	if (!card) return { subject: 'soft bokeh lights', colors: [darkI, lightI] };
	const cw = w * rng.float(0.6, 0.74);
	const ch = Math.min(h * 0.7, cw * rng.float(0.7, 1.2));
	const x0 = (w - cw) / 2;
	const y0 = (h - ch) / 2;
	softEllipse(r, w / 2 + 8, h / 2 + 14, cw * 0.55, ch * 0.55, [0, 0, 0], 0.45, cw * 0.08);
	const paper = mixRgb(s.rgb[lightI]!, [250, 246, 238], 0.6);
	roundedRect(r, x0, y0, x0 + cw, y0 + ch, w * 0.01, paper);
	modulate(r, [x0, y0, x0 + cw, y0 + ch], 0.08, 1.2, 1.2);
	const lines = rng.int(3, 5);
	const lh = Math.min(ch * 0.12, (ch * 0.6) / lines);
	const ink = rng.chance(0.5) ? INK : shade(s.rgb[darkI]!, 0.8);
	for (let l = 0; l < lines; l++) {
		const y = y0 + ch * 0.2 + l * lh * 1.35;
		const len = cw * (l === lines - 1 ? rng.float(0.3, 0.5) : rng.float(0.6, 0.8));
		let x = w / 2 - len / 2;
		while (x < w / 2 + len / 2) {
			const word = Math.min(w / 2 + len / 2 - x, cw * rng.float(0.06, 0.16));
			roundedRect(r, x, y, x + word, y + lh * 0.45, lh * 0.2, ink, 0.9);
			x += word + lh * 0.35;
		}
	}
	roundedRect(
		r,
		w / 2 - cw * 0.08,
		y0 + ch * 0.86,
		w / 2 + cw * 0.08,
		y0 + ch * 0.86 + 3,
		1.5,
		s.rgb[darkIndex(s, 1)]!,
	);
	return { subject: 'a handwritten quote card over soft bokeh lights', colors: [lightI, darkI] };
}
