import type { Random } from './random.ts';
import type { Raster, Rgb } from './raster.ts';
import { blob, circle, ring, roundedRect } from './shapes.ts';
import { ball, softEllipse } from './solids.ts';
import { fillSurface, type SurfaceKind } from './surfaces.ts';
import { darkIndex, lightIndex, type Painted, type Swatches } from './swatches.ts';
import { mixRgb, modulate, shade } from './texture.ts';

const SHADOW: Rgb = [12, 10, 8];
const OAK: Rgb = [176, 128, 86];
const PORCELAIN: Rgb = [244, 242, 236];

/** What lies on the table. */
export type TabletopKind = 'food' | 'craft' | 'beauty';

/**
 * A flat lay seen from above: a wooden, linen or marble surface, a main piece with a soft
 * drop shadow (a plate of food, yarn and buttons, a compact and jars), and smaller things
 * scattered around it, each lit from the upper left.
 */
export function paintTabletop(r: Raster, rng: Random, s: Swatches, kind: TabletopKind): Painted {
	const { width: w, height: h } = r;
	const m = Math.min(w, h);
	const surface = rng.pick<SurfaceKind>(['wood', 'wood', 'linen', 'marble']);
	const lightI = lightIndex(s, 0);
	const surfaceColor =
		surface === 'wood'
			? mixRgb(OAK, s.rgb[darkIndex(s, 1)]!, rng.float(0.1, 0.4))
			: mixRgb(s.rgb[lightI]!, [235, 232, 226], 0.4);
	fillSurface(r, rng, surface, surfaceColor);
	const accents = [darkIndex(s, 0), darkIndex(s, 1), darkIndex(s, 2), lightIndex(s, 1)];
	const accent = (k: number) => s.rgb[accents[k % accents.length]!]!;

	// Scattered small things first, so the main piece's shadow can fall over them.
	const scattered = rng.int(4, 9);
	for (let k = 0; k < scattered; k++) {
		const x = rng.float(0.05, 0.95) * w;
		const y = rng.float(0.05, 0.95) * h;
		const size = m * rng.float(0.035, 0.08);
		softEllipse(r, x + size * 0.25, y + size * 0.3, size, size, SHADOW, 0.35, size * 0.6);
		if (kind === 'food' && rng.chance(0.4)) {
			blob(r, x, y, size * 1.2, [0.25, rng.float(0, 6.28), 0.1, 0], shade(accent(k), 0.8), 1);
			modulate(r, [x - size * 1.6, y - size * 1.6, x + size * 1.6, y + size * 1.6], 0.35, 0.9, 0.9);
		} else if (kind === 'beauty' && rng.chance(0.5)) {
			ball(r, x, y, size * 0.45, [236, 230, 222], undefined, 0.7);
		} else {
			ball(r, x, y, size, accent(k), undefined, kind === 'craft' ? 0.15 : 0.5);
			if (kind === 'craft') {
				for (let t = 1; t < 5; t++)
					ring(r, x - size * 0.2, y - size * 0.1, size * t * 0.2, 1.4, shade(accent(k), 0.7), 0.6);
			}
		}
	}

	const cx = w * rng.float(0.4, 0.6);
	const cy = h * rng.float(0.4, 0.6);
	const R = m * rng.float(0.26, 0.36);
	softEllipse(r, cx + R * 0.1, cy + R * 0.14, R * 1.02, R * 1.02, SHADOW, 0.4, R * 0.28);
	let what: string;
	if (kind === 'food') what = plateOfFood(r, rng, cx, cy, R, accent);
	else if (kind === 'craft') what = craftTray(r, rng, cx, cy, R, accent);
	else what = beautyFlatLay(r, rng, cx, cy, R, accent);

	// A cup (food) or a small round jar at a corner of the main piece.
	if (rng.chance(0.6)) {
		const ax = cx + R * rng.pick([-1.15, 1.15]);
		const ay = cy + R * rng.pick([-1.05, 1.05]);
		const ar = R * 0.34;
		softEllipse(r, ax + ar * 0.12, ay + ar * 0.16, ar * 1.05, ar * 1.05, SHADOW, 0.45, ar * 0.35);
		const cup = mixRgb(accent(3), PORCELAIN, 0.6);
		ball(r, ax, ay, ar, cup, undefined, 0.25);
		circle(r, ax, ay, ar * 0.8, shade(cup, 0.92), 1, 1.2);
		const drink: Rgb =
			kind === 'food'
				? rng.pick<Rgb>([
						[74, 44, 26],
						[150, 96, 58],
						[196, 156, 90],
					])
				: accent(1);
		circle(r, ax, ay, ar * 0.72, drink, 1, 1.2);
		ring(r, ax, ay, ar * 0.6, ar * 0.08, mixRgb(drink, [235, 215, 180], 0.5), 0.7);
		what += kind === 'food' ? ' and a cup' : ' and a small jar';
	}
	return {
		subject: `${what} on a ${surface === 'wood' ? 'wooden' : surface} surface, seen from above`,
		colors: [accents[0]!, accents[1]!, lightI],
	};
}

/** A plate: porcelain with a lit rim, then berries, greens, a bowl of soup or pastries. */
function plateOfFood(
	r: Raster,
	rng: Random,
	cx: number,
	cy: number,
	R: number,
	accent: (k: number) => Rgb,
): string {
	const plate = rng.chance(0.7) ? PORCELAIN : mixRgb(accent(3), PORCELAIN, 0.5);
	ball(r, cx, cy, R, plate, undefined, 0.2);
	circle(r, cx, cy, R * 0.8, shade(plate, 0.97), 1, R * 0.06);
	ring(r, cx, cy, R * 0.8, R * 0.012, shade(plate, 0.85), 0.6);
	const dish = rng.pick(['berries', 'salad', 'soup', 'pastries'] as const);
	const inner = R * 0.72;
	if (dish === 'soup') {
		const soup = mixRgb(accent(rng.int(0, 2)), [200, 120, 60], 0.35);
		circle(r, cx, cy, inner, soup, 1, 2);
		modulate(
			r,
			[cx - inner, cy - inner, cx + inner, cy + inner],
			0.25,
			0.8,
			0.8,
			rng.float(0, 512),
		);
		ring(r, cx + inner * 0.1, cy - inner * 0.05, inner * 0.45, inner * 0.05, [244, 236, 220], 0.8);
		for (let k = 0; k < 30; k++) {
			const a = rng.float(0, 6.28);
			const d = Math.sqrt(rng.next()) * inner * 0.85;
			circle(r, cx + Math.cos(a) * d, cy + Math.sin(a) * d, R * 0.018, [60, 110, 50], 1, 1);
		}
		return 'a bowl of soup';
	}
	if (dish === 'salad') {
		for (let k = 0; k < 16; k++) {
			const a = rng.float(0, 6.28);
			const d = Math.sqrt(rng.next()) * inner * 0.7;
			const green: Rgb = mixRgb([70, 130, 50], [150, 190, 80], rng.next());
			blob(
				r,
				cx + Math.cos(a) * d,
				cy + Math.sin(a) * d,
				R * rng.float(0.12, 0.2),
				[0.25, rng.float(0, 6.28), 0.1, rng.float(0, 6.28)],
				green,
				0.95,
			);
		}
		modulate(r, [cx - inner, cy - inner, cx + inner, cy + inner], 0.35, 1.2, 1.2);
		for (let k = 0; k < 7; k++) {
			const a = rng.float(0, 6.28);
			const d = Math.sqrt(rng.next()) * inner * 0.7;
			ball(
				r,
				cx + Math.cos(a) * d,
				cy + Math.sin(a) * d,
				R * 0.08,
				mixRgb(accent(k), [210, 50, 40], 0.5),
			);
		}
		return 'a green salad';
	}
	if (dish === 'pastries') {
		for (let k = 0; k < rng.int(3, 5); k++) {
			const a = rng.float(0, 6.28);
			const d = rng.float(0.2, 0.45) * inner;
			const x = cx + Math.cos(a) * d;
			const y = cy + Math.sin(a) * d;
			const size = R * rng.float(0.2, 0.28);
			softEllipse(
				r,
				x + size * 0.1,
				y + size * 0.15,
				size,
				size * 0.8,
				[60, 40, 20],
				0.3,
				size * 0.3,
			);
			blob(
				r,
				x,
				y,
				size,
				[0.15, rng.float(0, 6.28), 0.06, 0],
				mixRgb([206, 146, 70], accent(2), 0.15),
				1,
			);
			modulate(r, [x - size * 1.3, y - size * 1.3, x + size * 1.3, y + size * 1.3], 0.5, 1.5, 1.5);
		}
		return 'pastries on a plate';
	}
	for (let k = 0; k < 34; k++) {
		const a = rng.float(0, 6.28);
		const d = Math.sqrt(rng.next()) * inner * 0.78;
		ball(
			r,
			cx + Math.cos(a) * d,
			cy + Math.sin(a) * d,
			R * rng.float(0.07, 0.1),
			shade(accent(k % 3), rng.float(0.8, 1.1)),
			undefined,
			0.6,
		);
	}
	return 'a plate of berries';
}

/** A round tray of yarn balls with knitted stripes, spools and buttons. */
function craftTray(
	r: Raster,
	rng: Random,
	cx: number,
	cy: number,
	R: number,
	accent: (k: number) => Rgb,
): string {
	const tray = mixRgb(OAK, [220, 200, 170], 0.4);
	ball(r, cx, cy, R, tray, undefined, 0.1);
	circle(r, cx, cy, R * 0.9, shade(tray, 0.9), 1, 2);
	modulate(r, [cx - R, cy - R, cx + R, cy + R], 0.3, 0.06, 1.2);
	const n = rng.int(3, 4);
	for (let k = 0; k < n; k++) {
		const a = (k / n) * 6.28 + rng.float(0, 0.5);
		const x = cx + Math.cos(a) * R * 0.42;
		const y = cy + Math.sin(a) * R * 0.42;
		const size = R * rng.float(0.26, 0.34);
		const c = accent(k);
		ball(r, x, y, size, c, undefined, 0.1);
		for (let t = 1; t < 7; t++)
			ring(r, x + size * 0.25, y - size * 0.3, size * t * 0.17, 1.6, shade(c, 0.72), 0.55);
		modulate(r, [x - size, y - size, x + size, y + size], 0.3, 1.8, 1.8);
	}
	for (let k = 0; k < 6; k++) {
		const x = cx + rng.float(-0.25, 0.25) * R;
		const y = cy + rng.float(-0.25, 0.25) * R;
		const b = R * 0.06;
		ball(r, x, y, b, accent(k + 1), undefined, 0.5);
		for (const [dx, dy] of [
			[-1, -1],
			[1, -1],
			[-1, 1],
			[1, 1],
		] as const)
			circle(r, x + dx * b * 0.28, y + dy * b * 0.28, b * 0.12, shade(accent(k + 1), 0.5));
	}
	return 'yarn balls and buttons on a tray';
}

/** A compact with a mirror, a lipstick, round jars and pearls. */
function beautyFlatLay(
	r: Raster,
	rng: Random,
	cx: number,
	cy: number,
	R: number,
	accent: (k: number) => Rgb,
): string {
	const gold: Rgb = [214, 180, 110];
	ball(r, cx, cy, R * 0.7, gold, undefined, 0.6);
	circle(r, cx, cy, R * 0.6, mixRgb(accent(3), [255, 255, 255], 0.4), 1, 2);
	modulate(r, [cx - R * 0.6, cy - R * 0.6, cx + R * 0.6, cy + R * 0.6], 0.3, 0.5, 0.5);
	const lx = cx + R * 0.75;
	const ly = cy - R * 0.9;
	softEllipse(r, lx + 8, ly + R * 0.55, R * 0.1, R * 0.5, SHADOW, 0.3, R * 0.1);
	roundedRect(r, lx - R * 0.09, ly, lx + R * 0.09, ly + R * 0.7, R * 0.03, shade(gold, 0.9));
	roundedRect(r, lx - R * 0.07, ly - R * 0.2, lx + R * 0.07, ly + R * 0.05, R * 0.05, accent(0));
	modulate(r, [lx - R * 0.1, ly - R * 0.2, lx + R * 0.1, ly + R * 0.7], 0.2, 0.1, 0.02);
	for (let k = 0; k < 14; k++) {
		const a = 2.4 + k * 0.12;
		ball(
			r,
			cx + Math.cos(a) * R * 1.05,
			cy + Math.sin(a) * R * 1.05,
			R * 0.05,
			[240, 234, 226],
			undefined,
			0.8,
		);
	}
	if (rng.chance(0.7)) {
		const jx = cx - R * 0.85;
		const jy = cy + R * 0.8;
		softEllipse(r, jx + 6, jy + 8, R * 0.3, R * 0.3, SHADOW, 0.35, R * 0.1);
		ball(r, jx, jy, R * 0.3, accent(1), undefined, 0.4);
		circle(r, jx, jy, R * 0.22, shade(accent(1), 1.1), 0.6, R * 0.05);
	}
	return 'a compact, a lipstick and pearls';
}
