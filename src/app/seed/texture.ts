import type { Raster, Rgb } from './raster.ts';

/**
 * Procedural texture for the demo pictures: one tileable fractal-noise tile, built once per
 * process from fixed numbers (so every picture and every run sees the same tile), sampled
 * with bilinear filtering at any scale and offset. Pictures differ by where and how they
 * sample it, which keeps a 1,000 px picture's texture to a few nanoseconds per pixel.
 */
const TILE = 512;
const MASK = TILE - 1;
let tile: Float32Array | undefined;

/** The tile: five octaves of periodic value noise, normalized to 0..1. */
function noiseTile(): Float32Array {
	if (tile) return tile;
	const out = new Float32Array(TILE * TILE);
	let state = 0x9e3779b9;
	const next = () => {
		state = (state + 0x6d2b79f5) | 0;
		let t = Math.imul(state ^ (state >>> 15), 1 | state);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
	};
	let amp = 1;
	for (let cells = 8; cells <= 128; cells *= 2, amp *= 0.55) {
		const lattice = new Float32Array(cells * cells);
		for (let i = 0; i < lattice.length; i++) lattice[i] = next();
		const step = TILE / cells;
		for (let y = 0; y < TILE; y++) {
			const gy = Math.floor(y / step);
			let ty = (y % step) / step;
			ty = ty * ty * (3 - 2 * ty);
			const y0 = gy * cells;
			const y1 = ((gy + 1) % cells) * cells;
			for (let x = 0; x < TILE; x++) {
				const gx = Math.floor(x / step);
				let tx = (x % step) / step;
				tx = tx * tx * (3 - 2 * tx);
				const x1 = (gx + 1) % cells;
				const top = lattice[y0 + gx]! + (lattice[y0 + x1]! - lattice[y0 + gx]!) * tx;
				const bottom = lattice[y1 + gx]! + (lattice[y1 + x1]! - lattice[y1 + gx]!) * tx;
				out[y * TILE + x] = out[y * TILE + x]! + amp * (top + (bottom - top) * ty);
			}
		}
	}
	let min = Infinity;
	let max = -Infinity;
	for (const v of out) {
		if (v < min) min = v;
		if (v > max) max = v;
	}
	for (let i = 0; i < out.length; i++) out[i] = (out[i]! - min) / (max - min);
	tile = out;
	return out;
}

/** Fractal noise at (x, y) in tile texels (the tile repeats every 512), 0..1, bilinear. */
export function noise(x: number, y: number): number {
	const t = tile ?? noiseTile();
	const fx = Math.floor(x);
	const fy = Math.floor(y);
	const tx = x - fx;
	const ty = y - fy;
	const x0 = fx & MASK;
	const x1 = (fx + 1) & MASK;
	const r0 = (fy & MASK) * TILE;
	const r1 = ((fy + 1) & MASK) * TILE;
	const a = t[r0 + x0]! + (t[r0 + x1]! - t[r0 + x0]!) * tx;
	const b = t[r1 + x0]! + (t[r1 + x1]! - t[r1 + x0]!) * tx;
	return a + (b - a) * ty;
}

/**
 * Fractal noise at the texel nearest (x, y), 0..1: no filtering, for per-pixel detail at
 * scales near one texel per pixel (several times cheaper than `noise`).
 */
export function texel(x: number, y: number): number {
	const t = tile ?? noiseTile();
	return t[((y | 0) & MASK) * TILE + ((x | 0) & MASK)]!;
}

/** `a` blended towards `b` by `t` (0..1). */
export function mixRgb(a: Rgb, b: Rgb, t: number): Rgb {
	return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** `c` scaled by `k` (k < 1 darkens), clamped to 0..255. */
export function shade(c: Rgb, k: number): Rgb {
	return [Math.min(255, c[0] * k), Math.min(255, c[1] * k), Math.min(255, c[2] * k)];
}

/** Relative luminance-ish brightness, 0..255. */
export function luma(c: Rgb): number {
	return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2];
}

/**
 * Fills the box [x0, x1) × [y0, y1) with a vertical gradient through `stops` (colour at
 * position 0..1 of its height), each pixel's brightness modulated by noise (`texture` 0 = flat).
 */
export function verticalGradient(
	r: Raster,
	box: readonly [number, number, number, number],
	stops: readonly (readonly [number, Rgb])[],
	texture = 0,
	scale = 1,
): void {
	const { width, data } = r;
	const [bx0, y0, bx1, y1] = box;
	const left = Math.max(0, Math.floor(bx0));
	const right = Math.min(width, Math.ceil(bx1));
	const top = Math.max(0, Math.floor(y0));
	const bottom = Math.min(r.height, Math.ceil(y1));
	const span = Math.max(1, y1 - y0);
	for (let y = top; y < bottom; y++) {
		const t = (y - y0) / span;
		let k = 0;
		while (k < stops.length - 2 && t > stops[k + 1]![0]) k++;
		const [ta, ca] = stops[k]!;
		const [tb, cb] = stops[Math.min(k + 1, stops.length - 1)]!;
		const c = mixRgb(ca, cb, tb > ta ? Math.min(1, Math.max(0, (t - ta) / (tb - ta))) : 0);
		let i = (y * width + left) * 3;
		const ny = y * scale;
		for (let x = left; x < right; x++, i += 3) {
			const m = texture === 0 ? 1 : 1 + texture * (texel(x * scale, ny) - 0.5);
			data[i] = clamp(c[0] * m);
			data[i + 1] = clamp(c[1] * m);
			data[i + 2] = clamp(c[2] * m);
		}
	}
}

/** Adds light of `color` around (cx, cy), falling off as 1/(1 + (d/radius)²), times `strength`. */
export function glow(
	r: Raster,
	cx: number,
	cy: number,
	radius: number,
	color: Rgb,
	strength: number,
): void {
	const { width, height, data } = r;
	const inv = 1 / (radius * radius);
	let i = 0;
	for (let y = 0; y < height; y++) {
		const dy2 = (y - cy) * (y - cy);
		for (let x = 0; x < width; x++, i += 3) {
			const a = strength / (1 + (dy2 + (x - cx) * (x - cx)) * inv);
			if (a < 0.01) continue;
			data[i] = clamp(data[i]! + color[0] * a);
			data[i + 1] = clamp(data[i + 1]! + color[1] * a);
			data[i + 2] = clamp(data[i + 2]! + color[2] * a);
		}
	}
}

const GRAIN = 1024;
let grainTile: Int8Array | undefined;

/** 1024×1024 values in −127..127 from a fixed hash, built once per process. */
function grainValues(): Int8Array {
	if (grainTile) return grainTile;
	const out = new Int8Array(GRAIN * GRAIN);
	let h = 0x1234567;
	for (let i = 0; i < out.length; i++) {
		h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) + i;
		h ^= h >>> 12;
		out[i] = ((h >>> 8) & 255) - 128;
	}
	grainTile = out;
	return out;
}

/**
 * Film grain: every pixel's brightness moves by up to ±`amount` levels, read from a fixed
 * grain tile at an offset chosen by `seed` (deterministic, no random stream consumed).
 */
export function grain(r: Raster, amount: number, seed: number): void {
	const { width, height, data } = r;
	const g = grainValues();
	const k = amount / 128;
	const ox = seed & (GRAIN - 1);
	const oy = (seed >>> 10) & (GRAIN - 1);
	let i = 0;
	for (let y = 0; y < height; y++) {
		const row = ((y + oy) & (GRAIN - 1)) * GRAIN;
		for (let x = 0; x < width; x++, i += 3) {
			const d = g[row + ((x + ox) & (GRAIN - 1))]! * k;
			const r0 = data[i]! + d;
			const g0 = data[i + 1]! + d;
			const b0 = data[i + 2]! + d;
			data[i] = r0 < 0 ? 0 : r0 > 255 ? 255 : r0;
			data[i + 1] = g0 < 0 ? 0 : g0 > 255 ? 255 : g0;
			data[i + 2] = b0 < 0 ? 0 : b0 > 255 ? 255 : b0;
		}
	}
}

/** Multiplies the pixels of box [x0, x1) × [y0, y1) by `1 + amount·(noise − 0.5)`. */
export function modulate(
	r: Raster,
	box: readonly [number, number, number, number],
	amount: number,
	sx: number,
	sy: number,
	ox = 0,
	oy = 0,
): void {
	const { width, height, data } = r;
	const x0 = Math.max(0, Math.floor(box[0]));
	const x1 = Math.min(width, Math.ceil(box[2]));
	const y0 = Math.max(0, Math.floor(box[1]));
	const y1 = Math.min(height, Math.ceil(box[3]));
	for (let y = y0; y < y1; y++) {
		let i = (y * width + x0) * 3;
		const ny = oy + y * sy;
		for (let x = x0; x < x1; x++, i += 3) {
			const m = 1 + amount * (texel(ox + x * sx, ny) - 0.5);
			data[i] = clamp(data[i]! * m);
			data[i + 1] = clamp(data[i + 1]! * m);
			data[i + 2] = clamp(data[i + 2]! * m);
		}
	}
}

function clamp(v: number): number {
	return v < 0 ? 0 : Math.min(v, 255);
}
