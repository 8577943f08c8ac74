/**
 * Measures one page on both servers: checks that they render the same HTML, sums the
 * JavaScript ours ships, then loads each server in turn (warm-up first; with several rounds
 * the order alternates and the medians are kept).
 */
import { compareHtml } from './compare-html.ts';
import { cpuSnapshot, othersShare } from './cpu-share.ts';
import { measurePageJs } from './measure-js.ts';
import type { BenchOptions } from './options.ts';
import type { Server } from './processes.ts';
import type { PageResult } from './report.ts';
import { type LoadResult, runLoad } from './run-autocannon.ts';
import { monotonicMicros, type Window } from './summarize-profile.ts';

/** When a server was under measured load (profiles are cut to these spans). */
export interface LoadWindow {
	server: 'ours' | 'plain';
	page: string;
	window: Window;
	requests: number;
}

function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	const mid = sorted.length >> 1;
	return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Medians of rates and latencies; sums of counts. */
function combine(runs: LoadResult[]): LoadResult {
	return {
		rps: median(runs.map((r) => r.rps)),
		p50: median(runs.map((r) => r.p50)),
		p99: median(runs.map((r) => r.p99)),
		mean: median(runs.map((r) => r.mean)),
		total: runs.reduce((n, r) => n + r.total, 0),
		failures: runs.reduce((n, r) => n + r.failures, 0),
	};
}

/** Share of the measured peak at which latency is measured (issue budgets: p99 at 80%). */
export const LOAD_SHARE = 0.8;

export async function measurePage(
	page: PageResult['page'],
	paths: string[],
	[ours, plain]: [Server, Server],
	o: BenchOptions,
	windows: LoadWindow[],
): Promise<PageResult> {
	const html = [];
	for (const p of paths) html.push(await compareHtml(ours.origin, plain.origin, p));
	const js = await measurePageJs(new URL(paths[0]!, ours.origin).href);
	const runs = { ours: [] as LoadResult[], plain: [] as LoadResult[] };
	const pids = [ours, plain].flatMap((s) => (s.child.pid ? [s.child.pid] : []));
	let othersCpu: number | null = 0;
	for (let round = 0; round < o.rounds; round++) {
		// Alternate who goes first, so a drift during the runs favours neither server.
		for (const server of round % 2 ? [plain, ours] : [ours, plain]) {
			if (round === 0 && o.warmup > 0) {
				await runLoad(server.origin, paths, o.warmup, o.connections);
			}
			const from = monotonicMicros();
			const before = cpuSnapshot(pids);
			const result = await runLoad(server.origin, paths, o.duration, o.connections);
			const others = othersShare(before, cpuSnapshot(pids));
			othersCpu = others === null || othersCpu === null ? null : Math.max(othersCpu, others);
			const key = server === ours ? 'ours' : 'plain';
			windows.push({
				server: key,
				page,
				window: [from, monotonicMicros()],
				requests: result.total,
			});
			runs[key].push(result);
			console.info(
				`  ${page.padEnd(4)} ${server.name.padEnd(12)} ${Math.round(result.rps)} req/s, ` +
					`p50 ${result.p50} ms, p99 ${result.p99} ms` +
					(others === null ? '' : `; other processes ${Math.round(others * 100)}% CPU`),
			);
		}
	}
	const oursResult = combine(runs.ours);
	const plainResult = combine(runs.plain);
	// Latency at 80% of our measured peak: the load a server should carry day to day.
	const rate = Math.max(1, Math.floor(oursResult.rps * LOAD_SHARE));
	const atRate = await runLoad(ours.origin, paths, o.duration, o.connections, rate);
	console.info(
		`  ${page.padEnd(4)} ${ours.name.padEnd(12)} at ${rate} req/s (80%): ` +
			`p50 ${atRate.p50} ms, p99 ${atRate.p99} ms`,
	);
	return {
		page,
		paths,
		ours: oursResult,
		plain: plainResult,
		oursAt80: atRate,
		ratio: plainResult.rps > 0 ? oursResult.rps / plainResult.rps : 0,
		js,
		html,
		othersCpu,
	};
}
