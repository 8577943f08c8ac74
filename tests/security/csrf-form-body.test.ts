import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../helpers/server-process.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';

let t: TestDb;
let server: ServerProcess;
beforeAll(async () => {
	t = await createTestDb();
	server = await startServer({ ...t.env, UPLOAD_MAX_BYTES: String(1024 * 1024) });
});
afterAll(async () => {
	server?.child.kill('SIGTERM');
	await server?.exited;
	await t?.destroy();
});

/**
 * POSTs an endless form body (chunked, no length) to a page and resolves with the status of the
 * answer, which must come while the body is still being sent.
 */
function postEndlessForm(path: string): Promise<number> {
	return new Promise((resolve, reject) => {
		const req = http.request(`${server.url}${path}`, {
			method: 'POST',
			headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
		});
		const chunk = Buffer.alloc(64 * 1024, 'a');
		let sent = 0;
		const pump = () => {
			while (sent < 512 * 1024 * 1024) {
				sent += chunk.length;
				if (!req.write(chunk)) return void req.once('drain', pump);
			}
			reject(new Error('the server read 512 MB of a form without answering'));
		};
		req.on('response', (res) => {
			res.resume();
			resolve(res.statusCode ?? 0);
			req.destroy();
		});
		req.on('error', () => {});
		pump();
	});
}

describe(`the CSRF check of page forms on ${testDialect()}`, () => {
	it('reads at most the upload limit of a form body looking for the token, then refuses (AUTH-23)', async () => {
		const started = performance.now();
		const status = await postEndlessForm('/login/');
		expect(status).toBe(403);
		// 1 MB limit here: the refusal comes long before the 512 MB the client would send.
		expect(performance.now() - started).toBeLessThan(10_000);
	});

	it('refuses a declared length over the limit without reading the body', async () => {
		const res = await fetch(`${server.url}/login/`, {
			method: 'POST',
			headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
			body: `csrfmiddlewaretoken=x&${'a'.repeat(2 * 1024 * 1024)}`,
		});
		expect(res.status).toBe(403);
		expect(await res.text()).toMatch(/csrf|security/i);
	});
});
