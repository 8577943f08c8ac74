import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '~/lib/identity/auth/session-cookies.server.ts';
import { makeBoard, makePin, makeSession, makeUser } from '../../helpers/builders.ts';
import { type ServerProcess, startServer, stopServer } from '../../helpers/server-process.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';
import { fetchPage } from './fetch-page.ts';

/**
 * The language of a request and the addresses per language, against the built server
 * (docs/i18n.md; SEO-09, SET-08).
 */
let t: TestDb;
let server: ServerProcess;
let pinPath: string;
let germanCookie: string;

beforeAll(async () => {
	t = await createTestDb();
	const ada = await makeUser(t.db);
	const board = await makeBoard(t.db, ada, { name: 'Kuchen' });
	const pin = await makePin(t.db, board, { title: 'Apfelkuchen' });
	pinPath = `/pin/${pin.id}/`;
	const hans = await makeUser(t.db, { locale: 'de' });
	germanCookie = `${SESSION_COOKIE}=${await makeSession(t.db, hans)}`;
	server = await startServer({ ...t.env, PUBLIC_ORIGIN: 'self' });
}, 60_000);
afterAll(async () => {
	await stopServer(server);
	await t?.destroy();
});

function page(path: string, headers: Record<string, string> = {}) {
	return fetchPage(server.url + path, headers);
}

describe(`languages on ${testDialect()}`, () => {
	it('a prefixed address answers in its language with its own canonical link', async () => {
		const de = await page(`/de${pinPath}`);
		expect(de.res.status).toBe(200);
		expect(de.lang).toBe('de');
		expect(de.canonical).toBe(`${server.url}/de${pinPath}`);
		const ar = await page(`/ar${pinPath}`);
		expect([ar.lang, ar.dir]).toEqual(['ar', 'rtl']);
		const ja = await page(`/ja${pinPath}`);
		expect(ja.html).toContain('data-locale-mode="ja"');
	});

	it('every version lists the same complete hreflang set, each alternate pointing back', async () => {
		const first = await page(pinPath);
		const expected = [
			['en', `${server.url}/en${pinPath}`],
			['de', `${server.url}/de${pinPath}`],
			['ja', `${server.url}/ja${pinPath}`],
			['ar', `${server.url}/ar${pinPath}`],
			['x-default', `${server.url}${pinPath}`],
		];
		expect(first.alternates).toEqual(expected);
		for (const [, href] of expected) {
			const other = await page(new URL(href!).pathname);
			expect(other.res.status).toBe(200);
			expect(other.alternates).toEqual(expected);
		}
	});

	it('a prefixed page is the whole page, with the same scripts as without a prefix', async () => {
		const scripts = (html: string) =>
			[...html.matchAll(/<script[^>]*src="([^"]*)"/g)].map((m) => m[1]);
		const de = await page(`/de${pinPath}`);
		const plain = await page(pinPath);
		expect(de.html.trimEnd()).toMatch(/<\/html>$/);
		expect(scripts(de.html)).toEqual(scripts(plain.html));
		// A length the answer states must be its real byte length (the links grew).
		const length = de.res.headers.get('content-length');
		if (length !== null) expect(Number(length)).toBe(Buffer.byteLength(de.html));
	});

	it('a page that does not exist is a 404 in the language of its address', async () => {
		const missing = await page('/de/no-such-page/at/all/');
		expect(missing.res.status).toBe(404);
		expect(missing.lang).toBe('de');
	});

	it('links inside a prefixed page keep the prefix; assets and APIs do not', async () => {
		const de = await page(`/de${pinPath}`);
		expect(de.html).toMatch(/href="\/de\/"/);
		expect(de.html).not.toMatch(/href="\/de\/_astro\//);
		expect(de.html.match(/<a [^>]*href="\/(?!de\/|#|media\/)[a-z][^"]*"/g) ?? []).toEqual([]);
	});

	it('another case of a prefix redirects to the lower-case address', async () => {
		const res = (await page(`/DE${pinPath}?x=1`)).res;
		expect(res.status).toBe(301);
		expect(res.headers.get('location')).toBe(`/de${pinPath}?x=1`);
	});

	it('without a prefix: the setting, then the cookie, then Accept-Language, then English', async () => {
		expect((await page(pinPath)).lang).toBe('en');
		expect((await page(pinPath, { 'accept-language': 'ja,en;q=0.5' })).lang).toBe('ja');
		expect((await page(pinPath, { cookie: 'cb_lang=ar', 'accept-language': 'ja' })).lang).toBe(
			'ar',
		);
		const signedIn = await page(pinPath, { cookie: `${germanCookie}; cb_lang=ar` });
		expect(signedIn.lang).toBe('de');
		// A prefix wins over everything.
		expect((await page(`/ja${pinPath}`, { cookie: germanCookie })).lang).toBe('ja');
	});

	it('unknown or malformed languages fall back cleanly and are never reflected', async () => {
		for (const headers of [
			{ cookie: 'cb_lang=<script>alert(1)</script>' },
			{ cookie: 'cb_lang=zz-ZZ' },
			{ 'accept-language': '"><img src=x>;q=1, ;;;,' },
			{ 'accept-language': 'x'.repeat(2000) },
		]) {
			const p = await page(pinPath, headers);
			expect(p.res.status).toBe(200);
			expect(p.lang).toBe('en');
			expect(p.html).not.toContain('<script>alert(1)');
			expect(p.html).not.toContain('<img src=x>');
		}
		// Not a language: routed as any other path (here a profile that does not exist).
		expect((await page('/zz/')).res.status).toBe(404);
	});

	it('the test pseudo-locale is off unless PSEUDO_LOCALE is set', async () => {
		expect((await page('/en-xa/')).lang).not.toBe('en-XA');
	});

	it('a page answering in the visitor language varies on Accept-Language', async () => {
		const res = (await page(pinPath)).res;
		expect(res.headers.get('vary') ?? '').toContain('Accept-Language');
	});

	it('API errors speak the request language with the same code', async () => {
		const ask = async (headers: Record<string, string>) => {
			const res = await fetch(`${server.url}/resource/NoSuchThingResource/get/`, { headers });
			return (
				(await res.json()) as {
					resource_response: { error: { api_error_code: number; message: string } };
				}
			).resource_response.error;
		};
		const en = await ask({});
		const de = await ask({ 'accept-language': 'de-DE,de;q=0.9' });
		const ar = await ask({ cookie: 'cb_lang=ar' });
		expect(de.api_error_code).toBe(en.api_error_code);
		expect(en.message).toMatch(/There is no such resource/);
		expect(de.message).toMatch(/Diese Ressource gibt es nicht/);
		expect(ar.message).toMatch(/لا يوجد مورد/);
	});

	it('sitemaps list the alternates of every page', async () => {
		const res = await fetch(`${server.url}/sitemap.xml`);
		const index = await res.text();
		const child = index.match(/<loc>([^<]*pins-[^<]*)<\/loc>/)?.[1];
		expect(child).toBeTruthy();
		const xml = await (await fetch(child!)).text();
		expect(xml).toContain(`<loc>${server.url}${pinPath}</loc>`);
		expect(xml).toContain(
			`<xhtml:link rel="alternate" hreflang="de" href="${server.url}/de${pinPath}"/>`,
		);
	});
});
