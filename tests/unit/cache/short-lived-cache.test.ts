import { describe, expect, it } from 'vitest';
import { ShortLivedCache } from '~/lib/platform/cache/short-lived-cache.ts';

/** The micro-cache behind signed-out typeahead answers (SRC-02's speed budget). */
function cacheAt(clock: { now: number; random?: number }, maxEntries = 10) {
	return new ShortLivedCache<string>({
		ttlMs: 1_000,
		maxEntries,
		now: () => clock.now,
		random: () => clock.random ?? 0,
	});
}

describe('ShortLivedCache', () => {
	it('keeps a value for its TTL, then loads it again', async () => {
		const clock = { now: 5_000 };
		const cache = cacheAt(clock);
		let loads = 0;
		const load = async () => `value ${++loads}`;
		expect(await cache.get('k', load)).toBe('value 1');
		clock.now = 5_999;
		expect(await cache.get('k', load)).toBe('value 1');
		clock.now = 6_000;
		expect(await cache.get('k', load)).toBe('value 2');
		expect(await cache.get('other', load)).toBe('value 3');
		expect(cache.size).toBe(2);
	});

	it('spreads lives between 3/4 of the TTL and the TTL', async () => {
		const clock = { now: 0, random: 0.999 };
		const cache = cacheAt(clock);
		let loads = 0;
		const load = async () => `value ${++loads}`;
		await cache.get('short', load);
		clock.random = 0.5;
		await cache.get('middle', load);
		clock.now = 750;
		expect(await cache.get('short', load)).toBe('value 1');
		clock.now = 751;
		expect(await cache.get('short', load)).toBe('value 3');
		clock.now = 874;
		expect(await cache.get('middle', load)).toBe('value 2');
		clock.now = 875;
		expect(await cache.get('middle', load)).toBe('value 4');
	});

	it('shares one load among the callers that ask while it runs', async () => {
		const cache = cacheAt({ now: 0 });
		let loads = 0;
		let finish: (value: string) => void = () => {};
		const load = () => {
			loads++;
			return new Promise<string>((resolve) => {
				finish = resolve;
			});
		};
		const waiting = [cache.get('k', load), cache.get('k', load), cache.get('k', load)];
		finish('done');
		expect(await Promise.all(waiting)).toEqual(['done', 'done', 'done']);
		expect(loads).toBe(1);
	});

	it('gives a failed load to everyone who waited on it, and keeps nothing of it', async () => {
		const cache = cacheAt({ now: 0 });
		const failing = () => Promise.reject(new Error('database down'));
		const waiting = [cache.get('k', failing), cache.get('k', failing)];
		for (const result of await Promise.allSettled(waiting)) {
			expect(result).toMatchObject({ status: 'rejected', reason: { message: 'database down' } });
		}
		expect(cache.size).toBe(0);
		expect(await cache.get('k', async () => 'back')).toBe('back');
	});

	it('drops the oldest entry past its size', async () => {
		const cache = cacheAt({ now: 0 }, 2);
		await cache.get('a', async () => 'a1');
		await cache.get('b', async () => 'b1');
		await cache.get('c', async () => 'c1');
		expect(cache.size).toBe(2);
		expect(await cache.get('b', async () => 'b2')).toBe('b1');
		expect(await cache.get('c', async () => 'c2')).toBe('c1');
		expect(await cache.get('a', async () => 'a2')).toBe('a2');
	});
});
