/**
 * How far apart two images look, from their stored features (`image-features.ts`). Pure, so the
 * ranking is unit-tested without a database.
 */

/** Weight of the colour histogram in `visualDistance`; the hash takes the rest. */
const HISTOGRAM_WEIGHT = 0.6;

/** Byte values of a hex string (`'0aff'` → [10, 255]). */
export function hexBytes(hex: string): Uint8Array {
	const out = new Uint8Array(hex.length >> 1);
	for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
	return out;
}

/**
 * Histogram distance in [0, 1]: the L1 distance of the two histograms over their total mass
 * (0 for the same colours, 1 when no bin is shared).
 */
export function histogramDistance(a: Uint8Array, b: Uint8Array): number {
	let diff = 0;
	let mass = 0;
	for (let i = 0; i < a.length; i++) {
		diff += Math.abs(a[i]! - (b[i] ?? 0));
		mass += a[i]! + (b[i] ?? 0);
	}
	return mass === 0 ? 0 : diff / mass;
}

/** How many of the 64 bits of two dHashes (16 hex digits each) differ. */
export function hammingDistance(a: string, b: string): number {
	let bits = 0;
	for (let i = 0; i < 16; i += 4) {
		let x = Number.parseInt(a.slice(i, i + 4), 16) ^ Number.parseInt(b.slice(i, i + 4), 16);
		while (x) {
			x &= x - 1;
			bits++;
		}
	}
	return bits;
}

export interface FeatureVector {
	histogram: Uint8Array;
	dhash: string;
}

/**
 * The ranking score of visual search, in [0, 1], lower is closer: the weighted histogram
 * distance plus the weighted share of differing hash bits. The same picture scores 0.
 */
export function visualDistance(a: FeatureVector, b: FeatureVector): number {
	return (
		HISTOGRAM_WEIGHT * histogramDistance(a.histogram, b.histogram) +
		(1 - HISTOGRAM_WEIGHT) * (hammingDistance(a.dhash, b.dhash) / 64)
	);
}
