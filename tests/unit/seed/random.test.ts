import { describe, expect, it } from 'vitest';
import { createRandom, hashSeed, mulberry32 } from '~/app/seed/random.ts';

describe('seeded random', () => {
	it('gives the same sequence for the same seed', () => {
		const a = createRandom(42);
		const b = createRandom(42);
		const seqA = Array.from({ length: 100 }, () => a.next());
		const seqB = Array.from({ length: 100 }, () => b.next());
		expect(seqA).toEqual(seqB);
	});

	it('matches the reference mulberry32 (so worlds stay the same across releases)', () => {
		const next = mulberry32(1);
		expect([next(), next(), next()].map((x) => x.toFixed(8))).toEqual([
			'0.62707394',
			'0.00273572',
			'0.52744704',
		]);
	});

	it('gives different sequences for different seeds', () => {
		const a = createRandom(1);
		const b = createRandom(2);
		expect(Array.from({ length: 5 }, () => a.next())).not.toEqual(
			Array.from({ length: 5 }, () => b.next()),
		);
	});

	it('keeps numbers in range', () => {
		const r = createRandom(7);
		for (let i = 0; i < 2000; i++) {
			const x = r.next();
			expect(x).toBeGreaterThanOrEqual(0);
			expect(x).toBeLessThan(1);
			const n = r.int(3, 9);
			expect(Number.isInteger(n) && n >= 3 && n <= 9).toBe(true);
		}
		const seen = new Set(Array.from({ length: 500 }, () => r.int(0, 3)));
		expect([...seen].sort()).toEqual([0, 1, 2, 3]);
	});

	it('forks independent, reproducible streams', () => {
		const root = createRandom(9);
		root.next(); // the parent's position does not matter
		const a = root.fork('image:3').next();
		const b = createRandom(9).fork('image:3').next();
		expect(a).toBe(b);
		expect(createRandom(9).fork('image:4').next()).not.toBe(a);
		expect(hashSeed(9, 'x')).not.toBe(hashSeed(10, 'x'));
	});

	it('shuffles into a permutation and samples distinct items', () => {
		const r = createRandom(3);
		const items = Array.from({ length: 20 }, (_, i) => i);
		const shuffled = r.shuffle(items);
		expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
		expect(shuffled).not.toEqual(items);
		const sample = r.sample(items, 5);
		expect(new Set(sample).size).toBe(5);
		expect(r.sample(items, 50)).toHaveLength(20);
	});

	it('never picks an item of weight zero', () => {
		const r = createRandom(5);
		for (let i = 0; i < 500; i++) {
			expect(
				r.weighted([
					['a', 0],
					['b', 1],
					['c', 0],
				] as const),
			).toBe('b');
		}
	});
});
