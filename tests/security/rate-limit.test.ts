import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
	memoryRateLimiter,
	type RateLimiter,
	type RateLimitRule,
	redisRateLimiter,
} from '~/lib/platform/security/rate-limit.server.ts';

/** Redis of this machine and CI's; `TEST_REDIS_URL` points elsewhere, `none` skips. */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis =
	redisUrl === 'none' ? null : new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
afterAll(async () => {
	await redis?.quit().catch(() => undefined);
});

function behavesAsALimiter(
	make: () => Promise<{ limiter: RateLimiter; advance: (ms: number) => Promise<void> }>,
) {
	const rule = (): RateLimitRule => ({
		name: `t${randomBytes(4).toString('hex')}`,
		limit: 3,
		windowMs: 300,
	});

	it('allows `limit` hits per window, then refuses until the window ends', async () => {
		const { limiter, advance } = await make();
		const r = rule();
		const results = [];
		for (let i = 0; i < 4; i++) results.push((await limiter.hit(r, 'k')).allowed);
		expect(results).toEqual([true, true, true, false]);
		expect((await limiter.peek(r, 'k')).allowed).toBe(false);
		expect((await limiter.peek(r, 'other-key')).allowed).toBe(true);
		await advance(350);
		expect((await limiter.hit(r, 'k')).allowed).toBe(true);
	});

	it('peek does not count, and reset forgets', async () => {
		const { limiter } = await make();
		const r = rule();
		for (let i = 0; i < 5; i++) await limiter.peek(r, 'k');
		expect((await limiter.hit(r, 'k')).remaining).toBe(2);
		await limiter.hit(r, 'k');
		await limiter.hit(r, 'k');
		expect((await limiter.peek(r, 'k')).allowed).toBe(false);
		await limiter.reset(r, 'k');
		expect((await limiter.peek(r, 'k')).allowed).toBe(true);
	});

	it('release takes back one hit, never below 0, and keeps the window', async () => {
		const { limiter, advance } = await make();
		const r = rule();
		await limiter.release(r, 'k');
		await limiter.release(r, 'k');
		expect((await limiter.hit(r, 'k')).remaining).toBe(2);
		await limiter.hit(r, 'k');
		await limiter.hit(r, 'k');
		expect((await limiter.hit(r, 'k')).allowed).toBe(false);
		await limiter.release(r, 'k');
		await limiter.release(r, 'k');
		expect((await limiter.peek(r, 'k')).remaining).toBe(1);
		expect((await limiter.hit(r, 'k')).allowed).toBe(true);
		expect((await limiter.hit(r, 'k')).allowed).toBe(false);
		await advance(350);
		await limiter.release(r, 'k');
		expect((await limiter.hit(r, 'k')).remaining).toBe(2);
	});

	it('hit-then-release lets at most `limit` parallel checks through', async () => {
		const { limiter } = await make();
		const r = rule();
		const states = await Promise.all(Array.from({ length: 10 }, () => limiter.hit(r, 'k')));
		expect(states.filter((s) => s.allowed)).toHaveLength(3);
		await Promise.all(Array.from({ length: 20 }, () => limiter.release(r, 'k')));
		expect((await limiter.peek(r, 'k')).remaining).toBe(3);
	});
}

describe('in-memory rate limiter', () => {
	behavesAsALimiter(async () => {
		let now = 1_000_000;
		return {
			limiter: memoryRateLimiter(() => now),
			advance: async (ms) => {
				now += ms;
			},
		};
	});
});

describe.skipIf(redis === null)('Redis rate limiter (shared by app copies)', () => {
	behavesAsALimiter(async () => {
		if (redis!.status === 'wait') await redis!.connect();
		return {
			limiter: redisRateLimiter(redis!),
			advance: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
		};
	});

	it('two app copies (two connections) share one count', async () => {
		if (redis!.status === 'wait') await redis!.connect();
		const second = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
		try {
			const r: RateLimitRule = {
				name: `shared${randomBytes(4).toString('hex')}`,
				limit: 2,
				windowMs: 5000,
			};
			const a = redisRateLimiter(redis!);
			const b = redisRateLimiter(second);
			expect((await a.hit(r, 'k')).allowed).toBe(true);
			expect((await b.hit(r, 'k')).allowed).toBe(true);
			expect((await a.hit(r, 'k')).allowed).toBe(false);
		} finally {
			await second.quit();
		}
	});
});
