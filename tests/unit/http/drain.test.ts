// drainable on a plain loopback node:http server: the stop rules, each on one connection.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainable } from '~/lib/platform/http/drain.server.ts';
import { connectionRefused, openRaw } from '../../helpers/raw-http.ts';

let server: http.Server | undefined;

async function serve(handler: http.RequestListener, keepAliveMs = 5000) {
	server = http.createServer(handler);
	server.keepAliveTimeout = keepAliveMs;
	const drain = drainable(server);
	await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
	return { drain, port: (server.address() as AddressInfo).port };
}

afterEach(() => {
	server?.closeAllConnections();
	server?.close();
});

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: test\r\n\r\n`;

describe('drainable', () => {
	it('answers a request already sent on an idle keep-alive connection when the stop begins', async () => {
		const { drain, port } = await serve((req, res) => res.end(req.url));
		const raw = await openRaw(port);
		raw.write(get('/one'));
		expect((await raw.answer(0)).closes).toBe(false);
		// The next request leaves in the same tick as the stop: the server has not read it yet,
		// so its connection looks idle (server.close() would end it and lose the request).
		raw.write(get('/two'));
		const stopped = drain.close(10_000);
		const second = await raw.answer(1);
		expect(second.status).toBe(200);
		expect(second.body.toString()).toBe('/two');
		expect(second.closes).toBe(true);
		await raw.closed;
		expect(await stopped).toBe(0);
		expect(await connectionRefused(port)).toBe(true);
	});

	it('lets a request in progress finish, with Connection: close, while refusing new connections', async () => {
		let finish = () => {};
		const { drain, port } = await serve((_req, res) => {
			finish = () => res.end('done');
		});
		const raw = await openRaw(port);
		raw.write(get('/slow'));
		await new Promise((r) => setTimeout(r, 50));
		const stopped = drain.close(10_000);
		expect(await connectionRefused(port)).toBe(true);
		finish();
		const answer = await raw.answer();
		expect(answer.body.toString()).toBe('done');
		expect(answer.closes).toBe(true);
		expect(await stopped).toBe(0);
	});

	it('ends connections nobody sends on after the keep-alive time', async () => {
		const { drain, port } = await serve((_req, res) => res.end('ok'), 200);
		const used = await openRaw(port);
		used.write(get('/'));
		await used.answer();
		const neverUsed = await openRaw(port);
		const started = performance.now();
		expect(await drain.close(10_000)).toBe(0);
		await Promise.all([used.closed, neverUsed.closed]);
		// The used one at its keep-alive time, the never-used one at the sweep a second later.
		expect(performance.now() - started).toBeLessThan(2000);
	});

	it('cuts what still runs at the deadline and counts it', async () => {
		const { drain, port } = await serve(() => {});
		const raw = await openRaw(port);
		raw.write(get('/never'));
		await new Promise((r) => setTimeout(r, 50));
		expect(await drain.close(200)).toBe(1);
		await raw.closed;
	});
});
