import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoard, makePin, makeUser } from '../helpers/builders.ts';
import { type HttpAnswer, httpRequest } from '../helpers/http-request.ts';
import { type ServerProcess, startServer, stopServer } from '../helpers/server-process.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';

/**
 * The request's `Host` never reaches a shared cache (security finding 9), against the built
 * server (`npx astro build`):
 *
 * - without PUBLIC_ORIGIN, public pages, robots.txt and sitemaps (whose absolute links are then
 *   built on the request's Host) carry neither `public` nor `s-maxage`, so a forged
 *   `Host: evil.example` reaches only the client that sent it;
 * - with PUBLIC_ORIGIN, canonical, `og:url`, `og:image`, robots.txt's `Sitemap:` and sitemap
 *   `<loc>`s are built on it whatever the Host, and the answers stay shared-cacheable;
 * - serving on a non-loopback HOST without PUBLIC_ORIGIN warns at start (a `warn` log line and
 *   a plain stderr line), and with it does not.
 */

const EVIL = 'evil.example';
const PUBLIC_ORIGIN = 'https://corkboard.example';

let t: TestDb;
/** HOST 0.0.0.0, PUBLIC_ORIGIN unset. */
let open: ServerProcess;
/** HOST 0.0.0.0, PUBLIC_ORIGIN set. */
let configured: ServerProcess;
let paths: { name: string; path: string }[];
let pinPath: string;

beforeAll(async () => {
	t = await createTestDb();
	const owner = await makeUser(t.db);
	const board = await makeBoard(t.db, owner, { pin_count: 1 });
	const pin = await makePin(t.db, board);
	pinPath = `/pin/${pin.id}/`;
	paths = [
		{ name: 'home', path: '/' },
		{ name: 'pin page', path: pinPath },
		{ name: 'profile page', path: `/${owner.username}/` },
		{ name: 'robots.txt', path: '/robots.txt' },
		{ name: 'sitemap index', path: '/sitemap.xml' },
		{ name: 'topics sitemap', path: '/sitemaps/topics.xml' },
	];
	[open, configured] = await Promise.all([
		startServer({ ...t.env, HOST: '0.0.0.0' }),
		startServer({ ...t.env, HOST: '0.0.0.0', PUBLIC_ORIGIN }),
	]);
}, 60_000);
afterAll(async () => {
	await Promise.all([stopServer(open), stopServer(configured)]);
	await t?.destroy();
});

/** A signed-out GET naming `host` in the Host header (node:http sends it as given). */
function get(server: ServerProcess, path: string, host: string): Promise<HttpAnswer> {
	return httpRequest(`${server.url}${path}`, { method: 'GET', headers: { host } });
}

/** Whether a shared cache (a CDN) may store an answer with this Cache-Control. */
function sharedCacheable(cacheControl: string | undefined): boolean {
	const value = (cacheControl ?? '').toLowerCase();
	if (/\b(private|no-store)\b/.test(value)) return false;
	return /\b(public|s-maxage|max-age)\b/.test(value);
}

describe(`Host header and shared caches on ${testDialect()}`, () => {
	it('without PUBLIC_ORIGIN, no answer built on a forged Host is shared-cacheable', async () => {
		for (const { name, path } of paths) {
			const res = await get(open, path, EVIL);
			expect(res.status, name).toBe(200);
			const cc = String(res.headers['cache-control']);
			expect(cc, name).not.toMatch(/public|s-maxage/);
			expect(sharedCacheable(cc), `${name}: ${cc}`).toBe(false);
			expect(cc, name).toBe('private, no-cache');
		}
		// The answers are indeed built on the Host (which is why none may be shared).
		const pin = await get(open, pinPath, EVIL);
		expect(pin.text).toContain(`<link rel="canonical" href="http://${EVIL}${pinPath}"`);
		expect((await get(open, '/robots.txt', EVIL)).text).toContain(
			`Sitemap: http://${EVIL}/sitemap.xml`,
		);
	});

	it('without PUBLIC_ORIGIN, the server’s own address gets no shared caching either', async () => {
		const res = await httpRequest(`${open.url}${pinPath}`, { method: 'GET' });
		expect(res.status).toBe(200);
		expect(sharedCacheable(res.headers['cache-control'])).toBe(false);
	});

	it('with PUBLIC_ORIGIN, links come from it whatever the Host, and answers stay public', async () => {
		for (const { name, path } of paths) {
			const res = await get(configured, path, EVIL);
			expect(res.status, name).toBe(200);
			expect(res.headers['cache-control'], name).toMatch(/^public/);
			expect(res.text, name).not.toContain(EVIL);
		}
		const pin = (await get(configured, pinPath, EVIL)).text;
		expect(pin).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}${pinPath}"`);
		expect(pin).toContain(`<meta property="og:url" content="${PUBLIC_ORIGIN}${pinPath}"`);
		expect(pin).toMatch(
			new RegExp(`<meta property="og:image" content="${PUBLIC_ORIGIN}/media/[^"]+"`),
		);
		const page = await get(configured, pinPath, EVIL);
		expect(page.headers['cache-control']).toMatch(/s-maxage=\d+/);
		expect((await get(configured, '/robots.txt', EVIL)).text).toContain(
			`Sitemap: ${PUBLIC_ORIGIN}/sitemap.xml`,
		);
		const index = (await get(configured, '/sitemap.xml', EVIL)).text;
		const locs = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
		expect(locs.length).toBeGreaterThan(0);
		for (const loc of locs) expect(loc.startsWith(`${PUBLIC_ORIGIN}/sitemaps/`), loc).toBe(true);
	});

	it('warns at start when serving a non-loopback HOST without PUBLIC_ORIGIN, and only then', () => {
		const out = open.output();
		const warn = out
			.split('\n')
			.filter((line) => line.startsWith('{'))
			.map((line) => JSON.parse(line) as { level: string; msg: string; detail?: string })
			.filter((entry) => entry.level === 'warn' && /PUBLIC_ORIGIN/.test(entry.msg));
		expect(warn).toHaveLength(1);
		expect(warn[0]!.detail).toMatch(/Set PUBLIC_ORIGIN to the address visitors use/);
		expect(out).toMatch(/^Warning: HOST is 0\.0\.0\.0 but PUBLIC_ORIGIN is not set\./m);
		expect(configured.output()).not.toMatch(/PUBLIC_ORIGIN/);
	});
});
