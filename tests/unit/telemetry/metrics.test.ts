import { describe, expect, it } from 'vitest';
import {
	isSampled,
	STALE_RELOAD_BUCKETS,
	staleReloadBucket,
	TRAFFIC_SAMPLE_RATE,
} from '~/lib/telemetry/metrics.ts';

const HOUR = 3_600_000;

describe('isSampled (LOG-11)', () => {
	it('samples traffic at 0.1: the draw must fall under the rate', () => {
		expect(TRAFFIC_SAMPLE_RATE).toBe(0.1);
		expect(isSampled(0.1, () => 0)).toBe(true);
		expect(isSampled(0.1, () => 0.0999)).toBe(true);
		expect(isSampled(0.1, () => 0.1)).toBe(false);
		expect(isSampled(0.1, () => 0.99)).toBe(false);
	});

	it('takes about one page load in ten with Math.random', () => {
		let n = 0;
		for (let i = 0; i < 20_000; i++) if (isSampled(TRAFFIC_SAMPLE_RATE)) n++;
		expect(n / 20_000).toBeGreaterThan(0.09);
		expect(n / 20_000).toBeLessThan(0.11);
	});
});

describe('staleReloadBucket (LOG-12)', () => {
	it('uses the buckets 0, 0-6, 6-12, 12-24, 24-48, 48-72, 72+ hours', () => {
		expect(STALE_RELOAD_BUCKETS).toEqual(['0', '0-6', '6-12', '12-24', '24-48', '48-72', '72+']);
		const cases: [number, string][] = [
			[-1, '0'],
			[0, '0'],
			[HOUR - 1, '0'],
			[HOUR, '0-6'],
			[6 * HOUR - 1, '0-6'],
			[6 * HOUR, '6-12'],
			[12 * HOUR, '12-24'],
			[23.9 * HOUR, '12-24'],
			[24 * HOUR, '24-48'],
			[48 * HOUR, '48-72'],
			[71.99 * HOUR, '48-72'],
			[72 * HOUR, '72+'],
			[1000 * HOUR, '72+'],
		];
		for (const [age, bucket] of cases)
			expect(staleReloadBucket(age), `${age / HOUR} h`).toBe(bucket);
	});
});
