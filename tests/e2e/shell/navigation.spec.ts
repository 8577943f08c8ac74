import type { Page } from '@playwright/test';
import { NAV_08_CATEGORIES } from '../../helpers/spec.ts';
import { DEMO_USERNAME, logInAsDemo } from '../helpers/demo.ts';
import { expectAccessible } from '../helpers/expect-accessible.ts';
import { waitForIslands } from '../helpers/hydration.ts';
import { signUp } from '../helpers/sign-up.ts';
import { expect, test } from '../helpers/test.ts';

const highlighted = (page: Page) =>
	page
		.locator('nav.side-nav [data-highlighted]')
		.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.navItem));

test('NAV-04, NAV-08: the signed-out vertical nav and its ideas panel, by keyboard', async ({
	page,
}) => {
	await page.setViewportSize({ width: 1280, height: 800 });
	await page.goto('/');
	const nav = page.getByRole('navigation', { name: 'Site' });
	await expect(nav.getByRole('button', { name: 'Ideas' })).toBeVisible();
	await expect(nav.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shopping/');
	await expect(nav.getByRole('link', { name: 'Today' })).toBeVisible();

	await nav.getByRole('button', { name: 'Ideas' }).focus();
	await page.keyboard.press('Enter');
	const panel = page.getByRole('region', { name: 'Ideas' });
	await expect(panel).toBeVisible();
	await expect(panel.getByRole('listitem')).toHaveText([...NAV_08_CATEGORIES]);
	await page.keyboard.press('Escape');
	await expect(panel).toBeHidden();

	await nav.getByRole('button', { name: 'Ideas' }).click();
	await panel.getByRole('link', { name: 'Pets' }).click();
	await expect(page).toHaveURL(/\/ideas\/pets\/\d+\/$/);
	// The page of a category marks the Ideas item as the page's own.
	await expect.poll(() => highlighted(page)).toEqual(['categories']);
});

test('NAV-01, NAV-07, NAV-10, NAV-11: the signed-in vertical nav, its panels and the highlight', async ({
	page,
}) => {
	await page.setViewportSize({ width: 1280, height: 800 });
	await logInAsDemo(page);
	const nav = page.getByRole('navigation', { name: 'Site' });
	for (const name of ['Home', 'Today', 'Boards']) {
		await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
	}
	await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
	await expect.poll(() => highlighted(page)).toEqual(['home']);
	const box = await nav.boundingBox();
	expect(box?.width).toBe(72);

	// NAV-11: the open panel's item is the one highlighted.
	await nav.getByRole('button', { name: 'Create' }).click();
	const create = page.getByRole('region', { name: 'Create' });
	await expect(create.getByRole('link', { name: 'Create Pin' })).toBeVisible();
	// NAV-07: "Create Board" only in the board-entry experiment; the demo's group is fixed by its id.
	const boardGroup = await page.evaluate(async () => {
		const res = await fetch('/_/_/state?source_url=/');
		const state = (await res.json()).resource_response?.data;
		return (state?.experiment_groups?.board_entry_create as string | undefined) ?? null;
	});
	expect(boardGroup).toMatch(/^(control|enabled_board)$/);
	if (boardGroup === 'enabled_board') {
		await expect(create.getByRole('link', { name: 'Create Board' })).toHaveAttribute(
			'href',
			'/board/create',
		);
	} else {
		await expect(create.getByRole('link', { name: 'Create Board' })).toHaveCount(0);
	}
	await expect.poll(() => highlighted(page)).toEqual(['create']);

	// Closing blocks any highlight for 125 ms, then the page's item has it again. The list is read
	// in the panel's own toggle event (the nav's listener has run), so the test does not race it.
	const rightAfterClose = await page.evaluate(
		() =>
			new Promise<(string | undefined)[]>((resolve) => {
				const panel = document.getElementById('nav-panel-create')!;
				panel.addEventListener(
					'toggle',
					() => {
						const on = document.querySelectorAll<HTMLElement>('nav.side-nav [data-highlighted]');
						resolve([...on].map((e) => e.dataset.navItem));
					},
					{ once: true },
				);
				panel.hidePopover();
			}),
	);
	expect(rightAfterClose).toEqual([]);
	await expect.poll(() => highlighted(page)).toEqual(['home']);

	await nav.getByRole('button', { name: 'More options', exact: true }).click();
	const more = page.getByRole('region', { name: 'More options' });
	await expect(more.getByRole('link', { name: 'Settings' })).toBeVisible();
	await expect(more.getByRole('heading', { name: 'Support' })).toBeVisible();
	await expectAccessible(page);
	await page.keyboard.press('Escape');

	// NAV-01: the floating help button.
	await page.getByRole('button', { name: 'Help and feedback' }).click();
	await expect(page.getByRole('region', { name: 'Help and feedback' })).toBeVisible();
});

test('NAV-09: the account menu has its six sections', async ({ page }) => {
	await page.setViewportSize({ width: 1280, height: 800 });
	await logInAsDemo(page);
	await waitForIslands(page);
	await page.getByRole('button', { name: 'Accounts and more options' }).click();
	const menu = page.getByRole('region', { name: 'Accounts and more options' });
	await expect(menu.getByRole('heading', { level: 2 })).toHaveText([
		'Currently in',
		'Your accounts',
		'Content',
		'Help',
		'Privacy',
		'More options',
	]);
	await expect(menu.getByRole('link', { name: 'Your boards' })).toBeVisible();
	await expect(menu.getByRole('button', { name: 'Give feedback' })).toBeVisible();
	await expect(menu.getByRole('link', { name: 'Request your data' })).toHaveAttribute(
		'href',
		'/request-data',
	);
	// NAV-12: "Report a bug" is for employees; the demo account is not one.
	await expect(menu.getByRole('button', { name: 'Report a bug' })).toHaveCount(0);
});

const profile = `/${DEMO_USERNAME}/`;

test('NAV-05, NAV-06, NAV-17: the phone layout at 375 px has a bottom nav and never scrolls sideways', async ({
	page,
}) => {
	test.setTimeout(90_000);
	await page.setViewportSize({ width: 375, height: 740 });
	await logInAsDemo(page);
	const bottom = page.getByRole('navigation', { name: 'Site' });
	await expect(bottom).toHaveClass(/bottom-nav/);
	await expect(bottom.getByRole('link', { name: 'Home' })).toBeVisible();
	await expect(page.locator('nav.side-nav')).toBeHidden();
	const measures = () =>
		page.evaluate(() => ({
			scroll: document.documentElement.scrollWidth,
			width: innerWidth,
			padding: getComputedStyle(document.body).paddingBottom,
			header: document.querySelector('header.site-header')?.getBoundingClientRect().height,
		}));
	expect(await measures()).toEqual({ scroll: 375, width: 375, padding: '68px', header: 55 });

	const pin = (await page.locator('a.pin-card').first().getAttribute('href')) ?? '/';
	for (const path of [
		pin,
		profile,
		'/search/pins/?q=pink',
		'/today/',
		'/ideas/',
		'/settings/profile',
	]) {
		await page.goto(path);
		const m = await measures();
		expect(m.scroll, `${path} is wider than the screen`).toBe(375);
		await expectAccessible(page);
	}
	// NAV-06: flows that own the screen have no nav footer.
	await page.goto('/close-account');
	await expect(page.locator('nav.bottom-nav')).toHaveCount(0);
});

test('right-to-left: an Arabic interface mirrors the page and drops the vertical nav (NAV-02)', async ({
	page,
}) => {
	await page.setViewportSize({ width: 1280, height: 800 });
	await signUp(page, 'rtl');
	await page.goto('/settings/account');
	await waitForIslands(page);
	await page.getByLabel('Language').selectOption('ar');
	await page.getByRole('button', { name: 'Save' }).click();
	// The settings page reloads in the language just saved.
	await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
	await page.goto('/');
	await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
	await expect(page.locator('nav.side-nav')).toHaveCount(0);
	// The account menu sits at the left edge of a mirrored header (its words are Arabic now).
	const account = await page.locator('.account-menu__button').boundingBox();
	expect(account?.x).toBeLessThan(200);
	await page.setViewportSize({ width: 375, height: 740 });
	const home = await page
		.locator('nav.bottom-nav')
		.getByRole('link', { name: 'الرئيسية' })
		.boundingBox();
	expect(home?.x).toBeGreaterThan(250);
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
});

test('signed-out pages pass axe: home, pin, board, profile, search and login', async ({ page }) => {
	await page.setViewportSize({ width: 1280, height: 800 });
	await page.goto('/');
	const pin = (await page.locator('a.pin-card').first().getAttribute('href')) ?? '';
	await page.goto(pin);
	const boardHref = await page
		.locator('main a[href^="/"][href$="/"]')
		.evaluateAll((as) =>
			as
				.map((a) => a.getAttribute('href') ?? '')
				.find((h) => /^\/[^/]+\/[^/]+\/$/.test(h) && !h.startsWith('/pin/')),
		);
	for (const path of ['/', pin, boardHref ?? profile, profile, '/search/pins/?q=pink', '/login']) {
		await page.goto(path);
		await expectAccessible(page);
	}
});
