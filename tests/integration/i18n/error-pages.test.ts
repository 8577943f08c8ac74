import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer, stopServer } from '../../helpers/server-process.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';
import { fetchPage } from './fetch-page.ts';

/**
 * The error pages in the request's language, against the built server (docs/i18n.md). A missing
 * profile or pin answers with `Astro.rewrite('/404')`, which runs the middleware again, for
 * `/404`, with the same locals: the language of the `/de/…` address (`locals.pathLanguage`, set
 * before routing) must survive that second pass, as it must for a path no route matches.
 */
let t: TestDb;
let server: ServerProcess;

beforeAll(async () => {
	t = await createTestDb();
	server = await startServer({ ...t.env, PUBLIC_ORIGIN: 'self' });
}, 60_000);
afterAll(async () => {
	await stopServer(server);
	await t?.destroy();
});

function page(path: string, headers: Record<string, string> = {}) {
	return fetchPage(server.url + path, headers);
}

describe(`error pages in the request's language on ${testDialect()}`, () => {
	it("/de/<missing>/ (a page that rewrites to /404) is a 404 in German, under /de/'s links", async () => {
		const de = await page('/de/some-missing-page/');
		expect(de.status).toBe(404);
		expect(de.lang).toBe('de');
		expect(de.heading).toBe('Wir konnten diese Seite nicht finden');
		expect(de.html).toContain('<title>Seite nicht gefunden | Corkboard</title>');
		expect(de.html).toMatch(/href="\/de\/"/);
	});

	it('a missing pin under /ar/ and a path no route matches under /ja/ are 404s in theirs', async () => {
		const ar = await page('/ar/pin/987654321/');
		expect([ar.status, ar.lang, ar.dir]).toEqual([404, 'ar', 'rtl']);
		expect(ar.heading).toBe('تعذّر علينا العثور على هذه الصفحة');
		const ja = await page('/ja/a/b/c/d/e/f/');
		expect([ja.status, ja.lang]).toEqual([404, 'ja']);
		expect(ja.heading).toBe('ページが見つかりませんでした');
	});

	it('without a prefix the 404 follows the visitor (Accept-Language), else English', async () => {
		const de = await page('/some-missing-page/', { 'accept-language': 'de-DE,de;q=0.9' });
		expect([de.status, de.lang, de.heading]).toEqual([
			404,
			'de',
			'Wir konnten diese Seite nicht finden',
		]);
		const en = await page('/some-missing-page/');
		expect([en.status, en.lang, en.heading]).toEqual([404, 'en', 'We couldn&#39;t find that page']);
	});
});
