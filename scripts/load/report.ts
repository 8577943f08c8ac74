/** The load test's verdict and its printed table: latencies per kind, errors, memory. */
import { latencySummary } from '../bench/latency-summary.ts';
import type { LoadOutcome } from '../bench/open-loop.ts';

interface KindReport {
	kind: string;
	requests: number;
	errors: number;
	p50: number;
	p99: number;
	max: number;
}

interface MemoryReport {
	/** RSS after the warm-up and at the end of the measured run, and the largest sample (bytes). */
	start: number;
	end: number;
	max: number;
	/** (end - start) / start. */
	growth: number;
}

export interface LoadReport {
	rate: number;
	seconds: number;
	/**
	 * Good answers per second over the run's wall time (which outlasts `seconds` when the server
	 * falls behind: then this is its capacity, the way to find the peak rate).
	 */
	achieved: number;
	kinds: KindReport[];
	all: KindReport;
	/** Up to 10 errors, described (`save: 500`, `pin: dropped`). */
	errorSamples: string[];
	memory: MemoryReport | null;
	/**
	 * Server CPU (user + system) per request over the measured run, in ms: what a request costs,
	 * whatever else the machine runs; 1000 / this is about the peak rate of one busy core.
	 */
	cpuMsPerRequest: number | null;
}

export interface RunMeasures {
	outcomes: LoadOutcome[];
	/** The rate asked for and the run's set length. */
	rate: number;
	seconds: number;
	/** From the run's start to its last answer. */
	wallSeconds: number;
	/** RSS samples (bytes), the first and last being the start and the end; null when unknown. */
	rss: number[] | null;
	/** Server CPU seconds used during the run; null when unknown. */
	cpuSeconds: number | null;
}

/** An error is any failed connection or an answer outside 2xx and 3xx. */
export function isError(o: LoadOutcome): boolean {
	return o.failure !== null || o.status === null || o.status < 200 || o.status >= 400;
}

function kindReport(kind: string, outcomes: LoadOutcome[]): KindReport {
	const ok = outcomes.filter((o) => !isError(o)).map((o) => o.ms!);
	const { p50, p99 } = latencySummary(ok);
	return {
		kind,
		requests: outcomes.length,
		errors: outcomes.length - ok.length,
		p50,
		p99,
		max: ok.reduce((m, x) => Math.max(m, x), 0),
	};
}

/** Summarizes a run. */
export function buildReport(m: RunMeasures): LoadReport {
	const { outcomes, rss } = m;
	const kinds = [...new Set(outcomes.map((o) => o.kind))].sort();
	const errors = outcomes.filter(isError);
	const memory =
		rss && rss.length >= 2
			? {
					start: rss[0]!,
					end: rss.at(-1)!,
					max: Math.max(...rss),
					growth: (rss.at(-1)! - rss[0]!) / rss[0]!,
				}
			: null;
	return {
		rate: m.rate,
		seconds: m.seconds,
		achieved: (outcomes.length - errors.length) / m.wallSeconds,
		kinds: kinds.map((k) =>
			kindReport(
				k,
				outcomes.filter((o) => o.kind === k),
			),
		),
		all: kindReport('all', outcomes),
		errorSamples: errors.slice(0, 10).map((o) => `${o.kind}: ${o.failure ?? o.status}`),
		memory,
		cpuMsPerRequest:
			m.cpuSeconds === null ? null : (m.cpuSeconds * 1000) / Math.max(1, outcomes.length),
	};
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** The report as a plain-text table. */
export function formatReport(r: LoadReport): string {
	const row = (k: KindReport) =>
		`${k.kind.padEnd(8)}${String(k.requests).padStart(9)}${String(k.errors).padStart(8)}` +
		`${k.p50.toFixed(1).padStart(10)}${k.p99.toFixed(1).padStart(10)}${k.max.toFixed(1).padStart(10)}`;
	const lines = [
		`Load: ${r.rate} req/s for ${r.seconds} s (${r.achieved.toFixed(1)} answers/s received)`,
		`${'kind'.padEnd(8)}${'requests'.padStart(9)}${'errors'.padStart(8)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}${'max ms'.padStart(10)}`,
		...r.kinds.map(row),
		row(r.all),
	];
	if (r.errorSamples.length > 0) lines.push(`First errors: ${r.errorSamples.join(', ')}`);
	lines.push(
		r.memory
			? `Server RSS: ${mb(r.memory.start)} after warm-up, ${mb(r.memory.end)} at the end ` +
					`(${(r.memory.growth * 100).toFixed(1)}%), at most ${mb(r.memory.max)}`
			: 'Server RSS: not measured (no process id)',
	);
	if (r.cpuMsPerRequest !== null) {
		lines.push(`Server CPU: ${r.cpuMsPerRequest.toFixed(2)} ms per request`);
	}
	return lines.join('\n');
}
