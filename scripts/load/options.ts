/** Command-line flags of `npm run test:load`. */
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD, DEMO_USERNAME } from '~/app/seed/demo-account.ts';

export interface LoadOptions {
	/** Seconds of measured load. */
	duration: number;
	/** Requests per second, evenly spaced (open loop). */
	rate: number;
	/** Seconds of load at the same rate before the measured run (JIT, caches, heap). */
	warmup: number;
	/** Keep-alive connections of the load generator. */
	connections: number;
	/** Port of the server this script starts (ignored with `url`). */
	port: number;
	/** Data folder of the server this script starts; the small world is seeded there once. */
	dataDir: string;
	/** A running server to load instead of starting one (its world must have public pins). */
	url: string | null;
	/** With `url`: the server's process id, so its memory can be sampled (same machine). */
	pid: number | null;
	/** The account whose saves are part of the mix. */
	username: string;
	password: string;
	/** Fails the run when the server's RSS grows this share or more during the measured run. */
	maxRssGrowth: number;
	/** Node flags of the server this script starts. */
	nodeOptions: string[];
}

/**
 * The started server's heap, as Node sizes it on a small production machine rather than on a
 * large development one: on a 24 GB machine V8 picks 64 MB semi-spaces and a 4 GB old space, and
 * the young generation alone then adds about 100 MB of RSS over the first minute or two of load
 * as its pages are first touched, which would drown the leak signal (growth after the warm-up).
 * 16 MB semi-spaces were Node's default up to version 20.
 */
const SERVER_NODE_OPTIONS = '--max-semi-space-size=16 --max-old-space-size=512';

export const USAGE = `npm run test:load -- [options]
  --duration S        seconds of measured load (default 60)
  --rate R            requests per second, evenly spaced (default 40)
  --warmup S          seconds of load before the measured run (default 15)
  --connections N     keep-alive connections (default 8)
  --port P            port of the server it starts (default 4397)
  --data-dir DIR      data folder of that server, seeded once with a small world (default data/load)
  --url URL           load a running server instead (then nothing is started or seeded)
  --pid PID           with --url: the server's process id, to sample its memory
  --user NAME         account that saves (default the demo account)
  --password PW       its password
  --max-rss-growth P  fail when RSS grows P% or more during the measured run (default 15)
  --node-options "F"  Node flags of the server it starts ("" for Node's own heap sizing;
                      default "${SERVER_NODE_OPTIONS}")

Exits 1 on any error (an answer outside 2xx/3xx, or a failed connection), when RSS grows too
much, or when the server it started does not stop cleanly.`;

function number(name: string, raw: string | undefined, fallback: number): number {
	if (raw === undefined) return fallback;
	const n = Number(raw);
	if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a non-negative number`);
	return n;
}

/** Parses `argv` (without node and the script); throws with a message on bad input. */
export function parseLoadOptions(argv: string[]): LoadOptions | 'help' {
	const { values } = parseArgs({
		args: argv,
		options: {
			duration: { type: 'string' },
			rate: { type: 'string' },
			warmup: { type: 'string' },
			connections: { type: 'string' },
			port: { type: 'string' },
			'data-dir': { type: 'string' },
			url: { type: 'string' },
			pid: { type: 'string' },
			user: { type: 'string' },
			password: { type: 'string' },
			'max-rss-growth': { type: 'string' },
			'node-options': { type: 'string' },
			help: { type: 'boolean', short: 'h' },
		},
	});
	if (values.help) return 'help';
	const rate = number('rate', values.rate, 40);
	if (rate <= 0) throw new Error('--rate must be above 0');
	return {
		duration: number('duration', values.duration, 60),
		rate,
		warmup: number('warmup', values.warmup, 15),
		connections: Math.max(1, Math.floor(number('connections', values.connections, 8))),
		port: Math.floor(number('port', values.port, 4397)),
		dataDir: values['data-dir'] ?? 'data/load',
		url: values.url ? new URL(values.url).origin : null,
		pid: values.pid === undefined ? null : Math.floor(number('pid', values.pid, 0)),
		username: values.user ?? DEMO_USERNAME,
		password: values.password ?? DEMO_PASSWORD,
		maxRssGrowth: number('max-rss-growth', values['max-rss-growth'], 15) / 100,
		nodeOptions: (values['node-options'] ?? SERVER_NODE_OPTIONS).split(/\s+/).filter(Boolean),
	};
}
