import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../helpers/server-process.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

let t: TestDb;
beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

describe(`server process on ${testDialect()}`, () => {
	it('lets an in-flight request finish on SIGTERM, then closes and exits 0', async () => {
		const server = await startServer(t.env);
		const socket = net.connect(server.port, '127.0.0.1');
		await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
		let answer = '';
		socket.on('data', (d) => (answer += d));
		// Half a request is in flight when the signal arrives.
		socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
		await new Promise((r) => setTimeout(r, 150));
		server.child.kill('SIGTERM');
		await new Promise((r) => setTimeout(r, 300));
		socket.write('Connection: close\r\n\r\n');
		await new Promise<void>((resolve) => socket.on('close', () => resolve()));
		expect(answer).toMatch(/^HTTP\/1\.1 200/);
		expect(answer).toContain('{"status":"ok"}');
		expect(await server.exited).toBe(0);
		expect(server.output()).toContain('"msg":"stopped"');
		// New connections are refused once it has stopped.
		await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
	});
});
