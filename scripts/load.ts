/**
 * `npm run test:load`: mixed traffic (home, pin, board and search pages signed out, saves signed
 * in) from an open-loop generator at a fixed rate, for a set time, against the built server on a
 * small seeded world (started here) or a running server (`--url`). Reports p50/p99 per kind,
 * errors, and the server's RSS after the warm-up and at the end; exits 1 on any error, on RSS
 * growth of 15% or more, or when the server it started does not stop cleanly. Flags: USAGE in
 * scripts/load/options.ts. Numbers and the CI rate: docs/security/durability-and-load.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt } from './bench/environment.ts';
import { type LoadOutcome, runOpenLoop } from './bench/open-loop.ts';
import { type Server, startServer, stopServer, waitUntilReady } from './bench/processes.ts';
import { mixedRequests, savesIn } from './load/mix.ts';
import { type LoadOptions, parseLoadOptions, USAGE } from './load/options.ts';
import { cpuSeconds, sampleResident } from './load/process-stats.ts';
import { buildReport, formatReport, isError } from './load/report.ts';
import { discoverTargets, pinsOnSaveBoards } from './load/targets.ts';
import { ensureLoadWorld } from './load/world.ts';

const root = path.resolve(import.meta.dirname, '..');
const log = (line: string) => console.info(line);

/** Seeds the world when needed and starts the built server on it. */
async function startOwnServer(o: LoadOptions): Promise<Server> {
	const dataDir = path.resolve(o.dataDir);
	process.env.DATA_DIR = dataDir;
	await ensureLoadWorld(log);
	ensureBuilt(root);
	const env = { DATA_DIR: dataDir, SEED_ON_START: 'false', LOG_LEVEL: 'warn' };
	const server = startServer('server', root, 'scripts/start.ts', o.port, env, o.nodeOptions);
	await waitUntilReady(server, '/readyz', 120_000);
	return server;
}

async function main(): Promise<boolean> {
	const o = parseLoadOptions(process.argv.slice(2));
	if (o === 'help') {
		console.info(USAGE);
		return true;
	}
	const server = o.url ? null : await startOwnServer(o);
	const origin = o.url ?? server!.origin;
	const pid = server?.child.pid ?? o.pid;
	let ok = true;
	try {
		const warmupCount = Math.round(o.rate * o.warmup);
		const measuredCount = Math.round(o.rate * o.duration);
		const targets = await discoverTargets(origin, o, savesIn(warmupCount + measuredCount));
		log(
			`Targets on ${origin}: ${targets.pinIds.length} pins, ${targets.boardPaths.length} boards, ` +
				`${targets.searchTerms.length} search words, ${targets.saveBoardIds.length} boards to save to`,
		);
		const build = mixedRequests(targets);
		const run = (seconds: number, first: number) =>
			runOpenLoop({
				origin,
				seconds,
				rate: o.rate,
				connections: o.connections,
				request: (i) => build(first + i),
			});
		const saved = (outcomes: LoadOutcome[]) =>
			outcomes.filter((x) => x.kind === 'save' && !isError(x)).length;

		let savedCount = 0;
		if (o.warmup > 0) {
			log(`Warm-up: ${o.rate} req/s for ${o.warmup} s…`);
			const warmup = await run(o.warmup, 0);
			const errors = warmup.filter(isError).length;
			savedCount += saved(warmup);
			log(`Warm-up done: ${warmup.length} requests, ${errors} errors.`);
			if (errors > 0) ok = false;
		}
		log(`Measuring: ${o.rate} req/s for ${o.duration} s…`);
		const memory = pid ? sampleResident(pid) : null;
		const cpuBefore = pid ? cpuSeconds(pid) : null;
		const started = performance.now();
		const outcomes = await run(o.duration, warmupCount);
		const wallSeconds = (performance.now() - started) / 1000;
		const cpuAfter = pid ? cpuSeconds(pid) : null;
		const rss = memory?.stop() ?? null;
		savedCount += saved(outcomes);
		const report = buildReport({
			outcomes,
			rate: o.rate,
			seconds: o.duration,
			wallSeconds,
			rss,
			cpuSeconds: cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null,
		});
		console.info(`\n${formatReport(report)}`);

		// Every acknowledged save is on its board, and nothing else is.
		const onBoards = await pinsOnSaveBoards(targets);
		console.info(`Saves acknowledged: ${savedCount}; pins on the save boards: ${onBoards}`);
		if (onBoards !== savedCount) ok = false;
		if (report.all.errors > 0) ok = false;
		if (report.memory && report.memory.growth >= o.maxRssGrowth) {
			console.error(
				`RSS grew ${(report.memory.growth * 100).toFixed(1)}% (limit ${o.maxRssGrowth * 100}%)`,
			);
			ok = false;
		}
		const file = path.join(root, 'bench-results/load-latest.json');
		fs.mkdirSync(path.dirname(file), { recursive: true });
		const options = { ...o, password: undefined };
		const json = { date: new Date(), options, report, rssSamples: rss };
		fs.writeFileSync(file, `${JSON.stringify(json, null, '\t')}\n`);
	} finally {
		if (server) {
			await stopServer(server, 30_000);
			if (server.child.exitCode !== 0) {
				console.error(
					`The server did not stop cleanly (exit ${server.child.exitCode ?? server.child.signalCode}):\n${server.tail()}`,
				);
				ok = false;
			}
		}
	}
	console.info(ok ? '\nLoad test passed.' : '\nLoad test FAILED.');
	return ok;
}

try {
	process.exitCode = (await main()) ? 0 : 1;
} catch (error) {
	console.error(error instanceof Error ? error.message : error);
	process.exitCode = 1;
}
