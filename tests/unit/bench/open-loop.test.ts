// The benchmark's fixed-rate load (a loopback server, nothing else): arrivals are evenly spaced
// and a stall counts for every request that was due during it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { runOpenLoad } from '../../../scripts/bench/open-loop.ts';

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
