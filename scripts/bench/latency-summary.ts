/** Percentiles of latencies, as the load reports give them. */

/** The p-th percentile (nearest rank) of ascending `sorted`; 0 when empty. */
function percentile(sorted: number[], p: number): number {
	if (sorted.length === 0) return 0;
	const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
	return sorted[Math.max(0, i)]!;
}

/** p50, p99, mean and count of some latencies (ms). */
export function latencySummary(ms: number[]): {
	p50: number;
	p99: number;
	mean: number;
	total: number;
} {
	const sorted = [...ms].sort((a, b) => a - b);
	return {
		p50: percentile(sorted, 50),
		p99: percentile(sorted, 99),
		mean: sorted.reduce((s, x) => s + x, 0) / Math.max(1, sorted.length),
		total: sorted.length,
	};
}
