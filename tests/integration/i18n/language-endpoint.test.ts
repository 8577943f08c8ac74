import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, requestLanguage } from '~/lib/platform/i18n/request-language.server.ts';
import { GET, POST } from '../../../src/pages/language.ts';
import { callRest } from '../../helpers/rest.ts';
import { setCookies } from '../../helpers/test-browser.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';

/**
 * `/language`, the footer's language picker (docs/i18n.md): a known language goes into the
 * `cb_lang` cookie for a year and the browser goes back to the page without its language
 * prefix; unknown languages and other sites' addresses are refused or replaced by home.
 */
let t: TestDb;
beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

const YEAR_S = 60 * 60 * 24 * 365;

function choose(query: Record<string, string>, headers: Record<string, string> = {}) {
	return callRest(GET, { db: t.db, path: `/language?${new URLSearchParams(query)}`, headers });
}

describe(`/language (the footer's language picker) on ${testDialect()}`, () => {
	it('keeps the language in cb_lang for a year and goes back to the page without its prefix', async () => {
		const res = await choose({ lang: 'de', next: '/ja/search/pins/?q=food' });
		expect(res.status).toBe(303);
		expect(res.headers.get('location')).toBe('/search/pins/?q=food');
		const cookie = setCookies(res).get(LANGUAGE_COOKIE);
		expect(cookie?.value).toBe('de');
		expect(cookie?.header).toContain('Path=/');
		expect(cookie?.header).toContain(`Max-Age=${YEAR_S}`);
		expect(cookie?.header).toContain('SameSite=Lax');
		// The next request without a prefix reads the cookie (no setting, another browser language).
		expect(
			requestLanguage({
				pathLanguage: null,
				setting: null,
				cookie: cookie?.value,
				acceptLanguage: 'en-US,en;q=0.9',
			}),
		).toBe('de');
	});

	it('stores a tag as the site spells it and keeps partial languages too', async () => {
		const res = await choose({ lang: 'PT_br', next: '/' });
		expect(res.status).toBe(303);
		expect(setCookies(res).get(LANGUAGE_COOKIE)?.value).toBe('pt-BR');
		const arabic = await choose({ lang: 'ar', next: '/pin/1/' });
		expect(setCookies(arabic).get(LANGUAGE_COOKIE)?.value).toBe('ar');
		expect(arabic.headers.get('location')).toBe('/pin/1/');
	});

	it('refuses a language the site does not have, without echoing it or setting anything', async () => {
		for (const lang of ['xx', '<script>', 'de-AT', '', 'en-XA', 'de;path=/x', 'a'.repeat(40)]) {
			const res = await choose({ lang, next: '/' });
			expect(res.status, lang).toBe(400);
			expect(res.headers.getSetCookie()).toEqual([]);
			const text = await res.text();
			if (lang) expect(text).not.toContain(lang);
		}
		const missing = await callRest(GET, { db: t.db, path: '/language?next=/' });
		expect(missing.status).toBe(400);
	});

	it('never sends the browser to another site: foreign or malformed return addresses go home', async () => {
		for (const next of [
			'https://evil.example/',
			'//evil.example/',
			'/\\evil.example',
			'/\t/evil.example',
			'/.//evil.example',
			'javascript:alert(1)',
			'/%0d%0aSet-Cookie:x=1',
			'',
		]) {
			const res = await choose({ lang: 'ja', next });
			expect(res.status, next).toBe(303);
			const location = res.headers.get('location') ?? '';
			expect(location.startsWith('/') && !location.startsWith('//'), next).toBe(true);
			expect(location, next).not.toContain('evil');
		}
		const home = await choose({ lang: 'ja', next: 'https://evil.example/' });
		expect(home.headers.get('location')).toBe('/');
		expect(setCookies(home).get(LANGUAGE_COOKIE)?.value).toBe('ja');
	});

	it('takes the prefix off whatever language the page was in', async () => {
		const cases: [string, string][] = [
			['/de/', '/'],
			['/de', '/'],
			['/en-gb/pin/5/', '/pin/5/'],
			['/AR/ideas/?x=1', '/ideas/?x=1'],
			['/demo/', '/demo/'],
		];
		for (const [next, expected] of cases) {
			const res = await choose({ lang: 'ar', next });
			expect(res.headers.get('location'), next).toBe(expected);
		}
	});

	it('lets a link on another site land on the page but not change the language', async () => {
		const res = await choose({ lang: 'ar', next: '/ideas/' }, { 'sec-fetch-site': 'cross-site' });
		expect(res.status).toBe(303);
		expect(res.headers.get('location')).toBe('/ideas/');
		expect(res.headers.getSetCookie()).toEqual([]);
		const own = await choose({ lang: 'ar', next: '/ideas/' }, { 'sec-fetch-site': 'same-origin' });
		expect(setCookies(own).get(LANGUAGE_COOKIE)?.value).toBe('ar');
		const typed = await choose({ lang: 'ar', next: '/ideas/' }, { 'sec-fetch-site': 'none' });
		expect(setCookies(typed).get(LANGUAGE_COOKIE)?.value).toBe('ar');
	});

	it('answers a form post the same way, and refuses a body that is not a form', async () => {
		const res = await callRest(POST, {
			db: t.db,
			method: 'POST',
			path: '/language',
			form: { lang: 'ja', next: '/de/today/', csrftoken: 'x' },
		});
		expect(res.status).toBe(303);
		expect(res.headers.get('location')).toBe('/today/');
		expect(setCookies(res).get(LANGUAGE_COOKIE)?.value).toBe('ja');
		const json = await callRest(POST, {
			db: t.db,
			method: 'POST',
			path: '/language',
			json: { lang: 'ja', next: '/' },
		});
		expect(json.status).toBe(400);
		expect(json.headers.getSetCookie()).toEqual([]);
	});
});
