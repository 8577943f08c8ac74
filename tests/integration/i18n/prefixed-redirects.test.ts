import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '~/lib/identity/auth/session-cookies.server.ts';
import { makeSession, makeUser } from '../../helpers/builders.ts';
import { type ServerProcess, startServer, stopServer } from '../../helpers/server-process.ts';
import { createTestDb, type TestDb, testDialect } from '../../helpers/test-db.ts';
import { makeInterest } from '../interests/interest-fixtures.ts';

/**
 * Issue 27: a redirect answered for a `/de/…` address stays under `/de/` (docs/i18n.md), and an
 * API call names its page's language in `X-Corkboard-Page-Language`, which wins over the
 * browser's Accept-Language and the cookie for API paths only. Against the built server.
 */
let t: TestDb;
let server: ServerProcess;
let interest: { id: string; slug: string };
let englishCookie: string;

beforeAll(async () => {
	t = await createTestDb();
	interest = await makeInterest(t.db, { name: 'Food and drink', slug: 'food-drink' });
	const ada = await makeUser(t.db, { locale: 'en-US' });
	englishCookie = `${SESSION_COOKIE}=${await makeSession(t.db, ada)}`;
	server = await startServer({ ...t.env, PUBLIC_ORIGIN: 'self' });
}, 60_000);
afterAll(async () => {
	await stopServer(server);
	await t?.destroy();
});

async function locationOf(path: string, headers: Record<string, string> = {}) {
	const res = await fetch(server.url + path, { headers, redirect: 'manual' });
	await res.body?.cancel();
	return { status: res.status, location: res.headers.get('location') };
}

describe(`redirects of prefixed addresses on ${testDialect()}`, () => {
	it('a topic slug redirects to the canonical topic address under the same prefix', async () => {
		const canonical = `/ideas/food-drink/${interest.id}/`;
		expect(await locationOf('/ideas/food-drink/')).toEqual({ status: 301, location: canonical });
		expect(await locationOf('/de/ideas/food-drink/')).toEqual({
			status: 301,
			location: `/de${canonical}`,
		});
		expect(await locationOf(`/ar/ideas/wrong-slug/${interest.id}/?x=1`)).toEqual({
			status: 301,
			location: `/ar${canonical}?x=1`,
		});
	});

	it('a Today article at another slug or kind redirects under the same prefix', async () => {
		expect(await locationOf('/ja/today/trending/old-name/7311/')).toEqual({
			status: 301,
			location: '/ja/today/best/adventskranz-selber-machen/7311/',
		});
	});

	it('other page redirects keep the prefix: search, settings', async () => {
		expect(await locationOf('/de/search/?q=kuchen')).toEqual({
			status: 301,
			location: '/de/search/pins/?q=kuchen',
		});
		expect((await locationOf('/de/settings/', { cookie: englishCookie })).location).toBe(
			'/de/settings/profile',
		);
	});

	it('signed out, a prefixed page sends to the prefixed login, which comes back under the prefix', async () => {
		const toLogin = await locationOf('/de/settings/profile');
		expect(toLogin.status).toBe(302);
		const login = new URL(toLogin.location!, server.url);
		expect(login.pathname).toBe('/de/login');
		expect(login.searchParams.get('next')).toBe('/de/settings/profile');
		// Signed in by now, the login page sends back to `next` as it is.
		expect(
			(await locationOf(`${login.pathname}${login.search}`, { cookie: englishCookie })).location,
		).toBe('/de/settings/profile');
	});

	it('unprefixed addresses redirect as before', async () => {
		expect((await locationOf('/settings/profile')).location).toBe(
			'/login?next=%2Fsettings%2Fprofile',
		);
		expect((await locationOf('/ideas/FOOD-DRINK/')).location).toBe(
			`/ideas/food-drink/${interest.id}/`,
		);
	});
});

describe(`the page language of API calls on ${testDialect()}`, () => {
	async function errorMessage(headers: Record<string, string>) {
		const res = await fetch(`${server.url}/resource/NoSuchThingResource/get/`, { headers });
		return ((await res.json()) as { resource_response: { error: { message: string } } })
			.resource_response.error.message;
	}

	it('wins over Accept-Language, the cookie and the setting', async () => {
		expect(
			await errorMessage({
				'x-corkboard-page-language': 'de',
				'accept-language': 'ja',
				cookie: `cb_lang=ar; ${englishCookie}`,
			}),
		).toMatch(/Diese Ressource gibt es nicht/);
		expect(
			await errorMessage({ 'x-corkboard-page-language': 'ar', 'accept-language': 'de' }),
		).toMatch(/لا يوجد مورد/);
	});

	it('is ignored when unknown, and never changes the language of a page', async () => {
		expect(
			await errorMessage({ 'x-corkboard-page-language': '<b>zz</b>', 'accept-language': 'de' }),
		).toMatch(/Diese Ressource gibt es nicht/);
		const res = await fetch(`${server.url}/login`, {
			headers: { 'x-corkboard-page-language': 'ja' },
		});
		expect((await res.text()).match(/<html[^>]* lang="([^"]*)"/)?.[1]).toBe('en');
	});
});
