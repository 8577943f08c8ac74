import type { Page } from '@playwright/test';
import { createBoardInUi } from '../helpers/boards.ts';
import { DEMO_USERNAME, logInAsDemo } from '../helpers/demo.ts';
import { expectAccessible } from '../helpers/expect-accessible.ts';
import { expect, test } from '../helpers/test.ts';

/**
 * Issue 25, "the first five minutes": board results and board cards show their covers (never a
 * grey tile for a board with pins), an empty search and a new empty board suggest pins rather
 * than one bare sentence, and a board's owner gets one row of tools.
 */

/** Every image in `selector` has a source and has loaded a real picture. */
async function expectRealImages(page: Page, selector: string) {
	const images = page.locator(selector);
	await expect(images.first()).toBeVisible();
	// Lazy images below the fold load when asked to.
	await images.evaluateAll((imgs) => {
		for (const img of imgs as HTMLImageElement[]) img.loading = 'eager';
	});
	await expect
		.poll(() =>
			images.evaluateAll((imgs) =>
				(imgs as HTMLImageElement[]).every(
					(img) => img.getAttribute('src') !== '' && img.complete && img.naturalWidth > 0,
				),
			),
		)
		.toBe(true);
}

for (const viewport of [
	{ name: 'desktop', width: 1366, height: 900 },
	{ name: 'phone', width: 390, height: 844 },
]) {
	test.describe(`covers and empty states (${viewport.name})`, () => {
		test.use({ viewport: { width: viewport.width, height: viewport.height } });

		test('board search results show covers, not grey tiles', async ({ page }) => {
			await page.goto('/search/boards/?q=travel');
			const cards = page.locator('.board-result');
			await expect(cards.first()).toBeVisible();
			const n = await cards.count();
			expect(n).toBeGreaterThan(0);
			for (let i = 0; i < n; i++) {
				const cover = cards.nth(i).locator('.board-card-images__cover img');
				await expect(cover).toHaveCount(1);
				expect(await cover.getAttribute('src')).toMatch(/\S+\.(webp|jpe?g|png|avif)/);
			}
			await expectRealImages(page, '.board-result .board-card-images__cover img');
			await expectAccessible(page);
		});

		test('every board card with pins on a profile shows its cover', async ({ page }) => {
			await page.goto(`/${DEMO_USERNAME}/`);
			const cards = page.locator('.board-card');
			await expect(cards.first()).toBeVisible();
			const meta = await cards.locator('.board-card__meta').allTextContents();
			for (let i = 0; i < meta.length; i++) {
				if (/^\D*0 Pins/.test(meta[i] ?? '')) continue;
				await expect(cards.nth(i).locator('.board-card-images__cover img')).toHaveCount(1);
			}
			await expectRealImages(page, '.board-card .board-card-images__cover img');
		});

		test('an empty search suggests pins', async ({ page }) => {
			await page.goto('/search/pins/?q=qqzzxxnothing');
			await expect(
				page.getByRole('heading', { name: 'Nothing found for “qqzzxxnothing”' }),
			).toBeVisible();
			const ideas = page.getByRole('list', { name: 'Popular ideas' });
			await expect(ideas.first()).toBeVisible();
			expect(await ideas.first().locator('a.pin-card').count()).toBeGreaterThan(4);
			await expectAccessible(page);
			// No words at all: the same ideas.
			await page.goto('/search/pins/');
			await expect(page.getByRole('heading', { name: 'What are you looking for?' })).toBeVisible();
			await expect(page.locator('[aria-label="Popular ideas"] a.pin-card').first()).toBeVisible();
		});
	});
}

test('a new empty board suggests pins and gives its owner one row of tools', async ({ page }) => {
	await logInAsDemo(page);
	const board = await createBoardInUi(page, { name: `Watercolor ${Date.now().toString(36)}` });
	await expect(page.getByRole('heading', { name: 'Nothing saved here yet' })).toBeVisible();
	const ideas = page.locator('.board__empty [aria-label^="Ideas for"] a.pin-card');
	await expect(ideas.first()).toBeVisible();
	expect(await ideas.count()).toBeGreaterThan(2);
	// One row: every owner tool shares one top edge.
	const row = page.locator('.board-actions');
	await expect(row).toHaveCount(1);
	const tools = [
		row.getByRole('link', { name: 'Edit board' }),
		row.getByRole('button', { name: 'Archive' }),
		row.getByText('Add section'),
		row.getByRole('button', { name: 'Invite collaborators' }),
	];
	const tops = [];
	for (const tool of tools) {
		await expect(tool).toBeVisible();
		tops.push(Math.round((await tool.boundingBox())!.y));
	}
	expect(new Set(tops).size).toBe(1);
	await expect(page.getByLabel('New section')).toBeHidden();
	await expectAccessible(page);
	// Adding a section still works from its disclosure.
	await row.getByText('Add section').click();
	await page.getByLabel('New section').fill('Palettes');
	await page.getByRole('button', { name: 'Add', exact: true }).click();
	await expect(
		page.getByRole('navigation', { name: 'Sections' }).getByText('Palettes'),
	).toBeVisible();
	expect(new URL(page.url()).pathname).toBe(board.path);
});
