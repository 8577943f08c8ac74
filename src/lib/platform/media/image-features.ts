/**
 * Image features for visual search (SRC-06), as pure functions over raw pixels: a 64-bin RGB
 * colour histogram and a 64-bit difference hash (dHash). The upload pipeline and the crop search
 * both call `imageFeatures` on the same kind of input (a copy at most 64 px on its long side,
 * transparency flattened on white), so stored and query features are comparable.
 */

/** Bins of the histogram: 4 levels per channel. */
const HISTOGRAM_BINS = 64;
/** A bin holding at least this share of the pixels is one of the image's colour buckets. */
const BUCKET_MIN_SHARE = 0.1;
/** At most this many buckets per image (its strongest bins). */
const MAX_BUCKETS = 4;

export interface ImageFeatures {
	/** 64 hex bytes (128 characters): each bin's share of the pixels, scaled to 0–255. */
	histogram: string;
	/** 64-bit dHash as 16 hex digits. */
	dhash: string;
	/** The strong bins (0–63), strongest first; always at least one. */
	buckets: number[];
}

/** The histogram bin of a colour: the top two bits of each channel. */
export function binOf(r: number, g: number, b: number): number {
	return ((r >> 6) << 4) | ((g >> 6) << 2) | (b >> 6);
}

/**
 * Features of raw pixels (`channels` 1–4 bytes per pixel, row-major, `width`×`height`). Grey
 * images count as R=G=B; a 4th (alpha) channel is ignored (callers flatten it first).
 */
export function imageFeatures(
	pixels: Uint8Array,
	width: number,
	height: number,
	channels: number,
): ImageFeatures {
	const counts = new Float64Array(HISTOGRAM_BINS);
	const luma = new Float64Array(width * height);
	const colour = channels >= 3;
	for (let i = 0, px = 0; px < width * height; i += channels, px++) {
		const r = pixels[i]!;
		const g = colour ? pixels[i + 1]! : r;
		const b = colour ? pixels[i + 2]! : r;
		const bin = binOf(r, g, b);
		counts[bin] = counts[bin]! + 1;
		luma[px] = 0.299 * r + 0.587 * g + 0.114 * b;
	}
	const total = width * height || 1;
	const shares = Array.from(counts, (c) => c / total);
	return {
		histogram: shares.map((s) => hexByte(Math.round(s * 255))).join(''),
		dhash: differenceHash(luma, width, height),
		buckets: strongBins(shares),
	};
}

/** The bins holding at least BUCKET_MIN_SHARE, strongest first, at most MAX_BUCKETS, at least one. */
export function strongBins(shares: readonly number[]): number[] {
	const order = shares
		.map((share, bin) => ({ share, bin }))
		.sort((a, b) => b.share - a.share || a.bin - b.bin);
	const strong = order.filter((o) => o.share >= BUCKET_MIN_SHARE).slice(0, MAX_BUCKETS);
	return (strong.length > 0 ? strong : order.slice(0, 1)).map((o) => o.bin);
}

/**
 * dHash: the luma averaged into a 9×8 grid (the aspect is ignored), then one bit per pair of
 * horizontal neighbours, set when the left cell is brighter. Small changes of scale, quality or
 * colour keep most bits; different pictures differ in about half of them.
 */
function differenceHash(luma: Float64Array, width: number, height: number): string {
	const grid = new Float64Array(9 * 8);
	for (let gy = 0; gy < 8; gy++) {
		const y0 = Math.floor((gy * height) / 8);
		const y1 = Math.max(y0 + 1, Math.floor(((gy + 1) * height) / 8));
		for (let gx = 0; gx < 9; gx++) {
			const x0 = Math.floor((gx * width) / 9);
			const x1 = Math.max(x0 + 1, Math.floor(((gx + 1) * width) / 9));
			let sum = 0;
			let n = 0;
			for (let y = y0; y < Math.min(y1, height); y++) {
				for (let x = x0; x < Math.min(x1, width); x++) {
					sum += luma[y * width + x]!;
					n++;
				}
			}
			grid[gy * 9 + gx] = n > 0 ? sum / n : 0;
		}
	}
	let hex = '';
	for (let gy = 0; gy < 8; gy++) {
		let byte = 0;
		for (let gx = 0; gx < 8; gx++) {
			byte = (byte << 1) | (grid[gy * 9 + gx]! > grid[gy * 9 + gx + 1]! ? 1 : 0);
		}
		hex += hexByte(byte);
	}
	return hex;
}

function hexByte(v: number): string {
	return v.toString(16).padStart(2, '0');
}
