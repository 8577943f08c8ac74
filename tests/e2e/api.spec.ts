import { baseURL } from '../../playwright.config.ts';
import { expect, test } from './helpers/test.ts';

test.describe('API conventions', () => {
	test('every response carries X-App-Version (STA-08); private pages set a csrftoken cookie', async ({
		request,
	}) => {
		const res = await request.get('/login');
		expect(res.headers()['x-app-version']).toBeTruthy();
		expect(res.headers()['set-cookie']).toContain('csrftoken=');
		// A page a shared cache may keep sets no cookie (the browser asks /_/_/state for one).
		const home = await request.get('/');
		expect(home.headers()['x-app-version']).toBeTruthy();
		expect(home.headers()['set-cookie']).toBeUndefined();
		const api = await request.get('/resource/PinResource/get/?data={"options":{"id":"1"}}');
		expect(api.headers()['x-app-version']).toBeTruthy();
		expect(api.status()).toBe(404);
		expect((await api.json()).resource_response.error.code).toBe('NotFound');
	});

	test('health and readiness', async ({ request }) => {
		expect((await request.get('/healthz')).status()).toBe(200);
		expect(await (await request.get('/readyz')).json()).toEqual({ status: 'ready' });
	});

	test('writes need the CSRF token and our Origin, for JSON and form bodies', async ({ page }) => {
		await page.goto('/login');
		const results = await page.evaluate(async (origin) => {
			const token = document.cookie.match(/csrftoken=([^;]+)/)?.[1] ?? '';
			const url = '/resource/PinResource/create/';
			const json = JSON.stringify({ source_url: '/', data: JSON.stringify({ options: {} }) });
			const form = new URLSearchParams({ source_url: '/', data: '{"options":{}}' });
			const send = (headers: Record<string, string>, body: string | URLSearchParams) =>
				fetch(url, { method: 'POST', headers, body }).then(async (r) => ({
					status: r.status,
					code: (await r.json()).resource_response.error?.code,
				}));
			return {
				noToken: await send({ 'content-type': 'application/json' }, json),
				wrongToken: await send(
					{ 'content-type': 'application/json', 'x-csrftoken': 'x'.repeat(32) },
					json,
				),
				formNoToken: await send({}, form),
				good: await send({ 'content-type': 'application/json', 'x-csrftoken': token }, json),
				goodForm: await send({ 'x-csrftoken': token }, form),
				origin,
			};
		}, baseURL);
		expect(results.noToken).toEqual({ status: 403, code: 'CsrfFailed' });
		expect(results.wrongToken).toEqual({ status: 403, code: 'CsrfFailed' });
		expect(results.formNoToken).toEqual({ status: 403, code: 'CsrfFailed' });
		// Past CSRF, PinResource create asks a signed-out visitor to log in: 401, not 403.
		expect(results.good).toEqual({ status: 401, code: 'AuthenticationRequired' });
		expect(results.goodForm).toEqual({ status: 401, code: 'AuthenticationRequired' });
	});

	test('a write from a foreign Origin is refused even with the token', async ({ request }) => {
		const page = await request.get('/login');
		const token = /csrftoken=([^;]+)/.exec(page.headers()['set-cookie'] ?? '')?.[1] ?? '';
		expect(token).not.toBe('');
		const res = await request.post('/resource/PinResource/create/', {
			headers: {
				'x-csrftoken': token,
				cookie: `csrftoken=${token}`,
				origin: 'https://evil.example',
			},
			data: { data: '{}' },
		});
		expect(res.status()).toBe(403);
		expect((await res.json()).resource_response.error.code).toBe('CsrfFailed');
	});

	test('a form post without a token shows the CSRF error page', async ({ request }) => {
		const res = await request.post('/logout', { form: { x: '1' }, headers: { origin: baseURL } });
		expect(res.status()).toBe(403);
		expect(await res.text()).toContain('We blocked that request');
	});

	test('persisted queries answer over HTTP; malformed bodies get a 4xx envelope (STA-11)', async ({
		page,
	}) => {
		await page.goto('/');
		const pinId = await page.locator('a.pin-card').first().getAttribute('data-pin-id');
		// A private page, which hands the browser its CSRF cookie (the home page is cacheable).
		await page.goto('/login');
		const results = await page.evaluate(async (pinId) => {
			const token = document.cookie.match(/csrftoken=([^;]+)/)?.[1] ?? '';
			const headers = { 'content-type': 'application/json', 'x-csrftoken': token };
			const ok = await fetch('/_/graphql/', {
				method: 'POST',
				headers: { ...headers, 'x-graphql-query-name': 'v3GetPinQuery' },
				body: JSON.stringify({ variables: { pinId } }),
			});
			const bad = await fetch('/_/graphql/', { method: 'POST', headers, body: '{oops' });
			return { ok: { status: ok.status, body: await ok.json() }, bad: bad.status };
		}, pinId);
		expect(results.ok.status).toBe(200);
		expect(results.ok.body.resource_response.data.v3GetPinQuery.id).toBe(pinId);
		expect(results.bad).toBe(400);
	});
});

test.describe('REST routes', () => {
	test('GET /v3/users/{id}/ answers public fields and honours `fields`', async ({ request }) => {
		const home = await request.get('/demo/');
		expect(home.status()).toBe(200);
		const pinPage = await request.get(
			'/resource/UserHomefeedResource/get/?data={"options":{"page_size":1}}',
		);
		const [pin] = (await pinPage.json()).resource_response.data;
		const res = await request.get(
			`/v3/users/${pin.pinner.id}/?fields=user.username,user.full_name,user.nope`,
		);
		expect(res.status()).toBe(200);
		expect((await res.json()).resource_response.data).toEqual({
			username: pin.pinner.username,
			full_name: pin.pinner.fullName,
		});
		expect((await request.get('/v3/users/1/')).status()).toBe(404);
		expect((await request.get('/v3/users/abc/')).status()).toBe(404);
		const unknownOption = await request.get(`/v3/users/${pin.pinner.id}/?drop=1`);
		expect(unknownOption.status()).toBe(400);
	});
});

test.describe('static files', () => {
	test('built assets are immutable, public files are served, the rest goes to the app', async ({
		page,
		request,
	}) => {
		await page.goto('/');
		const robots = await request.get('/robots.txt');
		expect(robots.status()).toBe(200);
		expect(await robots.text()).toContain('User-agent');
		const icon = await request.get('/favicon.svg');
		expect(icon.headers()['content-type']).toBe('image/svg+xml');
		const pinPage = await request.get(
			'/resource/UserHomefeedResource/get/?data={"options":{"page_size":1}}',
		);
		const [pin] = (await pinPage.json()).resource_response.data;
		const html = await (await request.get(`/pin/${pin.id}/`)).text();
		// The header's lazily loaded auth modal: a built module on every page (signed-out pins
		// have no island any more).
		const asset = /id="auth-modal-script" data-src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
		expect(asset).toBeTruthy();
		const js = await request.get(asset!);
		expect(js.status()).toBe(200);
		expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
		expect(js.headers()['content-type']).toContain('javascript');
		const again = await request.get(asset!, { headers: { 'if-none-match': js.headers().etag! } });
		expect(again.status()).toBe(304);
	});
});
