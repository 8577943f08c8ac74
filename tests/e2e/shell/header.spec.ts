import type { Page } from '@playwright/test';
import { createBoardInUi } from '../helpers/boards.ts';
import { DEMO_USERNAME, logInAsDemo } from '../helpers/demo.ts';
import { expectAccessible } from '../helpers/expect-accessible.ts';
import { waitForIslands } from '../helpers/hydration.ts';
import { callResourceFromPage } from '../helpers/resource.ts';
import { signUp } from '../helpers/sign-up.ts';
import { expect, test } from '../helpers/test.ts';

/**
 * The header at the first minutes' widths (issue 25): one line on phones from 320 px, signed
 * out and in, with a search box that keeps a usable width and a suggestion list as wide as the
 * screen; the search page keeps its query in the header and has one search form; the recent
 * list closes when focus leaves quickly; Home is current only at home; the avatar follows a
 * photo change; and same-named boards in the typeahead show their owner and cover.
 */

/** Narrower than this the box holds a word or two at most. */
const USABLE_SEARCH_WIDTH = 120;

const searchBox = (page: Page) => page.locator('#header-search-q');

/** Boxes of what the header shows in a row, and whether the page scrolls sideways. */
async function headerLayout(page: Page) {
	return page.evaluate(() => {
		const header = document.querySelector('header.site-header')!;
		const visible = (el: Element) => {
			const r = el.getBoundingClientRect();
			return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
		};
		const items = [
			header.querySelector('.site-header__logo'),
			header.querySelector('#header-search-q'),
			...header.querySelectorAll(
				'.site-header__account > a, .site-header__account .account-menu__button, .unauth-settings__button',
			),
		]
			.filter((el): el is Element => el !== null && visible(el))
			.map((el) => {
				const r = el.getBoundingClientRect();
				return {
					name: (el.textContent ?? '').trim() || el.id || el.className.toString(),
					top: r.top,
					bottom: r.bottom,
					left: r.left,
					right: r.right,
					height: r.height,
				};
			});
		return {
			header: header.getBoundingClientRect().height,
			items,
			searchWidth: header.querySelector('#header-search-q')!.getBoundingClientRect().width,
			scrollWidth: document.documentElement.scrollWidth,
			width: innerWidth,
		};
	});
}

async function expectOneLine(page: Page, width: number) {
	const m = await headerLayout(page);
	expect(m.scrollWidth, 'the page scrolls sideways').toBe(width);
	expect(m.header).toBe(55);
	expect(m.searchWidth).toBeGreaterThanOrEqual(USABLE_SEARCH_WIDTH);
	for (const item of m.items) {
		// A label on two lines makes its button 48 px or more; nothing leaves the header's row.
		expect(item.height, `${item.name} wraps`).toBeLessThanOrEqual(40);
		expect(item.top, `${item.name} leaves the header`).toBeGreaterThanOrEqual(0);
		expect(item.bottom, `${item.name} leaves the header`).toBeLessThanOrEqual(m.header);
		expect(item.right, `${item.name} is cut off`).toBeLessThanOrEqual(width);
	}
	// Side by side, in one row: each item starts after the one before ends.
	m.items.slice(1).forEach((item, i) => {
		expect(item.left, `${item.name} overlaps`).toBeGreaterThanOrEqual(m.items[i]?.right ?? 0);
	});
	return m;
}

async function expectFullWidthSuggestions(page: Page, width: number, term: string) {
	await searchBox(page).click();
	await searchBox(page).fill(term);
	const list = page.getByRole('listbox', { name: 'Search suggestions' });
	await expect(list.getByRole('option').first()).toBeVisible();
	const box = await list.boundingBox();
	expect(box?.x).toBe(0);
	expect(box?.width).toBe(width);
	await searchBox(page).press('Escape');
}

for (const width of [320, 390]) {
	test(`the signed-out phone header is one line at ${width} px, Sign up within reach`, async ({
		page,
	}) => {
		await page.setViewportSize({ width, height: 800 });
		await page.goto('/');
		const m = await expectOneLine(page, width);
		expect(m.items.map((i) => i.name)).toContain('Log in');
		const header = page.locator('header.site-header');
		const signUpLink = header.getByRole('link', { name: 'Sign up' });
		if (width < 380) {
			// Too narrow for both buttons: Sign up is the first item of the "…" menu.
			expect(m.items.map((i) => i.name)).not.toContain('Sign up');
			await expect(signUpLink).toBeHidden();
			await header.locator('summary[aria-label="Settings"]').click();
			await expect(signUpLink).toBeVisible();
			await header.locator('summary[aria-label="Settings"]').click();
		} else {
			expect(m.items.map((i) => i.name)).toContain('Sign up');
			await expect(signUpLink).toBeVisible();
		}
		await expectFullWidthSuggestions(page, width, 'des');
	});

	test(`the signed-in phone header is one line at ${width} px`, async ({ page }) => {
		await page.setViewportSize({ width, height: 800 });
		await logInAsDemo(page);
		const m = await expectOneLine(page, width);
		expect(m.items).toHaveLength(3);
		await expectFullWidthSuggestions(page, width, 'des');
	});
}

test('the search page keeps the query in the header and has one search form, no axe findings', async ({
	page,
}) => {
	test.setTimeout(90_000);
	const check = async () => {
		for (const size of [
			{ width: 1366, height: 900 },
			{ width: 390, height: 844 },
		]) {
			await page.setViewportSize(size);
			await page.goto('/search/boards/?q=garden');
			await expect(searchBox(page)).toHaveValue('garden');
			await expect(page.getByRole('search')).toHaveCount(1);
			await expect(page.locator('main')).toHaveCount(1);
			await expect(page.locator('form input[name="q"]')).toHaveCount(1);
			await expectAccessible(page);
		}
		// A new query from the header stays in the scope.
		await searchBox(page).fill('garden party');
		await searchBox(page).press('Enter');
		await page.waitForURL((url) => url.pathname === '/search/boards/');
		expect(new URL(page.url()).searchParams.get('q')).toBe('garden party');
		await expect(searchBox(page)).toHaveValue('garden party');
	};
	await check();
	await logInAsDemo(page);
	await check();
});

test('the recent-searches list closes when focus leaves the box quickly (SRC-08)', async ({
	page,
}) => {
	await page.goto('/search/pins/?q=dessert');
	await page.goto('/');
	// Focus and leave at once, before the typeahead's code has even loaded.
	await page.evaluate(() => {
		const box = document.getElementById('header-search-q') as HTMLInputElement;
		box.focus();
		setTimeout(() => box.blur(), 20);
	});
	const list = page.locator('#search-typeahead-listbox');
	await expect(list).toHaveCount(1);
	// Long enough for the code, the 80 ms debounce and the answer.
	await page.waitForTimeout(1500);
	await expect(list).toBeHidden();
	await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');

	// The list does open while the box keeps focus, and closes on a quick Tab away.
	await searchBox(page).click();
	await expect(page.getByRole('option').filter({ hasText: 'Recent search' })).toHaveCount(1);
	await page.evaluate(() => {
		const box = document.getElementById('header-search-q') as HTMLInputElement;
		box.blur();
		box.focus();
		setTimeout(() => box.blur(), 10);
	});
	await page.waitForTimeout(1000);
	await expect(list).toBeHidden();
});

test('Home is current only on the home feed (NAV-11)', async ({ page }) => {
	await page.setViewportSize({ width: 1366, height: 900 });
	await logInAsDemo(page);
	const nav = page.locator('nav.side-nav');
	const home = nav.getByRole('link', { name: 'Home' });
	await expect(home).toHaveAttribute('aria-current', 'page');
	await expect(home).toHaveAttribute('data-highlighted', '');
	const pin = (await page.locator('a.pin-card').first().getAttribute('href')) ?? '';
	for (const path of [pin, '/search/pins/?q=garden', '/ideas/']) {
		await page.goto(path);
		await expect(nav).toHaveAttribute('data-painted', '');
		await expect(home, path).not.toHaveAttribute('aria-current');
		await expect(home, path).not.toHaveAttribute('data-highlighted');
		await expect(nav.locator('[data-highlighted]'), path).toHaveCount(0);
	}
	// The phone's bottom nav agrees.
	await page.setViewportSize({ width: 390, height: 844 });
	await page.goto(pin);
	const bottomHome = page.locator('nav.bottom-nav').getByRole('link', { name: 'Home' });
	await expect(bottomHome).toBeVisible();
	await expect(bottomHome).not.toHaveAttribute('aria-current');
});

test("the header's avatar follows a profile photo change without a reload (ACC-14)", async ({
	page,
}) => {
	test.setTimeout(60_000);
	await signUp(page, 'avatar');
	await page.goto('/settings/profile');
	await waitForIslands(page);
	const avatarButton = page.locator('header .account-menu__button');
	// A new account has no picture: its initial on a colour.
	await expect(avatarButton.locator('span.account-avatar')).toBeVisible();
	const png = await page.evaluate(() => {
		const canvas = document.createElement('canvas');
		canvas.width = 300;
		canvas.height = 300;
		const ctx = canvas.getContext('2d')!;
		ctx.fillStyle = 'hsl(200 60% 45%)';
		ctx.fillRect(0, 0, 300, 300);
		return canvas.toDataURL('image/png').split(',')[1] ?? '';
	});
	await page.locator('input[type="file"]').setInputFiles({
		name: 'me.png',
		mimeType: 'image/png',
		buffer: Buffer.from(png, 'base64'),
	});
	await expect(page.getByText('Photo updated')).toBeVisible({ timeout: 15_000 });
	const shown = await page.locator('main img.avatar').getAttribute('src');
	expect(shown).toBeTruthy();
	const headerImage = avatarButton.locator('img.account-avatar');
	await expect(headerImage).toBeVisible();
	await expect(headerImage).toHaveAttribute('src', shown!);
	await expect
		.poll(() => headerImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
		.toBeGreaterThan(0);
});

test('same-named boards in the typeahead show their owner and cover (SRC-02)', async ({
	browser,
	page,
}) => {
	test.setTimeout(90_000);
	// One of the demo account's boards with a cover that the typeahead offers by its name.
	await page.goto(`/${DEMO_USERNAME}/`);
	const names = await page.locator('.board-card__name').allTextContents();
	type Item = { type: string; label: string; url: string; detail?: string; imageUrl?: string };
	let pick: { name: string; demo: Item } | null = null;
	for (const name of names.slice(0, 20)) {
		const answer = await callResourceFromPage(page, 'AdvancedTypeaheadResource', 'get', {
			term: name,
		});
		const boards = ((answer.response.data?.items ?? []) as Item[]).filter(
			(i) => i.type === 'board' && i.label === name,
		);
		const demo = boards.find((b) => b.url.startsWith(`/${DEMO_USERNAME}/`) && b.imageUrl);
		if (demo && boards.length < 3) {
			pick = { name, demo };
			break;
		}
	}
	expect(pick, "a board of the demo account's that the typeahead offers").not.toBeNull();
	const { name, demo } = pick!;

	// Someone else makes a board of the same name (it has no pins, so no cover).
	const other = await browser.newContext();
	const otherPage = await other.newPage();
	await signUp(otherPage, 'samename');
	const made = await createBoardInUi(otherPage, { name });
	await other.close();

	await page.goto('/');
	await searchBox(page).click();
	await searchBox(page).fill(name);
	const exactly = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
	const options = page
		.getByRole('option')
		.filter({ has: page.locator('.search-typeahead__label', { hasText: exactly }) })
		.filter({ hasText: 'Board' });
	await expect.poll(() => options.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
	// Each says whose it is, with a picture (the cover, else a grey square for a board with none).
	for (const option of await options.all()) {
		await expect(option.locator('.search-typeahead__detail')).toHaveText(/^by .+/);
		await expect(option.locator('.search-typeahead__cover')).toBeVisible();
	}
	const demoOption = options.filter({ hasText: demo.detail ?? '' });
	await expect(demoOption).toHaveCount(1);
	await expect(demoOption.locator('img.search-typeahead__cover')).toHaveAttribute(
		'src',
		demo.imageUrl!,
	);
	// The new board (the newest of equal matches, so first) has no pins: no image.
	const theirs = options.first();
	await expect(theirs).not.toContainText(demo.detail ?? '');
	await expect(theirs.locator('img')).toHaveCount(0);
	await theirs.click();
	await page.waitForURL((url) => url.pathname === made.path);
});
