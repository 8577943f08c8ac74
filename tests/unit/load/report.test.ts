import { describe, expect, it } from 'vitest';
import type { LoadOutcome } from '../../../scripts/bench/open-loop.ts';
import { buildReport, isError } from '../../../scripts/load/report.ts';

function outcome(kind: string, fields: Partial<LoadOutcome>): LoadOutcome {
	return {
		index: 0,
		kind,
		due: 0,
		ms: 10,
		status: 200,
		failure: null,
		closes: false,
		reused: true,
		...fields,
	};
}

describe('isError', () => {
	it('takes 2xx and 3xx answers as good, everything else as an error', () => {
		expect(isError(outcome('pin', { status: 200 }))).toBe(false);
		expect(isError(outcome('board', { status: 301 }))).toBe(false);
		expect(isError(outcome('save', { status: 409 }))).toBe(true);
		expect(isError(outcome('pin', { status: 500 }))).toBe(true);
		expect(isError(outcome('pin', { status: null, ms: null, failure: 'dropped' }))).toBe(true);
	});
});

describe('buildReport', () => {
	it('gives latencies of good answers per kind, errors, RSS growth and CPU per request', () => {
		const outcomes = [
			...Array.from({ length: 99 }, (_, i) => outcome('pin', { ms: i + 1 })),
			outcome('pin', { status: 500, ms: 1 }),
			outcome('save', { ms: 40 }),
		];
		const report = buildReport({
			outcomes,
			rate: 50,
			seconds: 2,
			wallSeconds: 2,
			rss: [100, 130, 110],
			cpuSeconds: 0.505,
		});
		const pin = report.kinds.find((k) => k.kind === 'pin')!;
		expect(pin).toMatchObject({ requests: 100, errors: 1, p50: 50, p99: 99, max: 99 });
		expect(report.all).toMatchObject({ requests: 101, errors: 1 });
		expect(report.achieved).toBe(50);
		expect(report.errorSamples).toEqual(['pin: 500']);
		expect(report.memory).toMatchObject({ start: 100, end: 110, max: 130 });
		expect(report.memory!.growth).toBeCloseTo(0.1);
		expect(report.cpuMsPerRequest).toBeCloseTo(5);
	});
});
