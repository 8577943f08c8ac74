/**
 * Measures one page on both servers: checks that they render the same HTML, sums the
 * JavaScript ours ships, then loads the servers in paired rounds (warm-up first; the order
 * alternates; the ratio is the median of the rounds' ratios), then measures each server's
 * latency at 80% of its peak.
 */
import { compareHtml } from './compare-html.ts';
import { cpuSnapshot, localPostgresPids, othersShare } from './cpu-share.ts';
import { measurePageJs } from './measure-js.ts';
import { combine, latencyAt80, median } from './measure-latency.ts';
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

export async function measurePage(
	page: PageResult['page'],
	paths: string[],
	[ours, plain]: [Server, Server],
	o: BenchOptions,
	windows: LoadWindow[],
): Promise<PageResult> {
	const html = [];
	for (const p of paths) html.push(await compareHtml(ours.origin, plain.origin, p));
	// `--language de`: our server serves its German pages (`/de/…`) against the plain English twin.
	const oursPaths = o.language ? paths.map((p) => `/${o.language}${p}`) : paths;
	const pathsOf = (server: Server) => (server === ours ? oursPaths : paths);
	const js = await measurePageJs(new URL(oursPaths[0]!, ours.origin).href);
	const runs = { ours: [] as LoadResult[], plain: [] as LoadResult[] };
	const serverPids = [ours, plain].flatMap((s) => (s.child.pid ? [s.child.pid] : []));
	let othersCpu: number | null = 0;
	const measure = async (server: Server): Promise<LoadResult> => {
		const from = monotonicMicros();
		// A local database's processes are read afresh for each run (backends come and go).
		const pids = [...serverPids, ...localPostgresPids(process.env.DATABASE_URL)];
		const before = cpuSnapshot(pids);
		const result = await runLoad(server.origin, pathsOf(server), o.duration, o.connections);
		const others = othersShare(before, cpuSnapshot(pids));
		othersCpu = others === null || othersCpu === null ? null : Math.max(othersCpu, others);
		const key = server === ours ? 'ours' : 'plain';
		windows.push({ server: key, page, window: [from, monotonicMicros()], requests: result.total });
		console.info(
			`  ${page.padEnd(4)} ${server.name.padEnd(12)} ${Math.round(result.rps)} req/s, ` +
				`p50 ${result.p50} ms, p99 ${result.p99} ms` +
				(others === null ? '' : `; other processes ${Math.round(others * 100)}% CPU`),
		);
		return result;
	};
	for (const server of [ours, plain]) {
		if (o.warmup > 0) await runLoad(server.origin, pathsOf(server), o.warmup, o.connections);
	}
	// Paired rounds: the two servers back to back, alternating who goes first. The machine's speed
	// drifts (on a shared VM by up to 2× within seconds), so each round's ratio compares runs a
	// few seconds apart, and the report keeps the median of those ratios.
	const pairRatios: number[] = [];
	for (let round = 0; round < o.rounds; round++) {
		const first = round % 2 ? plain : ours;
		const a = await measure(first);
		const b = await measure(first === ours ? plain : ours);
		const [o1, p1] = first === ours ? [a, b] : [b, a];
		runs.ours.push(o1);
		runs.plain.push(p1);
		if (p1.rps > 0) pairRatios.push(o1.rps / p1.rps);
	}
	const oursResult = combine(runs.ours);
	const plainResult = combine(runs.plain);
	// Latency at 80% of the peak, the load a server should carry day to day (measure-latency.ts);
	// the plain server's figure is the reference for what this machine allows.
	const atRate = (await latencyAt80(page, ours, oursPaths, o)).at80;
	const plainAtRate = (await latencyAt80(page, plain, paths, o)).at80;
	return {
		page,
		paths,
		ours: oursResult,
		plain: plainResult,
		oursAt80: atRate,
		plainAt80: plainAtRate,
		ratio: median(pairRatios),
		js,
		html,
		othersCpu,
	};
}
