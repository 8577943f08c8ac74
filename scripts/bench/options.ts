/** Command-line flags of `npm run bench`, with environment fallbacks. */
import { parseArgs } from 'node:util';

export interface BenchOptions {
	/** Data folder of the world (DATA_DIR of both servers). */
	dataDir: string;
	/** Seconds of load per measured run. */
	duration: number;
	/** Seconds of load per warm-up run. */
	warmup: number;
	/**
	 * Seconds each server serves every measured page, mixed, before the first measured run: the
	 * JIT warms the shared code (layout, header, rendering) once, so the first page measured
	 * (home) does not pay for it. Without it our home figures rose round after round.
	 */
	siteWarmup: number;
	/**
	 * Paired rounds per page (both servers back to back, alternating who goes first) and 80% runs
	 * per server; the report keeps the medians.
	 */
	rounds: number;
	/** Concurrent connections autocannon keeps open. */
	connections: number;
	/** World size: fewer public pins than this and the seed script runs first. */
	pins: number;
	/** How many pin pages the pin run cycles through. */
	pinSample: number;
	/** Ports of our server and the plain server. */
	port: number;
	plainPort: number;
	/** Profile both servers (`node --cpu-prof`) and print where our server's time goes. */
	cpuProf: boolean;
	/** A language prefix (`de`): our pages are measured at `/de/…` against the English twin. */
	language: string | null;
}

export const USAGE = `npm run bench -- [options]
  --data-dir DIR      data folder of the world (env BENCH_DATA_DIR; default data/bench)
  --pins N            world size; seeds first when the database has fewer pins (default 1000000)
  --duration S        seconds per measured run (default 6)
  --warmup S          seconds of warm-up per server and page (default 3)
  --site-warmup S     seconds per server of all measured pages, mixed, before any run (default 10)
  --rounds N          paired rounds per page (and 80% runs per server); medians kept (default 5)
  --connections N     concurrent connections (default 10)
  --pin-sample N      pin pages cycled through in the pin run (default 50)
  --port P            our server's port (default 4391; the plain server uses P+1)
  --cpu-prof          profile both servers into bench-results/profiles/ and summarize ours
  --language L        measure our pages in language L at /L/… (e.g. de) against the English twin`;

function positive(name: string, raw: string | undefined, fallback: number): number {
	if (raw === undefined) return fallback;
	const n = Number(raw);
	if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a non-negative number`);
	return n;
}

/** Parses `argv` (without node and the script); throws with a message on bad input. */
export function parseOptions(argv: string[], env = process.env): BenchOptions | 'help' {
	const { values } = parseArgs({
		args: argv,
		options: {
			'data-dir': { type: 'string' },
			pins: { type: 'string' },
			duration: { type: 'string' },
			warmup: { type: 'string' },
			'site-warmup': { type: 'string' },
			rounds: { type: 'string' },
			connections: { type: 'string' },
			'pin-sample': { type: 'string' },
			port: { type: 'string' },
			'cpu-prof': { type: 'boolean' },
			language: { type: 'string' },
			help: { type: 'boolean', short: 'h' },
		},
	});
	if (values.help) return 'help';
	const port = positive('port', values.port, 4391);
	return {
		dataDir: values['data-dir'] ?? env.BENCH_DATA_DIR ?? 'data/bench',
		pins: Math.floor(positive('pins', values.pins, 1_000_000)),
		duration: positive('duration', values.duration, 6),
		warmup: positive('warmup', values.warmup, 3),
		siteWarmup: positive('site-warmup', values['site-warmup'], 10),
		rounds: Math.max(1, Math.floor(positive('rounds', values.rounds, 5))),
		connections: Math.max(1, Math.floor(positive('connections', values.connections, 10))),
		pinSample: Math.max(1, Math.floor(positive('pin-sample', values['pin-sample'], 50))),
		port,
		plainPort: port + 1,
		cpuProf: values['cpu-prof'] ?? false,
		language: languageOption(values.language),
	};
}

function languageOption(raw: string | undefined): string | null {
	if (raw === undefined || raw === 'en') return null;
	if (!/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/.test(raw)) {
		throw new Error('--language must be a lower-case language tag such as de or en-gb');
	}
	return raw;
}
