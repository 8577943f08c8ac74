/**
 * A small seeded pseudo-random generator (mulberry32) with the helpers the demo world needs.
 *
 * Contract: the same seed gives the same sequence on every platform and Node version (32-bit
 * integer arithmetic only). `fork(label)` derives an independent stream from the seed and a
 * label, so one part of the world (say, the pixels of image 17) does not shift when another
 * part draws more or fewer numbers.
 */
export interface Random {
	/** The seed this stream started from. */
	readonly seed: number;
	/** A float in [0, 1). */
	next(): number;
	/** An integer in [min, max], both inclusive. */
	int(min: number, max: number): number;
	/** A float in [min, max). */
	float(min: number, max: number): number;
	/** True with probability `p`. */
	chance(p: number): boolean;
	/** One item of a non-empty list. */
	pick<T>(items: readonly T[]): T;
	/** One item, chosen with the given weights (all >= 0, at least one > 0). */
	weighted<T>(items: readonly (readonly [T, number])[]): T;
	/** Up to `n` distinct items, in random order. The input is not changed. */
	sample<T>(items: readonly T[], n: number): T[];
	/** A shuffled copy. */
	shuffle<T>(items: readonly T[]): T[];
	/** An independent stream for `label`. */
	fork(label: string | number): Random;
}

/** 32-bit FNV-1a of a string, mixed with a seed; used to derive fork seeds. */
export function hashSeed(seed: number, label: string): number {
	let h = (0x811c9dc5 ^ seed) >>> 0;
	for (let i = 0; i < label.length; i++) {
		h ^= label.charCodeAt(i);
		h = Math.imul(h, 0x01000193) >>> 0;
	}
	// Final avalanche so nearby labels give unrelated seeds.
	h ^= h >>> 16;
	h = Math.imul(h, 0x85ebca6b) >>> 0;
	h ^= h >>> 13;
	return h >>> 0;
}

/** The raw mulberry32 step function: each call returns the next float in [0, 1). */
export function mulberry32(seed: number): () => number {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/** A generator seeded with `seed` (any integer; only the low 32 bits count). */
export function createRandom(seed: number): Random {
	const next = mulberry32(seed);
	const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
	const rnd: Random = {
		seed: seed >>> 0,
		next,
		int,
		float: (min, max) => min + next() * (max - min),
		chance: (p) => next() < p,
		pick<T>(items: readonly T[]): T {
			if (items.length === 0) throw new Error('pick from an empty list');
			return items[Math.floor(next() * items.length)] as T;
		},
		weighted<T>(items: readonly (readonly [T, number])[]): T {
			let total = 0;
			for (const [, w] of items) total += w;
			let r = next() * total;
			for (const [item, w] of items) {
				r -= w;
				if (r < 0) return item;
			}
			const last = items[items.length - 1];
			if (!last) throw new Error('weighted pick from an empty list');
			return last[0];
		},
		sample<T>(items: readonly T[], n: number): T[] {
			return rnd.shuffle(items).slice(0, Math.max(0, n));
		},
		shuffle<T>(items: readonly T[]): T[] {
			const out = items.slice();
			for (let i = out.length - 1; i > 0; i--) {
				const j = Math.floor(next() * (i + 1));
				const tmp = out[i] as T;
				out[i] = out[j] as T;
				out[j] = tmp;
			}
			return out;
		},
		fork: (label) => createRandom(hashSeed(seed >>> 0, String(label))),
	};
	return rnd;
}
