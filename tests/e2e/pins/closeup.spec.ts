import type { Page } from '@playwright/test';
import { logInAsDemo, pinIdsOnPage } from '../helpers/demo.ts';
import { waitForIslands } from '../helpers/hydration.ts';
import { callResourceFromPage } from '../helpers/resource.ts';
import { expect, test } from '../helpers/test.ts';

/** A pin of the demo account's own: a save of the first home-feed pin into a demo board. */
async function demoOwnPin(page: Page): Promise<string> {
	await page.goto('/');
	const ids = await pinIdsOnPage(page);
	const shortlist = (
		await callResourceFromPage(page, 'BoardPickerBoardsShortlistResource', 'get', {})
	).response.data;
	for (const id of ids.slice(3)) {
		for (const board of shortlist.boards_shortlist) {
			const r = await callResourceFromPage(page, 'RepinResource', 'create', {
				pin_id: id,
				board_id: board.id,
			});
			if (r.response.status === 'success') return r.response.data.id as string;
		}
	}
	throw new Error('could not make a demo pin');
}

test.describe('pin closeup actions (PIN-13, PIN-20, PIN-15)', () => {
	test('signed out: counts are text (none while zero), no actions island, the closeup view is logged', async ({
		page,
	}) => {
		await page.goto('/');
		const [id] = await pinIdsOnPage(page);
		// The closeup view (pin_stats `closeup`) is a logged `navigation` event, sent after 300 ms.
		const logged = page.waitForRequest(
			(r) =>
				r.method() === 'POST' &&
				r.url().endsWith('/resource/ContextLogResource/create/') &&
				(r.postDataJSON()?.data?.options?.events ?? []).some(
					(e: { view_type?: string; object_id_str?: string }) =>
						e.view_type === 'closeup' && e.object_id_str === id,
				),
		);
		await page.goto(`/pin/${id}/`);
		expect((await (await logged).response())?.status()).toBe(200);
		// Only counts above zero show; the seeded pins have none, so the line is left out.
		const counts = page.locator('.closeup__counts');
		if ((await counts.count()) > 0) await expect(counts).not.toContainText(/(^|\D)0 /);
		await expect(page.getByText(/(^|\D)0 (reactions?|favorites?|tried it)/)).toHaveCount(0);
		expect(await page.locator('astro-island[component-export="PinCloseupActions"]').count()).toBe(
			0,
		);
		await expect(page.locator('link[rel=amphtml]')).toHaveAttribute(
			'href',
			new RegExp(`/amp/pin/${id}$`),
		);
	});

	test('signed in: react, favorite, and the lazy options dialog closes with Escape', async ({
		page,
	}) => {
		await logInAsDemo(page);
		const [id] = await pinIdsOnPage(page);
		await page.goto(`/pin/${id}/`);
		await waitForIslands(page);
		const wow = page.getByRole('button', { name: /^Wow/ });
		const wasPressed = (await wow.getAttribute('aria-pressed')) === 'true';
		await wow.click();
		await expect(wow).toHaveAttribute('aria-pressed', String(!wasPressed));
		await wow.click();
		await expect(wow).toHaveAttribute('aria-pressed', String(wasPressed));
		const options = page.getByRole('button', { name: 'Pin options', exact: true });
		await options.click();
		const dialog = page.getByRole('dialog', { name: 'Pin options' });
		await expect(dialog.getByRole('button', { name: 'Hide Pin' })).toBeVisible();
		await expect(dialog.getByRole('button', { name: 'Report Pin' })).toBeVisible();
		await page.keyboard.press('Escape');
		await expect(dialog).toHaveCount(0);
		await expect(options).toBeFocused();
	});

	test('the pinner edits and deletes a pin; analytics is theirs only; deleted pins are 404', async ({
		page,
		browser,
	}) => {
		await logInAsDemo(page);
		const id = await demoOwnPin(page);
		await page.goto(`/pin/${id}/analytics/`);
		await expect(page.getByRole('heading', { name: 'Pin analytics' })).toBeVisible();
		const stranger = await browser.newContext();
		expect((await (await stranger.newPage()).goto(`/pin/${id}/analytics/`))?.status()).toBe(404);
		await stranger.close();

		await page.goto(`/pin/${id}/`);
		await waitForIslands(page);
		await page.getByRole('button', { name: 'Pin options', exact: true }).click();
		await page.getByRole('button', { name: 'Edit Pin' }).click();
		await page.getByLabel('Title').fill('Edited in the e2e test');
		await page.getByRole('button', { name: 'Save', exact: true }).click();
		await expect(page.locator('#pin-title')).toHaveText('Edited in the e2e test');
		// The edit reloads the page where it was scrolled to; islands hydrate once on screen.
		await page.evaluate(() => window.scrollTo(0, 0));
		await waitForIslands(page);
		await page.getByRole('button', { name: 'Pin options', exact: true }).click();
		await page.getByRole('button', { name: 'Delete Pin' }).click();
		await page.getByRole('button', { name: 'Delete', exact: true }).click();
		await page.waitForURL((url) => !url.pathname.startsWith('/pin/'));
		expect((await page.goto(`/pin/${id}/`))?.status()).toBe(404);
	});
});

test.describe('pin sub-pages without JavaScript (PIN-22, SEO-04)', () => {
	test('repin saves with a plain form; feedback and visual search read without scripts', async ({
		browser,
	}) => {
		const context = await browser.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		await logInAsDemo(page);
		const ids = await pinIdsOnPage(page);
		const id = ids[ids.length - 1]!;
		await page.goto(`/pin/${id}/repin/`);
		await expect(page.getByRole('heading', { name: 'Save to a board' })).toBeVisible();
		await page.getByRole('button', { name: /^Save “/ }).click();
		// Saved now, or saved to that board by an earlier run (the e2e data folder is reused).
		await expect(page.locator('.form-ok, .form-error')).toContainText(/Saved to|already saved/);
		await page.goto(`/pin/${id}/visual-search/`);
		await expect(page.getByRole('heading', { name: 'More like this' })).toBeVisible();
		await page.goto(`/pin/${id}/feedback/`);
		await expect(page.getByRole('group', { name: 'What is your feedback about?' })).toBeVisible();
		await context.close();
	});

	test('/amp/pin/{id} is an AMP page with a canonical link and no scripts but the AMP runtime', async ({
		request,
		page,
	}) => {
		await page.goto('/');
		const [id] = await pinIdsOnPage(page);
		const res = await request.get(`/amp/pin/${id}`);
		expect(res.status()).toBe(200);
		const html = await res.text();
		expect(html).toMatch(/<html[^>]*\samp[\s>]/);
		expect(html).toContain(`/pin/${id}/"`);
		expect(html).toContain('<amp-img');
		const scripts = html.match(/<script\b[^>]*>/g) ?? [];
		for (const s of scripts) {
			expect(s).toMatch(/cdn\.ampproject\.org\/v0\.js|application\/ld\+json/);
		}
	});
});
