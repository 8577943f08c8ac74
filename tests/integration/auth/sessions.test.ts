import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logOutFromPage } from '~/lib/identity/auth/logout.service.server.ts';
import { SESSION_TTL_MS } from '~/lib/identity/auth/session.server.ts';
import { sha256Hex } from '~/lib/platform/security/secret-token.server.ts';
import { GET as refreshGet } from '../../../src/pages/refresh_token.ts';
import { POST as landingPost } from '../../../src/pages/v3/orientation/user_landing_signals/index.ts';
import { PUT as verifyPut } from '../../../src/pages/v3/sessions/verify/index.ts';
import { makeSession } from '../../helpers/builders.ts';
import { makeUserWithPassword, setCookies, TestBrowser } from '../../helpers/test-browser.ts';
import type { TestDb } from '../../helpers/test-db.ts';
import { createTestDb, testDialect } from '../../helpers/test-db.ts';

const PASSWORD = 'session pass 7';
const DAY = 24 * 60 * 60 * 1000;
let t: TestDb;
beforeAll(async () => {
	t = await createTestDb();
});
afterAll(async () => {
	await t?.destroy();
});

async function loggedIn() {
	const user = await makeUserWithPassword(t.db, PASSWORD);
	const browser = new TestBrowser(t.db);
	await browser.login(user.email, PASSWORD);
	return { user, browser };
}

async function sessionExists(token: string) {
	const row = await t.db
		.selectFrom('sessions')
		.select('id')
		.where('token_hash', '=', sha256Hex(token))
		.executeTakeFirst();
	return row !== undefined;
}

describe(`logout (UserSessionResource delete) on ${testDialect()}`, () => {
	it('AUTH-12: ends the session and clears both cookies when no account is left', async () => {
		const { browser } = await loggedIn();
		const token = browser.sessionToken!;
		const { status, r, res } = await browser.logout();
		expect(status).toBe(200);
		expect(r.data).toEqual({ next_url: '/', accounts_left: 0 });
		expect(await sessionExists(token)).toBe(false);
		const cookies = setCookies(res);
		expect(cookies.get('_cb_sess')?.value).toBeNull();
		expect(cookies.get('_cb_accts')?.value).toBeNull();
		expect(browser.sessionToken).toBeUndefined();
	});

	it('AUTH-15: with stored accounts, the first live one becomes current and dead ones go', async () => {
		const a = await makeUserWithPassword(t.db, PASSWORD);
		const b = await makeUserWithPassword(t.db, PASSWORD);
		const c = await makeUserWithPassword(t.db, PASSWORD);
		const browser = new TestBrowser(t.db);
		await browser.login(a.email, PASSWORD);
		const tokenA = browser.sessionToken!;
		await browser.login(b.email, PASSWORD);
		const tokenB = browser.sessionToken!;
		await browser.login(c.email, PASSWORD);
		expect(browser.storedTokens).toEqual([tokenB, tokenA]);
		// B's session ends elsewhere: it is dead in this browser.
		await t.db.deleteFrom('sessions').where('token_hash', '=', sha256Hex(tokenB)).execute();

		const { r } = await browser.logout();
		expect(r.data).toEqual({ next_url: '/', accounts_left: 1 });
		expect(browser.sessionToken).toBe(tokenA);
		expect(browser.storedTokens).toEqual([]);
		expect((await browser.viewer())?.id).toBe(a.id);

		const last = await browser.logout();
		expect(last.r.data).toEqual({ next_url: '/', accounts_left: 0 });
		expect(browser.sessionToken).toBeUndefined();
	});

	it('is idempotent for signed-out and limited-login callers', async () => {
		const anonymous = await new TestBrowser(t.db).logout();
		expect(anonymous.status).toBe(200);
		expect(anonymous.r.data).toEqual({ next_url: '/', accounts_left: 0 });

		const { user, browser } = await loggedIn();
		await t.db
			.updateTable('sessions')
			.set({ expires_at: new Date(Date.now() - DAY).toISOString() })
			.where('user_id', '=', user.id)
			.execute();
		expect((await browser.viewer())?.loginState).toBe(2);
		const limited = await browser.logout();
		expect(limited.r.data.accounts_left).toBe(0);
		expect(await browser.viewer()).toBeNull();
	});

	it('POST /logout (form) does the same and redirects home with 303', async () => {
		const { user, browser } = await loggedIn();
		const token = browser.sessionToken!;
		const request = new Request('http://localhost/logout', {
			method: 'POST',
			headers: { cookie: browser.cookieHeader() },
		});
		const res = await logOutFromPage({
			request,
			url: new URL(request.url),
			locals: {
				db: t.db,
				viewer: await browser.viewer(),
				clientAddress: '127.0.0.1',
			},
		} as unknown as APIContext);
		expect(res.status).toBe(303);
		expect(res.headers.get('location')).toBe('/');
		expect(setCookies(res).get('_cb_sess')?.value).toBeNull();
		expect(await sessionExists(token)).toBe(false);
		expect(user.id).toBeTruthy();
	});
});

describe(`GET /refresh_token (ACC-17) on ${testDialect()}`, () => {
	it('does nothing while more than 90 days remain', async () => {
		const { browser } = await loggedIn();
		const token = browser.sessionToken!;
		const { r, res } = await browser.rest(refreshGet, { path: '/refresh_token' });
		expect(r.data.refreshed).toBe(false);
		expect(setCookies(res).has('_cb_sess')).toBe(false);
		expect(browser.sessionToken).toBe(token);
	});

	it('rotates the token when 90 days or fewer remain', async () => {
		const { user, browser } = await loggedIn();
		const token = browser.sessionToken!;
		await t.db
			.updateTable('sessions')
			.set({ expires_at: new Date(Date.now() + 30 * DAY).toISOString() })
			.where('user_id', '=', user.id)
			.execute();
		const { r } = await browser.rest(refreshGet, { path: '/refresh_token' });
		expect(r.data.refreshed).toBe(true);
		const expires = new Date(r.data.expires_at).getTime();
		expect(Math.abs(expires - (Date.now() + SESSION_TTL_MS))).toBeLessThan(60_000);
		expect(browser.sessionToken).not.toBe(token);
		expect(await sessionExists(token)).toBe(false);
		expect((await browser.viewer())?.id).toBe(user.id);
	});

	it('refuses expired (limited-login) and signed-out callers', async () => {
		const { user, browser } = await loggedIn();
		await t.db
			.updateTable('sessions')
			.set({ expires_at: new Date(Date.now() - DAY).toISOString() })
			.where('user_id', '=', user.id)
			.execute();
		const limited = await browser.rest(refreshGet, { path: '/refresh_token' });
		expect(limited.r.error.code).toBe('LimitedLogin');
		const anonymous = await new TestBrowser(t.db).rest(refreshGet, { path: '/refresh_token' });
		expect(anonymous.r.error.code).toBe('AuthenticationRequired');
	});
});

describe(`PUT /v3/sessions/verify/ (AUTH-19) on ${testDialect()}`, () => {
	const put = (browser: TestBrowser, token: unknown) =>
		browser.rest(verifyPut, {
			method: 'PUT',
			path: '/v3/sessions/verify/',
			json: { recaptcha_token: token },
		});

	it('answers verified at most 3 times an hour', async () => {
		const { browser } = await loggedIn();
		const token = `03AFcWeA${'x'.repeat(40)}_-`;
		for (let i = 0; i < 3; i++)
			expect((await put(browser, token)).r.data).toEqual({ status: 'verified' });
		const fourth = await put(browser, token);
		expect(fourth.status).toBe(429);
		expect(fourth.r.error.code).toBe('RateLimited');
	});

	it('refuses malformed tokens and signed-out callers', async () => {
		const { browser } = await loggedIn();
		expect((await put(browser, 'short')).r.error.code).toBe('InvalidOptions');
		expect((await put(browser, `${'x'.repeat(30)} <script>`)).r.error.code).toBe('InvalidOptions');
		expect((await put(new TestBrowser(t.db), 'x'.repeat(30))).r.error.code).toBe(
			'AuthenticationRequired',
		);
	});
});

describe(`POST /v3/orientation/user_landing_signals/ (AUTH-09) on ${testDialect()}`, () => {
	const post = (browser: TestBrowser, json: unknown) =>
		browser.rest(landingPost, {
			method: 'POST',
			path: '/v3/orientation/user_landing_signals/',
			json,
		});

	it('records is_register and the pages, as a list or JSON text', async () => {
		const { user, browser } = await loggedIn();
		const list = await post(browser, { is_register: true, unauth_visited_pages: ['/pin/1/', '/'] });
		expect(list.status).toBe(200);
		const text = await post(browser, {
			is_register: 'false',
			unauth_visited_pages: JSON.stringify(['/search/pins/?q=tea']),
		});
		expect(text.status).toBe(200);
		const rows = await t.db
			.selectFrom('landing_signals')
			.select(['is_register', 'unauth_visited_pages'])
			.where('user_id', '=', user.id)
			.orderBy('id')
			.execute();
		expect(rows).toEqual([
			{ is_register: 1, unauth_visited_pages: '["/pin/1/","/"]' },
			{ is_register: 0, unauth_visited_pages: '["/search/pins/?q=tea"]' },
		]);
	});

	it('refuses too many or too long pages, and signed-out callers', async () => {
		const { browser } = await loggedIn();
		const many = await post(browser, {
			is_register: true,
			unauth_visited_pages: Array.from({ length: 51 }, (_, i) => `/p/${i}`),
		});
		expect(many.r.error.code).toBe('InvalidOptions');
		const long = await post(browser, {
			is_register: true,
			unauth_visited_pages: ['x'.repeat(2049)],
		});
		expect(long.r.error.code).toBe('InvalidOptions');
		const bad = await post(browser, { is_register: true, unauth_visited_pages: '{not json' });
		expect(bad.r.error.code).toBe('InvalidOptions');
		const anonymous = await post(new TestBrowser(t.db), { is_register: true });
		expect(anonymous.r.error.code).toBe('AuthenticationRequired');
	});
});

describe(`sessions of makeSession on ${testDialect()}`, () => {
	it('a browser with a planted token of another user keeps it only when live', async () => {
		const other = await makeUserWithPassword(t.db, PASSWORD);
		const planted = await makeSession(t.db, other);
		await t.db
			.updateTable('sessions')
			.set({ expires_at: new Date(Date.now() - DAY).toISOString() })
			.where('token_hash', '=', sha256Hex(planted))
			.execute();
		const user = await makeUserWithPassword(t.db, PASSWORD);
		const browser = new TestBrowser(t.db);
		browser.cookies.set('_cb_sess', planted);
		await browser.login(user.email, PASSWORD);
		expect(browser.storedTokens).toEqual([]);
	});
});
