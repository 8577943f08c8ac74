import type { Browser, Page } from '@playwright/test';
import { createBoardInUi } from '../helpers/boards.ts';
import { callResourceFromPage } from '../helpers/resource.ts';
import { signUp } from '../helpers/sign-up.ts';
import { expect, test } from '../helpers/test.ts';

/**
 * Every pin grid is one continuous masonry that scrolls endlessly (FED-01, PRF-04, issue 25):
 * the next pages' cards go into the shortest column of the one list (no shelves, no holes),
 * every grid with a next link loads on scrolling, coming back from a closeup keeps the place,
 * and the end stops cleanly.
 */

const VIEWPORTS = {
	desktop: { width: 1366, height: 900 },
	phone: { width: 390, height: 844 },
} as const;

/** Page errors and console errors of a page, for "no error" checks. */
function watchErrors(page: Page): string[] {
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(String(e)));
	page.on('console', (m) => {
		if (m.type() === 'error') errors.push(m.text());
	});
	return errors;
}

const cards = (page: Page) => page.locator('ul[data-grid] > li');

/**
 * Scrolls down until the grid holds `want` cards or stops growing (its end). Answers the count.
 */
async function scrollGrid(page: Page, want: number): Promise<number> {
	let count = await cards(page).count();
	let still = 0;
	while (count < want && still < 6) {
		await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
		await page.waitForTimeout(350);
		const now = await cards(page).count();
		still = now === count ? still + 1 : 0;
		count = now;
	}
	return count;
}

/** The largest vertical gap between two cards one above the other in a column, in px. */
function worstColumnGap(page: Page): Promise<number> {
	return page.evaluate(() => {
		const columns = new Map<number, { top: number; bottom: number }[]>();
		for (const li of document.querySelectorAll('ul[data-grid] > li')) {
			const r = li.getBoundingClientRect();
			const x = Math.round(r.left);
			const column = columns.get(x) ?? [];
			column.push({ top: r.top + scrollY, bottom: r.bottom + scrollY });
			columns.set(x, column);
		}
		let worst = 0;
		for (const column of columns.values()) {
			column.sort((a, b) => a.top - b.top);
			for (let i = 1; i < column.length; i++) {
				worst = Math.max(worst, column[i]!.top - column[i - 1]!.bottom);
			}
		}
		return worst;
	});
}

/** The pin ids of the grid's cards, in order. */
function gridPinIds(page: Page): Promise<string[]> {
	return page
		.locator('ul[data-grid] > li a[data-pin-id]')
		.evaluateAll((links) => links.map((a) => (a as HTMLElement).dataset.pinId ?? ''));
}

/** A new account with one board of `count` saved pins (saved through RepinResource). */
async function boardOfSavedPins(
	browser: Browser,
	count: number,
): Promise<{ board: string; profile: string }> {
	const context = await browser.newContext();
	const page = await context.newPage();
	await signUp(page, 'grid');
	const { path, id } = await createBoardInUi(page, { name: 'Two hundred ideas' });
	const ids: string[] = [];
	let bookmark: string | undefined;
	while (ids.length < count) {
		const answer = await callResourceFromPage(page, 'UserHomefeedResource', 'get', {
			page_size: 25,
			...(bookmark ? { bookmarks: [bookmark] } : {}),
		});
		const pins = answer.response.data as { id: string }[];
		for (const pin of pins) if (!ids.includes(pin.id)) ids.push(pin.id);
		bookmark = (answer.response as { bookmark?: string }).bookmark;
		if (!bookmark || bookmark === '-end-' || pins.length === 0) break;
	}
	expect(ids.length).toBeGreaterThanOrEqual(count);
	for (const pinId of ids.slice(0, count)) {
		const saved = await callResourceFromPage(page, 'RepinResource', 'create', {
			pin_id: pinId,
			board_id: id,
		});
		expect(saved.response.status, saved.response.message).toBe('success');
	}
	const profile = `/${path.split('/')[1]}/_saved/`;
	await context.close();
	return { board: path, profile };
}

test.describe('endless masonry grids (FED-01, PRF-04)', () => {
	test.describe.configure({ mode: 'serial' });
	const BOARD_PINS = 210;
	let made: { board: string; profile: string };

	test.beforeAll(async ({ browser }) => {
		test.setTimeout(240_000);
		made = await boardOfSavedPins(browser, BOARD_PINS);
	});

	for (const [name, viewport] of Object.entries(VIEWPORTS)) {
		test(`one continuous masonry: no column gap over 24 px after 200 pins on home, search, board and profile (${name})`, async ({
			page,
		}) => {
			test.setTimeout(180_000);
			await page.setViewportSize(viewport);
			const errors = watchErrors(page);
			for (const path of ['/', '/search/pins/?q=ideas', made.board, made.profile]) {
				await page.goto(path);
				const count = await scrollGrid(page, 200);
				expect(count, `${path} scrolled to 200 pins`).toBeGreaterThanOrEqual(200);
				expect(
					await worstColumnGap(page),
					`${path}: the largest hole in a column`,
				).toBeLessThanOrEqual(24);
				const ids = await gridPinIds(page);
				expect(new Set(ids).size, `${path}: no pin twice`).toBe(ids.length);
			}
			expect(errors).toEqual([]);
		});
	}

	test('every pin grid with a next page scrolls on (search, board, profile, topic, ideas, shopping, videos, More like this)', async ({
		page,
	}) => {
		test.setTimeout(180_000);
		const errors = watchErrors(page);
		await page.goto(`/pin/${await firstHomePin(page)}/`);
		const closeup = page.url();
		for (const path of [
			'/search/pins/?q=home',
			made.board,
			made.profile,
			'/demo/_created/',
			'/topics/kitchen/',
			'/ideas/kitchen/',
			'/shopping/',
			'/videos/',
			closeup,
		]) {
			await page.goto(path);
			const first = await cards(page).count();
			const next = page.locator('a[rel="next"]').first();
			if ((await next.count()) === 0) continue;
			const before = await next.getAttribute('href');
			expect(before, `${path} links its next page with a bookmark`).toMatch(/[?&]bookmark=/);
			const count = await scrollGrid(page, first + 1);
			expect(count, `${path} loaded more on scrolling`).toBeGreaterThan(first);
		}
		expect(errors).toEqual([]);
	});

	test('the end stops cleanly: every pin once, no next link, nothing loading, no error', async ({
		page,
	}) => {
		const errors = watchErrors(page);
		await page.goto(made.board);
		expect(await scrollGrid(page, BOARD_PINS + 50)).toBe(BOARD_PINS);
		await expect(page.locator('a[rel="next"]')).toHaveCount(0);
		await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
		const ids = await gridPinIds(page);
		expect(new Set(ids).size).toBe(BOARD_PINS);
		expect(errors).toEqual([]);
	});

	for (const [name, viewport] of Object.entries(VIEWPORTS)) {
		test(`back from a closeup keeps the grid and the place (${name})`, async ({ page }) => {
			await page.setViewportSize(viewport);
			for (const path of [made.board, '/search/pins/?q=ideas']) {
				await page.goto(path);
				const count = await scrollGrid(page, 100);
				const card = cards(page)
					.nth(count - 10)
					.locator('a[data-pin-id]');
				await card.scrollIntoViewIfNeeded();
				// What the viewer leaves: the grid as it is now (more may have loaded meanwhile).
				await expect(page.locator('ul[aria-busy="true"]')).toHaveCount(0);
				const left = await gridPinIds(page);
				const y = await page.evaluate(() => scrollY);
				await card.click();
				await expect(page).toHaveURL(/\/pin\/\d+\/$/);
				await page.goBack();
				// The same cards in the same order (the loader may go on past them, as the place is
				// near the end of what was loaded).
				await expect.poll(async () => (await gridPinIds(page)).slice(0, left.length)).toEqual(left);
				await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(y - 50);
				expect(await page.evaluate(() => scrollY)).toBeLessThan(y + 50);
			}
		});
	}

	test('without JavaScript: the first page is a readable grid and the link opens the next page', async ({
		browser,
	}) => {
		const context = await browser.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto(made.board);
		const first = await gridPinIds(page);
		expect(first.length).toBe(25);
		expect(await worstColumnGap(page)).toBeLessThanOrEqual(24);
		await page.getByRole('link', { name: 'More Pins' }).click();
		const second = await gridPinIds(page);
		expect(second.length).toBe(25);
		expect(second.filter((id) => first.includes(id))).toEqual([]);
		await context.close();
	});
});

/** A pin of the home feed with a "More like this" of more than one page. */
async function firstHomePin(page: Page): Promise<string> {
	await page.goto('/');
	const ids = await gridPinIds(page);
	for (const id of ids) {
		await page.goto(`/pin/${id}/`);
		if ((await page.locator('a[rel="next"]').count()) > 0) return id;
	}
	throw new Error('no pin with more than one page of related pins');
}
