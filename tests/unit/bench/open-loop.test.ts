// The benchmark's fixed-rate load (a loopback server, nothing else): arrivals are evenly spaced
// and a stall counts for every request that was due during it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type LoadRequest, runOpenLoad, runOpenLoop } from '../../../scripts/bench/open-loop.ts';

let server: http.Server | undefined;

function serve(handler: http.RequestListener): Promise<string> {
	server = http.createServer(handler);
	return new Promise((resolve) =>
		server!.listen(0, '127.0.0.1', () =>
			resolve(`http://127.0.0.1:${(server!.address() as AddressInfo).port}`),
		),
	);
}

afterEach(() => {
	server?.closeAllConnections();
	server?.close();
});

describe('runOpenLoad', () => {
	it('sends the requested number of requests at the requested rate', async () => {
		const arrivals: number[] = [];
		const paths = new Set<string>();
		const origin = await serve((req, res) => {
			arrivals.push(performance.now());
			paths.add(req.url ?? '');
			// `/b` answers in chunked encoding, `/a` with a Content-Length.
			if (req.url === '/b') res.write('o');
			res.end('k');
		});
		const result = await runOpenLoad(origin, ['/a', '/b'], 1, 4, 100);
		expect(result.total).toBe(100);
		expect(result.failures).toBe(0);
		expect([...paths].sort()).toEqual(['/a', '/b']);
		// Evenly spaced: the 100 arrivals span about a second, not a burst.
		expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThan(900);
		expect(result.rps).toBeGreaterThan(80);
		expect(result.rps).toBeLessThan(110);
	});

	it('counts a stall against every request that was due during it', async () => {
		let stalled = false;
		const origin = await serve((_req, res) => {
			if (!stalled) {
				stalled = true;
				// Block the event loop for 200 ms on the first request, as a long pause would.
				const until = Date.now() + 200;
				while (Date.now() < until) {}
			}
			res.end('ok');
		});
		// 200 req/s for 1 s: about 40 requests fall due during the stall, so well over 1% of
		// them wait 100 ms or more; a closed-loop count would see one slow request.
		const result = await runOpenLoad(origin, ['/'], 1, 2, 200);
		expect(result.total).toBe(200);
		expect(result.p99).toBeGreaterThan(100);
		expect(result.p50).toBeLessThan(50);
	});

	it('counts answers outside 2xx as failures, not latencies', async () => {
		const origin = await serve((req, res) => {
			res.statusCode = req.url === '/missing' ? 404 : 200;
			res.end();
		});
		const result = await runOpenLoad(origin, ['/', '/missing'], 0.5, 2, 40);
		expect(result.total + result.failures).toBe(20);
		expect(result.failures).toBe(10);
	});
});

/** GET requests cycling through `paths`, as `runOpenLoop` takes them. */
function gets(origin: string, paths: string[]): (i: number) => LoadRequest {
	const host = new URL(origin).host;
	return (i) => {
		const path = paths[i % paths.length]!;
		const bytes = Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\n\r\n`, 'latin1');
		return { kind: path, bytes };
	};
}

describe('runOpenLoop', () => {
	it('sends nothing more on a connection whose answer said Connection: close', async () => {
		let connections = 0;
		const origin = await serve((_req, res) => {
			res.setHeader('connection', 'close');
			res.end('ok');
		});
		server!.on('connection', () => connections++);
		const outcomes = await runOpenLoop({
			origin,
			seconds: 0.5,
			rate: 100,
			connections: 2,
			request: gets(origin, ['/']),
		});
		expect(outcomes).toHaveLength(50);
		expect(outcomes.filter((o) => o.failure !== null)).toEqual([]);
		expect(outcomes.every((o) => o.closes && !o.reused && o.status === 200)).toBe(true);
		expect(connections).toBeGreaterThanOrEqual(50);
	});

	it('does not reuse a connection idle for nearly the Keep-Alive timeout the server gave', async () => {
		for (const [timeout, expected] of [
			[5, 1],
			[1, 4],
		] as const) {
			let connections = 0;
			const origin = await serve((_req, res) => {
				res.setHeader('keep-alive', `timeout=${timeout}`);
				res.end('ok');
			});
			server!.on('connection', () => connections++);
			// Four requests 250 ms apart on one connection: idle about 250 ms between them.
			const outcomes = await runOpenLoop({
				origin,
				seconds: 1,
				rate: 4,
				connections: 1,
				request: gets(origin, ['/']),
			});
			expect(outcomes.every((o) => o.status === 200)).toBe(true);
			// Reused under a 5 s timeout; under a 1 s one (less the 1 s margin) never reused.
			expect(connections).toBe(expected);
			server!.close();
		}
	});

	it('tells a dropped request (no byte of answer) from a cut one (part of an answer)', async () => {
		const origin = await serve((req, res) => {
			if (req.url === '/drop') req.socket.destroy();
			else if (req.url === '/cut') {
				res.writeHead(200, { 'content-length': '100' });
				res.write('partial', () => req.socket.destroy());
			} else res.end('ok');
		});
		const outcomes = await runOpenLoop({
			origin,
			seconds: 0.3,
			rate: 30,
			connections: 3,
			request: gets(origin, ['/ok', '/drop', '/cut']),
		});
		const by = (kind: string) => outcomes.filter((o) => o.kind === kind).map((o) => o.failure);
		expect(by('/ok').every((f) => f === null)).toBe(true);
		expect(by('/drop').every((f) => f === 'dropped')).toBe(true);
		expect(by('/cut').every((f) => f === 'cut')).toBe(true);
	});

	it('counts requests to a port nobody listens on as refused, without a busy reconnect loop', async () => {
		const origin = await serve(() => {});
		server!.close();
		const started = performance.now();
		const outcomes = await runOpenLoop({
			origin,
			seconds: 0.5,
			rate: 20,
			connections: 2,
			request: gets(origin, ['/']),
		});
		expect(outcomes).toHaveLength(10);
		expect(outcomes.every((o) => o.failure === 'refused')).toBe(true);
		// Two connections retried every 100 ms keep up with 20 requests a second.
		expect(performance.now() - started).toBeLessThan(1500);
	});

	it('stops early on abort: requests waiting for a connection end as unsent', async () => {
		const origin = await serve((_req, res) => {
			setTimeout(() => res.end('ok'), 300);
		});
		const stop = new AbortController();
		setTimeout(() => stop.abort(), 200);
		const bodies: string[] = [];
		const outcomes = await runOpenLoop({
			origin,
			seconds: 5,
			rate: 20,
			connections: 1,
			request: gets(origin, ['/']),
			onAnswer: (_i, _status, body) => bodies.push(body.toString()),
			signal: stop.signal,
		});
		// About four were due by the abort: the first is answered, those behind it never went out.
		const [first, ...rest] = outcomes.map((o) => o.failure);
		expect(first).toBeNull();
		expect(rest.length).toBeGreaterThanOrEqual(2);
		expect(rest.length).toBeLessThanOrEqual(5);
		expect(rest.every((f) => f === 'unsent')).toBe(true);
		expect(bodies).toEqual(['ok']);
	});
});
