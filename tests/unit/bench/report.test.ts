import { describe, expect, it } from 'vitest';
import type { LatencyResult } from '../../../scripts/bench/measure-latency.ts';
import { budgets, formatReport } from '../../../scripts/bench/report.ts';
import type { LoadResult } from '../../../scripts/bench/run-autocannon.ts';

/**
 * The benchmark's verdicts: a missed latency budget that the plain twin missed too is reported
 * with the twin's figure (this machine's floor), and still fails.
 */
const load = (p99: number, rps = 800): LoadResult => ({
	rps,
	p50: 3,
	p99,
	mean: 5,
	total: 1000,
	failures: 0,
});

function typeahead(ours: number, plain?: number): LatencyResult {
	return {
		name: 'typeahead',
		paths: ['/resource/AdvancedTypeaheadResource/get/'],
		peak: load(40),
		at80: load(ours),
		...(plain === undefined ? {} : { plain: { peak: load(40, 2000), at80: load(plain) } }),
	};
}

describe('bench budgets', () => {
	it('names the floor only when the plain twin misses the budget too', () => {
		const [within] = budgets([], [typeahead(25, 45)]);
		expect(within).toMatchObject({ pass: true, value: '25 ms' });
		expect(within!.floor).toBeUndefined();

		const [ours] = budgets([], [typeahead(89, 20)]);
		expect(ours).toMatchObject({ pass: false });
		expect(ours!.floor).toBeUndefined();

		const [machine] = budgets([], [typeahead(89, 45)]);
		expect(machine).toMatchObject({ pass: false, floor: 45 });

		const [alone] = budgets([], [typeahead(89)]);
		expect(alone!.floor).toBeUndefined();
	});

	it('prints the twin in the calls table and the floor in the verdict', () => {
		const latencies = [typeahead(89, 45)];
		const report = formatReport([], budgets([], latencies), latencies);
		expect(report).toContain('2,000, 3 / 45');
		expect(report).toContain(
			'FAIL  typeahead p99 at 80% load: 89 ms (budget ≤ 30 ms); the plain twin: 45 ms, so this machine cannot show it',
		);
	});
});
