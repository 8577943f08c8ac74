/**
 * `npm run bench`: on a seeded world (1,000,000 pins by default), measures the home page, pin
 * pages and board pages of our server against a plain `node:http` server that renders the same HTML from
 * the same database (scripts/bench/plain-server.ts, the practical ceiling): requests per
 * second, p50/p99 latency and their ratio, plus the compressed JavaScript each page ships.
 * Prints a table with the budget verdicts and writes bench-results/latest.json.
 * One load runs at a time (servers and autocannon share the machine). See docs/benchmarks.md.
 */
import os from 'node:os';
import path from 'node:path';
import { closeDb, dbHandle } from '~/lib/platform/db/client.server.ts';
import { ensureBuilt, gitCommit, machineBusy } from './bench/environment.ts';
import { measureFeedDepth } from './bench/feed-depth.ts';
import { measureLatency } from './bench/measure-latency.ts';
import { type LoadWindow, measurePage } from './bench/measure-page.ts';
import { type BenchOptions, parseOptions, USAGE } from './bench/options.ts';
import { ensurePinComments } from './bench/pin-comments.ts';
import { type Server, startServer, stopAll, waitUntilReady } from './bench/processes.ts';
import { printProfiles, profileArgs } from './bench/profiles.ts';
import { budgets, formatReport, writeJson } from './bench/report.ts';
import { runLoad } from './bench/run-autocannon.ts';
import { ensureWorld, pickBoardPaths, pickPinIds, pickSearchTerms } from './bench/world.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Starts our server, then (once any rebuild is done) the plain one, which reads the build. */
async function startServers(o: BenchOptions, dataDir: string): Promise<[Server, Server]> {
	// One APP_VERSION for both, so `<html data-app-version>` matches (the plain server runs from
	// source, where there is no build id).
	const env = {
		DATA_DIR: dataDir,
		LOG_LEVEL: 'warn',
		SEED_ON_START: 'false',
		APP_VERSION: 'bench',
	};
	const args = (key: 'ours' | 'plain') => (o.cpuProf ? profileArgs(root, key) : []);
	const ours = startServer('our server', root, 'scripts/start.ts', o.port, env, args('ours'));
	await waitUntilReady(ours, '/healthz', 15 * 60_000);
	const plainScript = 'scripts/bench/plain-server.ts';
	const plain = startServer('plain server', root, plainScript, o.plainPort, env, args('plain'));
	await waitUntilReady(plain, '/', 60_000);
	return [ours, plain];
}

/** The search results page for each word. */
function searchPaths(terms: string[]): string[] {
	return terms.map((t) => `/search/pins/?q=${encodeURIComponent(t)}`);
}

/** `AdvancedTypeaheadResource` for the first 3 letters of each word, as a typing client asks. */
function typeaheadPaths(terms: string[]): string[] {
	return terms.map((t) => {
		const data = JSON.stringify({ options: { term: t.slice(0, 3) }, context: {} });
		return `/resource/AdvancedTypeaheadResource/get/?data=${encodeURIComponent(data)}`;
	});
}

async function main(): Promise<void> {
	const o = parseOptions(process.argv.slice(2));
	if (o === 'help') {
		console.info(USAGE);
		return;
	}
	const dataDir = path.resolve(o.dataDir);
	process.env.DATA_DIR = dataDir;
	const pins = await ensureWorld(root, dataDir, o.pins);
	const dialect = dbHandle().dialect;
	ensureBuilt(root);
	const pinIds = await pickPinIds(o.pinSample);
	// Issue 28: every sampled pin page shows 20 comments (written once, kept for later runs).
	const commentsWritten = await ensurePinComments(pinIds);
	if (commentsWritten > 0) console.info(`Wrote ${commentsWritten} comments on the sampled pins`);
	const boardPaths = await pickBoardPaths(o.pinSample);
	const searchTerms = await pickSearchTerms(pinIds, 20);
	await closeDb();
	console.info(
		`World: ${pins.toLocaleString('en')} pins in ${dataDir} (${dialect}); ` +
			`${pinIds.length} pin pages; ${o.connections} connections; ` +
			`${o.siteWarmup} s site warm-up per server; ${o.warmup} s warm-up, then ` +
			`${o.rounds} × ${o.duration} s per server and page`,
	);
	const busyBefore = await machineBusy();
	if (busyBefore > 0.1) {
		const share = `${Math.round(busyBefore * 100)}%`;
		console.warn(`Other work keeps ${share} of the CPUs busy: the numbers will be noisy.`);
	}

	const servers = await startServers(o, dataDir);
	const windows: LoadWindow[] = [];
	const pinPaths = pinIds.map((id) => `/pin/${id}/`);
	if (o.siteWarmup > 0) {
		const mixed = ['/', ...pinPaths, ...boardPaths];
		for (const server of servers) await runLoad(server.origin, mixed, o.siteWarmup, o.connections);
	}
	const pages = [
		await measurePage('home', ['/'], servers, o, windows),
		await measurePage('pin', pinPaths, servers, o, windows),
		await measurePage('board', boardPaths, servers, o, windows),
	];
	// Calls with a latency budget: search, and the typeahead, whose plain twin gives the floor.
	const latencies = [
		await measureLatency('search', searchPaths(searchTerms), servers[0], o),
		await measureLatency('typeahead', typeaheadPaths(searchTerms), servers[0], o, servers[1]),
	];
	const depth = await measureFeedDepth(servers[0].origin);
	await stopAll();

	const verdicts = budgets(pages, latencies);
	console.info(`\n${formatReport(pages, verdicts, latencies, depth)}`);
	for (const p of pages) {
		const diff = p.html.find((h) => !h.identical)?.firstDifference;
		if (diff) {
			console.warn(`\n${p.page}: the plain page differs from ours at byte ${diff.at}:`);
			console.warn(`  ours:  …${diff.ours}…\n  plain: …${diff.plain}…`);
		}
	}
	const file = writeJson(root, {
		date: new Date().toISOString(),
		commit: gitCommit(root),
		node: process.version,
		nodeEnv: process.env.NODE_ENV ?? null,
		cpus: os.cpus().length,
		machineBusyBefore: busyBefore,
		world: { dataDir, dialect, pins },
		options: o,
		pages,
		latencies,
		feedDepth: depth,
		budgets: verdicts,
		...(o.cpuProf ? { profileWindows: windows } : {}),
	});
	console.info(`\nWrote ${path.relative(root, file)}`);
	if (o.cpuProf) printProfiles(root, windows);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
	process.on(signal, () => {
		void stopAll().finally(() => process.exit(130));
	});
}

try {
	await main();
} catch (error) {
	console.error(error instanceof Error ? error.message : error);
	process.exitCode = 1;
} finally {
	await stopAll();
	await closeDb();
}
