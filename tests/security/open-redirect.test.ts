import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSession } from '../helpers/builders.ts';
import { type ServerProcess, startServer } from '../helpers/server-process.ts';
import { makeUserWithPassword } from '../helpers/test-browser.ts';
import { createTestDb, type TestDb, testDialect } from '../helpers/test-db.ts';

/**
 * Finding 3 (RTE-02, AUTH-01/05): `next` on `/login` and `/signup` never sends the browser to
 * another site, also when the path only becomes `//host` once normalized (`/./` collapses to
 * `//`). Through the built server, as a browser would meet it. Needs `npx astro build`.
 */
let t: TestDb;
let server: ServerProcess;
const PASSWORD = 'redirect test 7';
const CSRF = 'openredirectcsrftoken0123';
const TRICKS = [
	'/.//evil.example/x',
	'/..//evil.example/x',
	'/%2e//evil.example/x',
	'/./\\evil.example',
];

beforeAll(async () => {
	t = await createTestDb();
	server = await startServer(t.env);
});
afterAll(async () => {
	server?.child.kill('SIGTERM');
	await server?.exited;
	await t?.destroy();
});

/** The Location of a redirect, checked to stay on the server's origin (same-site). */
function expectSameSite(res: Response): string {
	expect([302, 303]).toContain(res.status);
	const location = res.headers.get('location') ?? '';
	expect(location.startsWith('//')).toBe(false);
	expect(new URL(location, server.url).origin).toBe(server.url);
	return location;
}

function postForm(path: string, fields: Record<string, string>, cookie = '') {
	return fetch(`${server.url}${path}`, {
		method: 'POST',
		redirect: 'manual',
		headers: {
			cookie: `csrftoken=${CSRF}${cookie ? `; ${cookie}` : ''}`,
			origin: server.url,
			'content-type': 'application/x-www-form-urlencoded',
		},
		body: new URLSearchParams({ csrftoken: CSRF, ...fields }),
	});
}

describe(`no open redirect through next on ${testDialect()}`, () => {
	it('a signed-in visit to /login or /signup redirects at once, to this site only', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD);
		const token = await makeSession(t.db, user);
		for (const page of ['/login', '/signup']) {
			for (const next of TRICKS) {
				const res = await fetch(`${server.url}${page}?next=${encodeURIComponent(next)}`, {
					redirect: 'manual',
					headers: { cookie: `_cb_sess=${token}` },
				});
				expect(expectSameSite(res), `${page} ${next}`).toBe('/');
			}
			// A real local next is still followed.
			const ok = await fetch(`${server.url}${page}?next=%2Fideas%2F`, {
				redirect: 'manual',
				headers: { cookie: `_cb_sess=${token}` },
			});
			expect(expectSameSite(ok)).toBe('/ideas/');
		}
	});

	it('after a login POST, the redirect stays on this site', async () => {
		const user = await makeUserWithPassword(t.db, PASSWORD);
		const res = await postForm(`/login?next=${encodeURIComponent('/.//evil.example/x')}`, {
			username_or_email: user.email,
			password: PASSWORD,
		});
		expect(res.headers.getSetCookie().some((c) => c.startsWith('_cb_sess='))).toBe(true);
		expect(expectSameSite(res)).toBe('/');
	});

	it('after a sign-up POST, the redirect stays on this site', async () => {
		const res = await postForm(`/signup?next=${encodeURIComponent('/.//evil.example/x')}`, {
			email: `redirect-${Date.now()}@example.test`,
			password: 'a good password 42',
			birthday: '1990-01-01',
			privacy_disclaimer_acknowledge: 'on',
		});
		expect(res.headers.getSetCookie().some((c) => c.startsWith('_cb_sess='))).toBe(true);
		expect(expectSameSite(res)).toBe('/');
	});
});
