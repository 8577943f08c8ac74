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
 * capacity being measured.
 */
import net from 'node:net';
import type { LoadResult } from './run-autocannon.ts';

function percentile(sorted: number[], p: number): number {
	if (sorted.length === 0) return 0;
	const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
	return sorted[Math.max(0, i)]!;
}

const HEADER_END = Buffer.from('\r\n\r\n');
const CHUNKED_END = Buffer.from('\r\n0\r\n\r\n');

/**
 * Where the response at the start of `buffer` ends, or -1 while it is incomplete.
 * Also gives its status code.
 */
function responseEnd(buffer: Buffer): { end: number; status: number } | null {
	const headerEnd = buffer.indexOf(HEADER_END);
	if (headerEnd === -1) return null;
	const head = buffer.toString('latin1', 0, headerEnd);
	const status = Number(head.slice(9, 12));
	const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
	const bodyStart = headerEnd + 4;
	if (length) {
		const end = bodyStart + Number(length[1]);
		return buffer.length >= end ? { end, status } : null;
	}
	if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
		// An empty chunked body is just the last chunk; otherwise it ends with CRLF 0 CRLF CRLF.
		if (buffer.indexOf('0\r\n\r\n', bodyStart) === bodyStart) return { end: bodyStart + 5, status };
		const at = buffer.indexOf(CHUNKED_END, bodyStart);
		return at === -1 ? null : { end: at + CHUNKED_END.length, status };
	}
	return { end: bodyStart, status };
}

interface Connection {
	socket: net.Socket;
	/** Due time of the request in flight, or null when idle. */
	due: number | null;
	buffer: Buffer;
}

/**
 * Sends `rate` requests per second, evenly spaced, for `seconds`, cycling through `paths`, over
 * at most `connections` keep-alive connections (requests due while all are busy wait in a
 * queue, their wait counted). Latencies are in ms, rounded to 0.1 ms.
 */
export function runOpenLoad(
	origin: string,
	paths: string[],
	seconds: number,
	connections: number,
	rate: number,
): Promise<LoadResult> {
	const target = new URL(origin);
	const host = target.host;
	const requests = paths.map((p) =>
		Buffer.from(`GET ${p} HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n\r\n`, 'latin1'),
	);
	const total = Math.max(1, Math.round(seconds * rate));
	const interval = 1000 / rate;
	const latencies: number[] = [];
	const waiting: { due: number; index: number }[] = [];
	const idle: Connection[] = [];
	const all: Connection[] = [];
	let failures = 0;
	let sent = 0;
	let settled = 0;
	const start = performance.now();

	return new Promise((resolve) => {
		let timer: NodeJS.Timeout | undefined;
		// A server that stops answering must not hang the benchmark: what is still open after
		// the deadline counts as failed.
		const deadline = setTimeout(
			() => {
				failures += total - settled;
				settled = total;
				finishIfDone();
			},
			seconds * 3000 + 10_000,
		);
		const finishIfDone = () => {
			if (settled < total) return;
			clearTimeout(timer);
			clearTimeout(deadline);
			for (const c of all) c.socket.destroy();
			latencies.sort((a, b) => a - b);
			const elapsed = (performance.now() - start) / 1000;
			resolve({
				rps: latencies.length / elapsed,
				p50: percentile(latencies, 50),
				p99: percentile(latencies, 99),
				mean: latencies.reduce((s, x) => s + x, 0) / Math.max(1, latencies.length),
				total: latencies.length,
				failures,
			});
		};
		const dispatch = (c: Connection) => {
			const next = waiting.shift();
			if (!next) {
				c.due = null;
				idle.push(c);
				return;
			}
			c.due = next.due;
			c.socket.write(requests[next.index % requests.length]!);
		};
		const settle = (c: Connection, ok: boolean) => {
			if (c.due === null) return;
			if (ok) latencies.push(Math.round((performance.now() - c.due) * 10) / 10);
			else failures++;
			c.due = null;
			settled++;
			finishIfDone();
		};
		const open = (): Connection => {
			const socket = net.connect({ host: target.hostname, port: Number(target.port) });
			socket.setNoDelay(true);
			const c: Connection = { socket, due: null, buffer: Buffer.alloc(0) };
			socket.on('data', (chunk: Buffer) => {
				c.buffer = c.buffer.length ? Buffer.concat([c.buffer, chunk]) : chunk;
				const done = responseEnd(c.buffer);
				if (!done) return;
				c.buffer = c.buffer.subarray(done.end);
				settle(c, done.status >= 200 && done.status < 300);
				if (settled < total) dispatch(c);
			});
			const lost = () => {
				// A dropped connection fails its request; a fresh one takes its place.
				settle(c, false);
				all.splice(all.indexOf(c), 1);
				const at = idle.indexOf(c);
				if (at !== -1) idle.splice(at, 1);
				if (settled < total) dispatch(open());
			};
			socket.on('error', () => {});
			socket.on('close', lost);
			all.push(c);
			return c;
		};
		for (let i = 0; i < connections; i++) idle.push(open());
		const tick = () => {
			const now = performance.now();
			while (sent < total && start + sent * interval <= now) {
				waiting.push({ due: start + sent * interval, index: sent });
				sent++;
				const c = idle.pop();
				if (c) dispatch(c);
			}
			if (sent < total) {
				timer = setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
			}
		};
		tick();
	});
}
