import type { Page } from '@playwright/test';
import { DEMO_USERNAME, pinIdsOnPage } from '../helpers/demo.ts';
import { expectAccessible } from '../helpers/expect-accessible.ts';
import { waitForIslands } from '../helpers/hydration.ts';
import { test } from '../helpers/open-page.ts';
import { signUp } from '../helpers/sign-up.ts';
import { expect } from '../helpers/test.ts';

/**
 * The "Done when" journey of issue 5 (discovery) in a real browser: a signed-out visitor lands
 * on a topic page and reads it with JavaScript off; scrolls a home feed that keeps loading
 * without repeats and comes back to it as it was (FED-01); searches and opens a result; a new
 * account follows someone and finds their pins at the top of its home feed.
 */

/** Ids of every pin card on the page, in document order. */
function allPinIds(page: Page): Promise<string[]> {
	return page
		.locator('a.pin-card')
		.evaluateAll((as) => as.map((a) => a.getAttribute('data-pin-id') ?? ''));
}

test('a signed-out visitor reads a topic page with JavaScript off, and pages through it', async ({
	openPage,
}) => {
	const page = await openPage({ javaScriptEnabled: false });
	const response = await page.goto('/topics/desserts/');
	expect(response?.status()).toBe(200);
	await expect(page.getByRole('heading', { level: 1 })).toContainText(/desserts/i);
	await expect(page).toHaveTitle(/desserts/i);
	// One canonical page per interest: the topic page points at /ideas/{slug}/{id}/.
	const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
	expect(canonical).toMatch(/\/ideas\/desserts\/\d+\/$/);
	const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
	expect(jsonLd.join('')).toContain('BreadcrumbList');
	// The visible trail leads back to the ideas hub and marks this page as the current step.
	const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
	await expect(trail.getByRole('link', { name: 'Ideas' })).toHaveAttribute('href', '/ideas/');
	await expect(trail.locator('[aria-current="page"]')).toHaveText(/desserts/i);
	const first = await allPinIds(page);
	expect(first.length).toBeGreaterThan(5);
	// Images carry their size and an alt text, so the page reads (and lays out) before they load.
	const image = page.locator('a.pin-card img').first();
	await expect(image).toHaveAttribute('alt', /.+/);
	await expect(image).toHaveAttribute('width', /\d+/);

	// The next page is a plain link: no script needed, and nothing repeats.
	await page.getByRole('link', { name: /more ideas/i }).click();
	const second = await allPinIds(page);
	expect(second.length).toBeGreaterThan(0);
	expect(second.filter((id) => first.includes(id))).toEqual([]);
});

test('Today links each story topic to its popular page, which reads with JavaScript off (RTE-08)', async ({
	openPage,
}) => {
	const page = await openPage({ javaScriptEnabled: false });
	await page.goto('/today/');
	const topics = page.getByRole('navigation', { name: 'Popular topics' });
	const link = topics.getByRole('link').first();
	const name = (await link.textContent())?.trim() ?? '';
	expect(name).not.toBe('');
	await link.click();
	await expect(page).toHaveURL(/\/today\/popular\/[a-z0-9-]+\/\d+\/$/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Popular in ${name}`);
	const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
	expect(new URL(canonical ?? '').pathname).toBe(new URL(page.url()).pathname);
	const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(
		'',
	);
	expect(jsonLd).toContain('CollectionPage');
	const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
	await expect(trail.getByRole('link', { name: 'Today' })).toHaveAttribute('href', '/today/');
	await expect(trail.locator('[aria-current="page"]')).toHaveText(`Popular in ${name}`);
	expect((await allPinIds(page)).length).toBeGreaterThan(0);
	// The stories about it link back to Today articles.
	await expect(page.locator('a[href^="/today/"][href$="/"]').first()).toBeVisible();
	// axe needs scripts: the same page with JavaScript on.
	const withScripts = await openPage();
	await withScripts.goto(page.url());
	await expectAccessible(withScripts);
});

test('the home feed keeps loading without repeats and is kept when the visitor comes back (FED-01)', async ({
	page,
}) => {
	await page.goto('/');
	const firstPage = await pinIdsOnPage(page);
	expect(firstPage.length).toBeGreaterThan(10);
	// Scrolling near the end appends the next server-rendered pages' cards to the one masonry,
	// again and again.
	await expect
		.poll(
			async () => {
				await page.mouse.wheel(0, 20_000);
				return page.locator('ul.masonry > li').count();
			},
			{ timeout: 20_000 },
		)
		.toBeGreaterThanOrEqual(100);
	await expect(page.locator('ul.masonry')).toHaveCount(1);
	const ids = await allPinIds(page);
	expect(ids.length).toBeGreaterThan(firstPage.length + 20);
	expect(new Set(ids).size).toBe(ids.length);

	// Open a pin from deep in the feed, then come back: the same feed, scrolled where it was.
	const y = await page.evaluate(() => scrollY);
	expect(y).toBeGreaterThan(1000);
	const deep = page.locator('ul.masonry > li').nth(60).locator('a.pin-card');
	await deep.scrollIntoViewIfNeeded();
	// What the visitor leaves (the feed may still have grown since `ids`).
	const left = await allPinIds(page);
	const yBefore = await page.evaluate(() => scrollY);
	await deep.click();
	await page.waitForURL(/\/pin\/\d+\/$/);
	await page.goBack();
	await page.waitForURL((url) => url.pathname === '/');
	// The same feed comes back (and may keep growing at its end, as the visitor is near it).
	await expect.poll(async () => (await allPinIds(page)).slice(0, left.length)).toEqual(left);
	await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(yBefore - 400);
});

test('a visitor searches from the header and opens a result', async ({ page }) => {
	await page.goto('/');
	const box = page
		.getByRole('searchbox', { name: 'Search' })
		.or(page.getByRole('combobox', { name: 'Search' }));
	await box.first().fill('dessert');
	await box.first().press('Enter');
	await page.waitForURL(/\/search\/pins\/\?q=dessert/);
	await expect(page.getByRole('heading', { level: 1 })).toContainText(/dessert/i);
	const results = page.locator('a.pin-card');
	await expect(results.first()).toBeVisible();
	const id = await results.first().getAttribute('data-pin-id');
	await results.first().click();
	await page.waitForURL(new RegExp(`/pin/${id}/$`));
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

	// SRC-08: this browser remembers the search, and it leads the typeahead on the next page.
	await box.first().click();
	const recent = page.getByRole('option').filter({ hasText: 'Recent search' });
	await expect(recent).toHaveCount(1);
	await expect(recent).toContainText('dessert');
});

test("a signed-in user's home feed starts with the pins of someone they follow", async ({
	page,
}) => {
	await signUp(page, 'feed');
	// A new account has no follows: its home feed is the popular feed.
	await page.goto(`/${DEMO_USERNAME}/`);
	await waitForIslands(page);
	await page.getByRole('button', { name: 'Follow', exact: true }).click();
	await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible();

	// What the followed person saved and made, newest first, from their profile tabs.
	const theirs = new Set<string>();
	for (const tab of ['_created', '_saved']) {
		await page.goto(`/${DEMO_USERNAME}/${tab}/`);
		for (const id of await pinIdsOnPage(page)) theirs.add(id);
	}
	expect(theirs.size).toBeGreaterThan(0);

	// The account saw its home feed right after signing up, and a feed left less than 2.5 minutes
	// ago comes back as it was (FED-01); a reload asks for a fresh one.
	await page.goto('/');
	await page.reload();
	const feed = await pinIdsOnPage(page);
	expect(feed.length).toBeGreaterThan(0);
	// The followed phase comes first: the top of the feed is theirs.
	expect(feed.slice(0, 5).filter((id) => theirs.has(id)).length).toBe(Math.min(5, feed.length));
});

test('a pin hidden from its closeup is gone from the kept home feed on the way back (FED-04, PIN-15)', async ({
	page,
}) => {
	await signUp(page, 'kept');
	await page.goto('/');
	await page.reload();
	const before = await allPinIds(page);
	expect(before.length).toBeGreaterThan(6);
	// A pin from the middle of the first block: the cards after it must close the gap.
	const hidden = before[3]!;
	await page.locator(`a.pin-card[data-pin-id="${hidden}"]`).click();
	await page.waitForURL(new RegExp(`/pin/${hidden}/$`));
	await waitForIslands(page);
	await page.getByRole('button', { name: 'Pin options', exact: true }).click();
	await page.getByRole('button', { name: 'Hide Pin' }).click();
	await expect(page.getByText(/Pin hidden/)).toBeVisible();
	await page.goBack();
	await page.waitForURL((url) => url.pathname === '/');
	// The kept feed is back (the same cards in the same order), less the hidden pin.
	await expect
		.poll(async () => (await allPinIds(page)).slice(0, before.length - 1))
		.toEqual(before.filter((id) => id !== hidden));
	// Laid out again, with no hole: in every column of the one masonry, cards follow each other
	// at the gutter's distance from the column's top (a removed card's place would leave a gap
	// of a whole card), and no two overlap.
	const boxes = await page.locator('ul.masonry > li').evaluateAll((lis) =>
		lis.map((li) => {
			const r = li.getBoundingClientRect();
			return { x: Math.round(r.x), y: r.y, h: r.height };
		}),
	);
	const columns = new Map<number, { y: number; h: number }[]>();
	for (const b of boxes) columns.set(b.x, [...(columns.get(b.x) ?? []), b]);
	const top = Math.min(...boxes.map((b) => b.y));
	for (const [x, cards] of columns) {
		cards.sort((a, b) => a.y - b.y);
		expect(cards[0]!.y - top, `column at ${x} starts at the top`).toBeLessThan(2);
		for (let k = 1; k < cards.length; k++) {
			const gap = cards[k]!.y - (cards[k - 1]!.y + cards[k - 1]!.h);
			expect(gap, `gap above card ${k} of the column at ${x}`).toBeGreaterThanOrEqual(-1);
			expect(gap, `gap above card ${k} of the column at ${x}`).toBeLessThan(60);
		}
	}
});
