/**
 * An open-loop load at a fixed rate: request i is due at start + i / rate whatever the server
 * is doing, and its latency counts from that due time, so time spent waiting for a free
 * connection (or behind a slow answer) is counted, not hidden ("coordinated omission").
 *
 * Why not autocannon's `overallRate`: autocannon lets each connection send as fast as it can
 * until it has used its share of the second, then pauses until the next second. At "80%" the
 * server therefore sees full concurrency for about 0.8 s and nothing for 0.2 s, which measures
 * peak-load latency again; and it pads its histogram for a 1 ms expected interval, so each
 * answer weighs in proportion to its own latency. Evenly spaced arrivals are what "80% of the
 * peak rate" means.
 *
 * The client is a bare HTTP/1.1 keep-alive client on `net` sockets (prebuilt request bytes,
 * framing by Content-Length or chunked encoding), because it shares two cores with the server:
 * `node:http`'s client costs several times more CPU per request and would itself take the
 * capacity being measured. Like any well-behaved client it does not reuse a connection that has
 * sat idle for nearly the server's `Keep-Alive: timeout`: the server may be closing it at that
 * very moment, and a request written then is lost (no HTTP client can tell it went unread).
 */
import net from 'node:net';
import { bodyOf, responseEnd } from './http-framing.ts';
import { latencySummary } from './latency-summary.ts';
import type { LoadResult } from './run-autocannon.ts';

/** One request of a run. */
export interface LoadRequest {
	/** Groups the report (`home`, `pin`, `save`, …). */
	kind: string;
	/** The whole request as sent on the wire (it should ask for keep-alive). */
	bytes: Buffer;
}

/**
 * Why a request has no whole answer: `refused` (its connection could not be opened), `dropped`
 * (the connection closed before any byte of the answer), `cut` (closed during the answer),
 * `timeout` (still open at the run's deadline), `unsent` (the run was stopped while it waited
 * for a connection).
 */
type LoadFailure = 'refused' | 'dropped' | 'cut' | 'timeout' | 'unsent';

/** What became of one request. */
export interface LoadOutcome {
	index: number;
	kind: string;
	/** When it was due (`performance.now()` ms). */
	due: number;
	/** ms from its due time to the end of its answer (0.1 ms steps); null without an answer. */
	ms: number | null;
	/** The answer's status; null without a whole answer. */
	status: number | null;
	failure: LoadFailure | null;
	/** The answer said `Connection: close`. */
	closes: boolean;
	/** It was sent on a connection that had answered before (keep-alive reuse). */
	reused: boolean;
}

export interface OpenLoopOptions {
	origin: string;
	seconds: number;
	/** Requests per second, evenly spaced. */
	rate: number;
	/** Keep-alive connections at most; requests due while all are busy wait in a queue. */
	connections: number;
	/** The i-th request. */
	request(index: number): LoadRequest;
	/** Called with each whole answer: its status and body (chunked encoding undone). */
	onAnswer?(index: number, status: number, body: Buffer): void;
	/** Ends the run early: requests not yet due are not sent; those waiting end as `unsent`. */
	signal?: AbortSignal;
}

interface Connection {
	socket: net.Socket;
	/** The request in flight, or null when idle. */
	current: { index: number; kind: string; due: number; reused: boolean } | null;
	buffer: Buffer;
	connected: boolean;
	/** Answers received so far. */
	answered: number;
	/** The last answer said `Connection: close`. */
	closing: boolean;
	/** When it last became idle, and the idle time the server promised (`Keep-Alive`), if any. */
	idleSince: number;
	keepAliveMs: number | null;
}

/** A connection that failed to open is replaced after this pause, not in a tight loop. */
const REOPEN_PAUSE_MS = 100;
/** An idle connection is retired this long before the server's keep-alive timeout. */
const KEEP_ALIVE_MARGIN_MS = 1000;
/**
 * The idle time allowed to a connection the server has said nothing about (no answer yet, or no
 * `Keep-Alive` header): Node ends a connection that never sent a request at its 60 s headers
 * timeout.
 */
const UNTOLD_KEEP_ALIVE_MS = 30_000;

/**
 * Sends `rate` requests per second, evenly spaced, for `seconds` (or until `signal` aborts),
 * over at most `connections` keep-alive connections, and resolves with one outcome per request
 * that fell due, in order.
 */
export function runOpenLoop(o: OpenLoopOptions): Promise<LoadOutcome[]> {
	const target = new URL(o.origin);
	const total = Math.max(1, Math.round(o.seconds * o.rate));
	const interval = 1000 / o.rate;
	const outcomes: LoadOutcome[] = [];
	const waiting: { index: number; kind: string; due: number; bytes: Buffer }[] = [];
	const idle: Connection[] = [];
	const all = new Set<Connection>();
	let due = 0;
	let settled = 0;
	/** Stopped early (signal or deadline): nothing more is sent. */
	let stopped = false;
	let finished = false;
	const start = performance.now();

	return new Promise((resolve) => {
		let timer: NodeJS.Timeout | undefined;
		const record = (
			r: { index: number; kind: string; due: number },
			fields: Pick<LoadOutcome, 'status' | 'failure' | 'closes' | 'reused' | 'ms'>,
		) => {
			outcomes.push({ index: r.index, kind: r.kind, due: r.due, ...fields });
			settled++;
		};
		const fail = (
			r: { index: number; kind: string; due: number; reused?: boolean },
			failure: LoadFailure,
		) => record(r, { status: null, failure, closes: false, reused: r.reused ?? false, ms: null });
		const finishIfDone = () => {
			if (finished || settled < due || (!stopped && due < total)) return;
			finished = true;
			clearTimeout(timer);
			clearTimeout(deadline);
			for (const c of all) c.socket.destroy();
			outcomes.sort((a, b) => a.index - b.index);
			resolve(outcomes);
		};
		const stop = () => {
			if (stopped) return;
			stopped = true;
			clearTimeout(timer);
			for (const w of waiting.splice(0)) fail(w, 'unsent');
			finishIfDone();
		};
		// A server that stops answering must not hang the run: what is still open after the
		// deadline is a timeout.
		const deadline = setTimeout(
			() => {
				for (const c of all) if (c.current) fail(c.current, 'timeout');
				for (const c of all) c.current = null;
				stop();
			},
			o.seconds * 3000 + 10_000,
		);
		const dispatch = (c: Connection) => {
			if (c.closing) return;
			const next = waiting.shift();
			if (!next) {
				c.idleSince = performance.now();
				idle.push(c);
				return;
			}
			c.current = { index: next.index, kind: next.kind, due: next.due, reused: c.answered > 0 };
			c.socket.write(next.bytes);
		};
		const open = (): Connection => {
			const socket = net.connect({ host: target.hostname, port: Number(target.port) });
			socket.setNoDelay(true);
			const c: Connection = {
				socket,
				current: null,
				buffer: Buffer.alloc(0),
				connected: false,
				answered: 0,
				closing: false,
				idleSince: performance.now(),
				keepAliveMs: null,
			};
			socket.on('connect', () => {
				c.connected = true;
			});
			socket.on('data', (chunk: Buffer) => {
				c.buffer = c.buffer.length ? Buffer.concat([c.buffer, chunk]) : chunk;
				const done = responseEnd(c.buffer);
				if (!done || !c.current) return;
				const r = c.current;
				o.onAnswer?.(r.index, done.status, bodyOf(c.buffer, done));
				c.buffer = c.buffer.subarray(done.end);
				c.current = null;
				c.answered++;
				c.closing = done.closes;
				c.keepAliveMs = done.keepAliveMs;
				const ms = Math.round((performance.now() - r.due) * 10) / 10;
				record(r, {
					status: done.status,
					failure: null,
					closes: done.closes,
					reused: r.reused,
					ms,
				});
				if (c.closing) c.socket.end();
				else dispatch(c);
				finishIfDone();
			});
			socket.on('error', () => {});
			socket.on('close', () => {
				all.delete(c);
				const at = idle.indexOf(c);
				if (at !== -1) idle.splice(at, 1);
				if (c.current) {
					const failure = !c.connected ? 'refused' : c.buffer.length > 0 ? 'cut' : 'dropped';
					fail(c.current, failure);
					c.current = null;
				}
				finishIfDone();
				if (stopped || finished) return;
				// A fresh connection takes its place; after a pause when this one never opened.
				const reopen = () => {
					if (!stopped && !finished) dispatch(open());
				};
				if (c.connected) reopen();
				else setTimeout(reopen, REOPEN_PAUSE_MS);
			});
			all.add(c);
			return c;
		};
		/**
		 * An idle connection for the next request: the most recently used one (its socket is
		 * warm), retiring those idle for nearly their keep-alive time; their `close` opens a
		 * replacement, which takes the request.
		 */
		const takeIdle = (): Connection | undefined => {
			for (let c = idle.pop(); c; c = idle.pop()) {
				const idleFor = performance.now() - c.idleSince;
				const keepAlive = c.keepAliveMs ?? UNTOLD_KEEP_ALIVE_MS;
				if (idleFor < keepAlive - KEEP_ALIVE_MARGIN_MS) return c;
				c.socket.destroy();
			}
			return undefined;
		};
		for (let i = 0; i < o.connections; i++) idle.push(open());
		o.signal?.addEventListener('abort', stop, { once: true });
		const tick = () => {
			if (stopped) return;
			const now = performance.now();
			while (due < total && start + due * interval <= now) {
				const { kind, bytes } = o.request(due);
				waiting.push({ index: due, kind, due: start + due * interval, bytes });
				due++;
				const c = takeIdle();
				if (c) dispatch(c);
			}
			if (due < total) {
				timer = setTimeout(tick, Math.max(0, start + due * interval - performance.now()));
			} else {
				finishIfDone();
			}
		};
		if (o.signal?.aborted) stop();
		else tick();
	});
}

/**
 * `runOpenLoop` over GET `paths` (cycled), summarized: latencies of 2xx answers; everything
 * else (other statuses, connection failures) counts as a failure.
 */
export async function runOpenLoad(
	origin: string,
	paths: string[],
	seconds: number,
	connections: number,
	rate: number,
): Promise<LoadResult> {
	const host = new URL(origin).host;
	const requests = paths.map((p) =>
		Buffer.from(`GET ${p} HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n\r\n`, 'latin1'),
	);
	const start = performance.now();
	const outcomes = await runOpenLoop({
		origin,
		seconds,
		rate,
		connections,
		request: (i) => ({ kind: 'get', bytes: requests[i % requests.length]! }),
	});
	const elapsed = (performance.now() - start) / 1000;
	const ok = outcomes.filter((r) => r.status !== null && r.status >= 200 && r.status < 300);
	const summary = latencySummary(ok.map((r) => r.ms!));
	return { rps: summary.total / elapsed, ...summary, failures: outcomes.length - ok.length };
}
