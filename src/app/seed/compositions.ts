import type { Palette, PaletteColor } from '../../lib/platform/media/palettes.ts';
import { hexToRgb } from '../../lib/platform/media/palettes.ts';
import type { Random } from './random.ts';
import { createRaster, fillLinearGradient, type Raster, type Rgb, vignette } from './raster.ts';
import { arch, blob, circle, ring, roundedRect, stripes, wave } from './shapes.ts';

/**
 * Abstract compositions for demo pins. Each one paints a raster from a palette and says what
 * it drew, for the alt text ("layered hills under a round sun").
 */
export interface Drawing {
	raster: Raster;
	/** What the picture shows, without colours: "soft overlapping circles". */
	subject: string;
	/** The colours that dominate, most prominent first. */
	colors: PaletteColor[];
}

type Painter = (r: Raster, rng: Random, p: Rgb[]) => string;

const PAINTERS: readonly Painter[] = [
	// Soft circles on a gradient.
	(r, rng, p) => {
		fillLinearGradient(r, p[0]!, p[1]!, rng.float(0, Math.PI));
		const n = rng.int(2, 4);
		for (let i = 0; i < n; i++) {
			const rad = r.width * rng.float(0.15, 0.42);
			circle(
				r,
				rng.float(0, r.width),
				rng.float(0, r.height),
				rad,
				p[2 + (i % 3)]!,
				rng.float(0.55, 0.95),
				rng.float(1, 6),
			);
		}
		return 'soft overlapping circles on a gradient';
	},
	// Nested rainbow arches with a sun.
	(r, rng, p) => {
		fillLinearGradient(r, p[0]!, p[0]!, 0);
		const cx = r.width * rng.float(0.35, 0.65);
		const bottom = r.height;
		const outer = r.width * rng.float(0.32, 0.42);
		circle(r, r.width * rng.float(0.2, 0.8), r.height * rng.float(0.12, 0.3), r.width * 0.1, p[4]!);
		const bands = rng.int(3, 4);
		for (let i = 0; i < bands; i++) {
			const hw = outer * (1 - i / (bands + 0.6));
			arch(r, cx, r.height * 0.42 + (outer - hw), bottom, hw, p[1 + (i % 4)]!);
		}
		return 'nested rainbow arches and a small sun';
	},
	// Layered hills under a sun.
	(r, rng, p) => {
		fillLinearGradient(r, p[0]!, p[1]!, Math.PI / 2);
		circle(
			r,
			r.width * rng.float(0.25, 0.75),
			r.height * rng.float(0.2, 0.4),
			r.width * rng.float(0.1, 0.18),
			p[4]!,
			0.95,
			2,
		);
		const layers = rng.int(3, 4);
		for (let i = 0; i < layers; i++) {
			const base = r.height * (0.5 + (i * 0.45) / layers);
			wave(
				r,
				base,
				r.height * rng.float(0.03, 0.08),
				rng.float(0.004, 0.014),
				rng.float(0, 6.28),
				p[2 + (i % 3)]!,
				1,
			);
		}
		return 'layered hills under a round sun';
	},
	// Organic blobs.
	(r, rng, p) => {
		fillLinearGradient(r, p[0]!, p[0]!, 0);
		const n = rng.int(3, 5);
		for (let i = 0; i < n; i++) {
			const wobble = [
				rng.float(0.04, 0.18),
				rng.float(0, 6.28),
				rng.float(0.03, 0.12),
				rng.float(0, 6.28),
			] as const;
			blob(
				r,
				rng.float(0.1, 0.9) * r.width,
				rng.float(0.1, 0.9) * r.height,
				r.width * rng.float(0.16, 0.34),
				wobble,
				p[1 + (i % 4)]!,
				rng.float(0.8, 1),
			);
		}
		return 'organic blobs';
	},
	// Diagonal stripes with a circle cut-out.
	(r, rng, p) => {
		fillLinearGradient(r, p[0]!, p[1]!, rng.float(0, Math.PI));
		const period = r.width * rng.float(0.06, 0.12);
		stripes(
			r,
			rng.pick([Math.PI / 4, -Math.PI / 4, Math.PI / 2, 0]),
			period,
			period * rng.float(0.3, 0.5),
			p[2]!,
			0.85,
		);
		circle(r, r.width / 2, r.height / 2, r.width * rng.float(0.22, 0.36), p[3]!, 1, 1.5);
		ring(r, r.width / 2, r.height / 2, r.width * 0.42, r.width * 0.015, p[4]!, 0.9);
		return 'bold stripes around a circle';
	},
	// Colour blocks.
	(r, rng, p) => {
		fillLinearGradient(r, p[0]!, p[0]!, 0);
		const cols = rng.int(2, 3);
		const rows = rng.int(2, 4);
		const gap = r.width * 0.03;
		const cw = (r.width - gap * (cols + 1)) / cols;
		const ch = (r.height - gap * (rows + 1)) / rows;
		for (let y = 0; y < rows; y++) {
			for (let x = 0; x < cols; x++) {
				const x0 = gap + x * (cw + gap);
				const y0 = gap + y * (ch + gap);
				roundedRect(
					r,
					x0,
					y0,
					x0 + cw,
					y0 + ch,
					r.width * rng.float(0, 0.05),
					rng.pick(p.slice(1))!,
				);
				if (rng.chance(0.35))
					circle(r, x0 + cw / 2, y0 + ch / 2, Math.min(cw, ch) * 0.3, rng.pick(p)!);
			}
		}
		return 'a grid of colour blocks';
	},
	// Dots pattern behind a big shape.
	(r, rng, p) => {
		fillLinearGradient(r, p[0]!, p[1]!, Math.PI / 2);
		const step = r.width * rng.float(0.07, 0.11);
		const dot = step * rng.float(0.12, 0.22);
		for (let y = step / 2; y < r.height; y += step) {
			for (let x = step / 2; x < r.width; x += step) circle(r, x, y, dot, p[2]!, 0.8);
		}
		blob(
			r,
			r.width / 2,
			r.height / 2,
			r.width * 0.3,
			[0.12, rng.float(0, 6.28), 0.06, rng.float(0, 6.28)],
			p[3]!,
		);
		circle(r, r.width * 0.62, r.height * 0.42, r.width * 0.08, p[4]!);
		return 'a polka-dot pattern behind a soft shape';
	},
];

/** How many compositions there are (tests draw each one). */
export const COMPOSITION_COUNT = PAINTERS.length;

/**
 * Draws one composition of `palette` on a `width`×`height` raster. `kind` picks the
 * composition (random when absent). The same `rng` state gives the same pixels.
 */
export function drawComposition(
	rng: Random,
	palette: Palette,
	width: number,
	height: number,
	kind?: number,
): Drawing {
	const order = rng.shuffle(palette.colors);
	const rgb = order.map((c) => hexToRgb(c.hex) as Rgb);
	const raster = createRaster(width, height);
	const painter = PAINTERS[kind ?? rng.int(0, PAINTERS.length - 1)]!;
	const subject = painter(raster, rng, rgb);
	if (rng.chance(0.4)) vignette(raster, rng.float(0.08, 0.22));
	return { raster, subject, colors: order.slice(0, 3) };
}
