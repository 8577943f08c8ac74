/**
 * Latency-only measurements (pages and API calls with a budget in milliseconds, no plain
 * twin): our server's peak with autocannon, then open-loop runs at 80% of a fresh peak, median
 * of `--rounds` (the same method as the pages' 80% figures, see open-loop.ts).
 */
import { runOpenLoad } from './open-loop.ts';
import type { BenchOptions } from './options.ts';
import type { Server } from './processes.ts';
import { type LoadResult, runLoad } from './run-autocannon.ts';

export interface LatencyResult {
	name: string;
	paths: string[];
	/** Medians over the rounds: closed-loop peak, and the open-loop run at 80% of it. */
	peak: LoadResult;
	at80: LoadResult;
	/** The same for the plain twin, when the call has one: this machine's floor for it. */
	plain?: { peak: LoadResult; at80: LoadResult };
}

/** Share of the measured peak at which latency is measured (issue budgets: p99 at 80%). */
const LOAD_SHARE = 0.8;
/** Seconds of full load that measure the peak right before each 80% run. */
const PEAK_SECONDS = 3;

export function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	const mid = sorted.length >> 1;
	return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Medians of rates and latencies; sums of counts. */
export function combine(runs: LoadResult[]): LoadResult {
	return {
		rps: median(runs.map((r) => r.rps)),
		p50: median(runs.map((r) => r.p50)),
		p99: median(runs.map((r) => r.p99)),
		mean: median(runs.map((r) => r.mean)),
		total: runs.reduce((n, r) => n + r.total, 0),
		failures: runs.reduce((n, r) => n + r.failures, 0),
	};
}

/** `rounds` × (peak for 3 s, then `duration` s at 80% of it, evenly spaced); medians kept. */
export async function latencyAt80(
	name: string,
	server: Server,
	paths: string[],
	o: BenchOptions,
): Promise<{ peak: LoadResult; at80: LoadResult }> {
	const peaks: LoadResult[] = [];
	const results: LoadResult[] = [];
	for (let round = 0; round < o.rounds; round++) {
		const peak = await runLoad(server.origin, paths, PEAK_SECONDS, o.connections);
		const rate = Math.max(1, Math.floor(peak.rps * LOAD_SHARE));
		const result = await runOpenLoad(server.origin, paths, o.duration, o.connections, rate);
		console.info(
			`  ${name.padEnd(9)} ${server.name.padEnd(12)} at ${rate} req/s (80% of ` +
				`${Math.round(peak.rps)}): p50 ${result.p50} ms, p99 ${result.p99} ms` +
				(result.failures ? `, ${result.failures} failed` : ''),
		);
		peaks.push(peak);
		results.push(result);
	}
	return { peak: combine(peaks), at80: combine(results) };
}

/** A warm-up, then `latencyAt80`; the same for `plain` when given. */
export async function measureLatency(
	name: string,
	paths: string[],
	ours: Server,
	o: BenchOptions,
	plain?: Server,
): Promise<LatencyResult> {
	const measure = async (server: Server) => {
		if (o.warmup > 0) await runLoad(server.origin, paths, o.warmup, o.connections);
		return latencyAt80(name, server, paths, o);
	};
	const result: LatencyResult = { name, paths, ...(await measure(ours)) };
	if (plain) result.plain = await measure(plain);
	return result;
}
