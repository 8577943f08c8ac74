import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '~/lib/platform/security/rate-limit.server.ts';
import { ServerClient } from '../helpers/server-client.ts';
import { type ServerProcess, startServer, stopServer } from '../helpers/server-process.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';

/**
 * Issue 25, item 10, against the built server (`npx astro build`): which address the sign-up
 * limit counts. The test connects from 127.0.0.1 and plays the proxy with its headers.
 *
 * - A public site (PUBLIC_ORIGIN set) without proxy settings believes no header: forged
 *   `X-Forwarded-For` entries change nothing, and loopback counts like any address.
 * - With TRUSTED_PROXIES naming 127.0.0.1 and CLIENT_ADDRESS_HEADER `X-Real-IP`, each client
 *   behind the proxy counts on its own (one locked out, the next not), and `X-Forwarded-For`
 *   (not the configured header) is ignored.
 * - A development install (no PUBLIC_ORIGIN, loopback HOST) does not limit loopback per address.
 */
let t: TestDb;
const servers: ServerProcess[] = [];
let site: ServerProcess;
let proxied: ServerProcess;
let laptop: ServerProcess;
beforeAll(async () => {
	t = await createTestDb();
	[site, proxied, laptop] = await Promise.all([
		startServer({ ...t.env, PUBLIC_ORIGIN: 'self' }),
		startServer({
			...t.env,
			PUBLIC_ORIGIN: 'self',
			TRUSTED_PROXIES: '127.0.0.1, ::1',
			CLIENT_ADDRESS_HEADER: 'X-Real-IP',
		}),
		startServer({ ...t.env, HOST: 'localhost' }),
	]);
	servers.push(site, proxied, laptop);
}, 90_000);
afterAll(async () => {
	await Promise.all(servers.map((s) => stopServer(s)));
	await t?.destroy();
});

/** A sign-up with a malformed email: counted by the per-address limit, then refused cheaply. */
async function attempt(server: ServerProcess, headers: Record<string, string>): Promise<string> {
	const client = new ServerClient(server.url);
	const res = await fetch(new URL('/resource/UserRegisterResource/create/', server.url), {
		method: 'POST',
		headers: { ...client.headers(true), 'content-type': 'application/json', ...headers },
		body: JSON.stringify({
			source_url: '/',
			data: { options: { email: 'not an email', password: 'x', birthday: '1990-01-01' } },
		}),
	});
	const json = (await res.json()) as { resource_response: { error?: { code: string } } };
	return json.resource_response.error?.code ?? 'ok';
}

const { limit } = RATE_LIMITS.signupPerAddress;

describe(`the sign-up limit's client address on ${testDialect()}`, () => {
	it('a public site without proxy settings ignores forwarded addresses and counts loopback', async () => {
		const codes: string[] = [];
		for (let i = 0; i <= limit; i++) {
			codes.push(await attempt(site, { 'x-forwarded-for': `203.0.113.${i + 1}` }));
		}
		expect(codes.slice(0, limit)).toEqual(Array(limit).fill('InvalidEmail'));
		expect(codes[limit]).toBe('RateLimited');
		expect(await attempt(site, { 'x-real-ip': '198.51.100.1' })).toBe('RateLimited');
	});

	it('behind a trusted proxy, each client address counts on its own, from the configured header only', async () => {
		const codes: string[] = [];
		for (let i = 0; i <= limit; i++) {
			codes.push(
				await attempt(proxied, {
					'x-real-ip': '198.51.100.7',
					'x-forwarded-for': `203.0.113.${i + 1}`,
				}),
			);
		}
		expect(codes.slice(0, limit)).toEqual(Array(limit).fill('InvalidEmail'));
		expect(codes[limit]).toBe('RateLimited');
		// Another client of the same proxy (and of the same network) is not locked out.
		expect(await attempt(proxied, { 'x-real-ip': '198.51.100.8' })).toBe('InvalidEmail');
		// Without the header the request is the proxy's own: loopback, counted on a public site.
		for (let i = 0; i < limit; i++) expect(await attempt(proxied, {})).toBe('InvalidEmail');
		expect(await attempt(proxied, {})).toBe('RateLimited');
	});

	it('a development install does not limit loopback per address', async () => {
		for (let i = 0; i <= limit + 5; i++) expect(await attempt(laptop, {})).toBe('InvalidEmail');
	});
});
