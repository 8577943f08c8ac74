import { pinIdsOnPage } from './helpers/demo.ts';
import { expectAccessible } from './helpers/expect-accessible.ts';
import { expect, test } from './helpers/test.ts';

test.describe('pin closeup (RTE-03, SEO-01)', () => {
	test('opens from the feed with title, image, board, pinner and SEO tags', async ({ page }) => {
		await page.goto('/');
		const [id] = await pinIdsOnPage(page);
		await page.locator(`a.pin-card[data-pin-id="${id}"]`).click();
		await page.waitForURL(`**/pin/${id}/`);
		const h1 = page.getByRole('heading', { level: 1 });
		await expect(h1).toBeVisible();
		const title = (await h1.textContent())!.trim();
		await expect(page).toHaveTitle(`${title} | Corkboard`);
		expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(
			new RegExp(`/pin/${id}/$`),
		);
		expect(await page.locator('meta[name=description]').getAttribute('content')).toBeTruthy();
		const img = page.locator('.closeup__media img');
		expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
		expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0);
		expect(await img.getAttribute('alt')).toBeTruthy();
		await expect(page.getByText('Saved by')).toBeVisible();
		const jsonLd = JSON.parse(
			(await page.locator('script[type="application/ld+json"]').textContent())!,
		);
		// SEO-02: an ImageObject, inside a @graph with Recipe/Product nodes when the pin has rich metadata.
		const nodes: { '@type': string }[] = jsonLd['@graph'] ?? [jsonLd];
		expect(nodes.map((n) => n['@type'])).toContain('ImageObject');
		await expectAccessible(page);
	});

	test('the SEO form /pin/{slug}--{id}/ shows the same pin', async ({ page, request }) => {
		await page.goto('/');
		const [id] = await pinIdsOnPage(page);
		const res = await request.get(`/pin/some-nice-title--${id}/`);
		expect(res.status()).toBe(200);
		expect(await res.text()).toContain(`/pin/${id}/"`);
	});

	test('an unknown pin is a readable 404 page', async ({ page }) => {
		const res = await page.goto('/pin/123456789/');
		expect(res?.status()).toBe(404);
		await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
		await expectAccessible(page);
	});
});

test.describe('top-level routing (RTE-20..22)', () => {
	test('reserved names are never profiles, unknown users are 404, real users are profiles', async ({
		page,
		request,
	}) => {
		// Reserved names without a page yet (RTE-20), technical files (RTE-21) and unknown users
		// (RTE-22) are 404 pages, never profiles.
		for (const path of ['/explore', '/messages', '/no_such_user_xyz/', '/favicon.png', '/x.json']) {
			const res = await request.get(path);
			expect(res.status(), path).toBe(404);
		}
		const res = await page.goto('/demo/');
		expect(res?.status()).toBe(200);
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		await expect(page.locator('.masonry a.pin-card').first()).toBeVisible();
		await expectAccessible(page);
	});

	test('/panic/ renders without scripts (ERR-10)', async ({ request }) => {
		const res = await request.get('/panic/');
		expect(res.status()).toBe(200);
		const html = await res.text();
		expect(html).toContain('Something went wrong');
		expect(html).not.toContain('<script');
	});
});

test('the pin page reads completely with JavaScript off', async ({ browser }) => {
	const context = await browser.newContext({ javaScriptEnabled: false });
	const page = await context.newPage();
	await page.goto('/');
	const id = await page.locator('a.pin-card').first().getAttribute('data-pin-id');
	await page.goto(`/pin/${id}/`);
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
	await expect(page.locator('.closeup__media img')).toBeVisible();
	await expect(page.getByText('Saved by')).toBeVisible();
	await expect(
		page.getByRole('list', { name: 'More like this' }).locator('a.pin-card').first(),
	).toBeVisible();
	const img = page.locator('.closeup__media img');
	expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
	await context.close();
});

test('share copies the link signed out without React (no Web Share here), and confirms in a live region', async ({
	page,
	context,
	baseURL,
}) => {
	await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
	// A browser without the share sheet: Share copies the link.
	await page.addInitScript(() => {
		delete (Navigator.prototype as Partial<Navigator>).share;
	});
	await page.goto('/');
	const id = await page.locator('a.pin-card').first().getAttribute('data-pin-id');
	await page.goto(`/pin/${id}/`);
	// Signed out, the closeup has no island at all: Save, Share and Follow are plain HTML.
	await expect(page.locator('astro-island')).toHaveCount(0);
	await page.getByRole('button', { name: 'Share' }).click();
	// The page has a second polite region (the signed-out upsells' quick-save messages).
	await expect(page.getByRole('status').filter({ hasText: 'Link copied!' })).toHaveText(
		'Link copied!',
	);
	expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
		new RegExp(`/pin/${id}/$`),
	);
});
