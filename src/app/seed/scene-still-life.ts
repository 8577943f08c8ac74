import type { Random } from './random.ts';
import type { Raster, Rgb } from './raster.ts';
import { blob, roundedRect } from './shapes.ts';
import { ball, softEllipse, turned } from './solids.ts';
import { fillSurface } from './surfaces.ts';
import { darkIndex, lightIndex, type Painted, type Swatches } from './swatches.ts';
import { glow, mixRgb, modulate, shade, verticalGradient } from './texture.ts';

const SHADOW: Rgb = [20, 16, 12];
const OAK: Rgb = [168, 122, 80];
const WINDOW_LIGHT: Rgb = [255, 236, 204];

/** Profiles of turned things, half width by height fraction (0 top, 1 bottom). */
const PROFILES: Record<string, (t: number) => number> = {
	vase: (t) => 0.45 + 0.55 * Math.sin(Math.PI * (0.15 + 0.8 * t)),
	bottle: (t) => (t < 0.35 ? 0.32 : t < 0.5 ? 0.32 + ((t - 0.35) / 0.15) * 0.68 : 1),
	jar: (t) => (t < 0.08 ? 0.85 : 1),
	bowl: (t) => Math.sqrt(Math.max(0, 1 - t * t)),
	candle: () => 1,
};

/**
 * A side-lit interior corner: a plaster wall warmed by window light, a wooden shelf or table,
 * two to four turned pieces (vases, bottles, jars, candles) with contact and cast shadows,
 * sometimes flowers or leaves in the tallest one, fruit on the table and a framed picture.
 */
export function paintStillLife(r: Raster, rng: Random, s: Swatches): Painted {
	const { width: w, height: h } = r;
	const wallI = lightIndex(s, rng.int(0, 1));
	const wall = mixRgb(s.rgb[wallI]!, [236, 230, 220], 0.25);
	const tableY = h * rng.float(0.62, 0.76);
	verticalGradient(
		r,
		[0, 0, w, tableY],
		[
			[0, shade(wall, 0.78)],
			[1, shade(wall, 1.02)],
		],
		0.12,
		0.7,
	);
	const fromLeft = rng.chance(0.5);
	glow(r, fromLeft ? w * 0.15 : w * 0.85, h * 0.25, w * 0.35, WINDOW_LIGHT, 0.22);
	const table = mixRgb(OAK, s.rgb[darkIndex(s, 1)]!, rng.float(0, 0.35));
	fillSurface(r, rng, 'wood', table, tableY, h);
	roundedRect(r, 0, tableY - 2, w, tableY + 3, 0, shade(table, 1.25), 0.8);

	if (rng.chance(0.5)) {
		const fw = w * rng.float(0.22, 0.34);
		const fh = fw * rng.float(1.1, 1.35);
		const fx = w * rng.float(0.15, 0.85) - fw / 2;
		const fy = tableY - h * 0.12 - fh - h * rng.float(0.05, 0.15);
		softEllipse(r, fx + fw / 2 + 6, fy + fh / 2 + 8, fw / 2, fh / 2, SHADOW, 0.25, 14);
		roundedRect(r, fx, fy, fx + fw, fy + fh, 2, shade(s.rgb[darkIndex(s, 0)]!, 0.8));
		const inset = fw * 0.1;
		verticalGradient(
			r,
			[fx + inset, fy + inset, fx + fw - inset, fy + fh - inset],
			[
				[0, s.rgb[lightIndex(s, 1)]!],
				[0.6, s.rgb[lightIndex(s, 2)]!],
				[1, s.rgb[darkIndex(s, 1)]!],
			],
			0.5,
			1.4,
		);
		modulate(r, [fx, fy, fx + fw, fy + fh], 0.12, 0.7, 0.7);
	}

	const light: readonly [number, number, number] = fromLeft
		? [-0.7, -0.3, 0.65]
		: [0.7, -0.3, 0.65];
	const n = rng.int(2, 4);
	const names: string[] = [];
	const slots = Array.from({ length: n }, (_, k) => (k + 0.5 + rng.float(-0.2, 0.2)) / n);
	let tallest = { x: 0, top: Infinity, hw: 0 };
	for (let k = 0; k < n; k++) {
		const kind = rng.pick(Object.keys(PROFILES));
		const hw = w * rng.float(0.06, 0.11) * (kind === 'bowl' ? 1.6 : 1);
		const tall =
			kind === 'bowl' ? hw * 0.9 : h * rng.float(0.16, 0.34) * (kind === 'candle' ? 0.6 : 1);
		const x = w * (0.1 + slots[k]! * 0.8);
		const bottom = tableY + h * rng.float(0.02, 0.08);
		const top = bottom - tall;
		const cast = fromLeft ? 1 : -1;
		softEllipse(
			r,
			x + cast * hw * 1.4,
			bottom - hw * 0.1,
			hw * 2,
			hw * 0.35,
			SHADOW,
			0.35,
			hw * 0.5,
		);
		softEllipse(r, x, bottom, hw * 1.05, hw * 0.2, SHADOW, 0.55, hw * 0.12);
		const c = s.rgb[k % 2 === 0 ? darkIndex(s, k % 3) : lightIndex(s, 1 + (k % 2))]!;
		turned(r, x, top, bottom, hw, PROFILES[kind]!, c, light, kind === 'bottle' ? 0.6 : 0.3);
		modulate(r, [x - hw, top, x + hw, bottom], kind === 'candle' ? 0.05 : 0.16, 1.1, 1.1, k * 97);
		names.push(kind);
		if (kind !== 'bowl' && kind !== 'candle' && top < tallest.top) tallest = { x, top, hw };
		if (kind === 'bowl' || (kind === 'candle' && rng.chance(0.5))) {
			for (let f = 0; f < (kind === 'bowl' ? 5 : 0); f++) {
				ball(
					r,
					x + rng.float(-0.55, 0.55) * hw,
					top + rng.float(0, 0.2) * hw,
					hw * 0.28,
					s.rgb[darkIndex(s, rng.int(0, 3))]!,
					light,
					0.5,
				);
			}
		}
	}
	let extra = '';
	if (tallest.top < Infinity && rng.chance(0.7)) {
		const flowers = rng.chance(0.5);
		for (let k = 0; k < (flowers ? 14 : 10); k++) {
			const a = rng.float(-2.6, -0.5);
			const d = h * rng.float(0.06, 0.2);
			const x = tallest.x + Math.cos(a) * d;
			const y = tallest.top + Math.sin(a) * d;
			roundedRect(
				r,
				Math.min(x, tallest.x),
				y,
				Math.min(x, tallest.x) + 2,
				tallest.top + 4,
				1,
				[70, 100, 50],
				0.7,
			);
			if (flowers)
				ball(
					r,
					x,
					y,
					h * rng.float(0.022, 0.04),
					mixRgb(s.rgb[darkIndex(s, rng.int(0, 2))]!, [255, 255, 255], 0.15),
					light,
					0.3,
				);
			else
				blob(
					r,
					x,
					y,
					h * rng.float(0.03, 0.05),
					[0.3, rng.float(0, 6.28), 0.1, 0],
					mixRgb([60, 110, 60], [120, 160, 80], rng.next()),
					0.95,
				);
		}
		extra = flowers ? ' with flowers' : ' with leaves';
	}
	const main = names.includes('vase')
		? 'a ceramic vase'
		: names.includes('bottle')
			? 'glass bottles'
			: names.includes('bowl')
				? 'a fruit bowl'
				: 'jars and candles';
	return {
		subject: `${main}${extra} on a wooden table by a window`,
		colors: [wallI, darkIndex(s, 0), lightIndex(s, 1)],
	};
}
