import { DEMO_PASSWORD, DEMO_USERNAME, logInAsDemo } from '../helpers/demo.ts';
import { waitForIslands } from '../helpers/hydration.ts';
import { expect, test } from '../helpers/test.ts';

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

test('public pages are cacheable for signed-out visitors and carry no cookie', async ({
	request,
}) => {
	const home = await request.get('/');
	expect(home.headers()['cache-control']).toBe(PUBLIC);
	expect(home.headers().vary).toContain('Cookie');
	expect(home.headers()['set-cookie']).toBeUndefined();
	const pin = /href="(\/pin\/\d+\/)"/.exec(await home.text())?.[1] ?? '';
	for (const path of [pin, '/ideas/', '/today/', `/${DEMO_USERNAME}/`, '/search/pins/?q=pink']) {
		const res = await request.get(path);
		expect(res.status(), path).toBe(200);
		expect(res.headers()['cache-control'], path).toBe(PUBLIC);
		expect(res.headers()['set-cookie'], path).toBeUndefined();
	}
});

test('personal pages and errors are never stored', async ({ request }) => {
	const login = await request.get('/login');
	expect(login.headers()['cache-control']).toMatch(/no-store/);
	expect(login.headers()['cache-control']).not.toMatch(/public/);
	expect(login.headers()['set-cookie']).toContain('csrftoken=');
	const missing = await request.get('/no-such-person-here-0/');
	expect(missing.status()).toBe(404);
	expect(missing.headers()['cache-control']).toBe('no-store');
	const data = encodeURIComponent(JSON.stringify({ options: { term: 'pi' } }));
	const api = await request.get(`/resource/AdvancedTypeaheadResource/get/?data=${data}`);
	expect(api.status()).toBe(200);
	expect(api.headers()['cache-control']).toBe('no-store');
});

test('a signed-in viewer gets private pages', async ({ page }) => {
	await logInAsDemo(page);
	const res = await page.request.get('/');
	expect(res.headers()['cache-control']).toBe('private, no-store');
});

test('a visitor who landed on a cached page (no CSRF cookie yet) can still log in', async ({
	page,
	context,
}) => {
	const landing = await page.goto('/');
	expect(landing?.headers()['set-cookie']).toBeUndefined();
	await waitForIslands(page);
	await page.getByRole('link', { name: 'Log in' }).click();
	const dialog = page.getByRole('dialog');
	await dialog.getByLabel('Email or username').fill(DEMO_USERNAME);
	await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
	await dialog.getByRole('button', { name: 'Log in' }).click();
	await expect(page.getByRole('button', { name: 'Accounts and more options' })).toBeVisible();
	expect((await context.cookies()).some((c) => c.name === 'csrftoken')).toBe(true);
});
