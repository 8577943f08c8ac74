import { describe, expect, it } from 'vitest';
import { isSampled, TRAFFIC_SAMPLE_RATE } from '~/lib/growth/telemetry/metrics.ts';

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
