import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { pinIdsOnPage } from '../helpers/demo.ts';
import { expectAccessible } from '../helpers/expect-accessible.ts';
import { waitForIslands } from '../helpers/hydration.ts';
import { longPress } from '../helpers/long-press.ts';
import { test } from '../helpers/open-page.ts';
import { scrollTo } from '../helpers/scroll.ts';
import { expect } from '../helpers/test.ts';

/**
 * The signed-out upsells (UPS-01..22) in a real browser: the 4th-pin login modal, the scroll
 * banner's thresholds, the quick-save cap, the save that completes after signing up, the
 * "stop login prompts" switch, the navigation and pin-link prompts, the browser-extension upsell
 * and what consent allows to be stored. Rules and thresholds are unit-tested in
 * `tests/unit/upsell/`; these tests show the wiring.
 */

const PHONE = { width: 390, height: 844 };
const SAFARI =
	'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

/** The login/sign-up modal, by its heading. */
const modal = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** Opens the `n`th card of the home page (as a visitor would: a click, then the closeup). */
async function openCardFromHome(page: Page, id: string): Promise<void> {
	await page.goto('/');
	await page.locator(`a.pin-card[data-pin-id="${id}"]`).click();
	await page.waitForURL(new RegExp(`/pin/${id}/$`));
}

const banner = (page: Page) => page.getByRole('region', { name: /See more ideas on/ });

test('UPS-04: three pins open freely; the 4th opens the login modal instead, once', async ({
	page,
}) => {
	await page.goto('/');
	const ids = (await pinIdsOnPage(page)).slice(0, 4);
	expect(ids).toHaveLength(4);
	// Back and forth as a visitor does (the home page may come back from the back-forward cache).
	for (const id of [...ids.slice(0, 3), ids[0]!]) {
		await page.locator(`a.pin-card[data-pin-id="${id}"]`).click();
		await page.waitForURL(new RegExp(`/pin/${id}/$`));
		await expect(modal(page, /Log in/)).toHaveCount(0);
		await page.goBack();
		await page.waitForURL((url) => url.pathname === '/');
	}
	// The first pin again was not a new free pin; the 4th is.
	await page.locator(`a.pin-card[data-pin-id="${ids[3]}"]`).click();
	const login = modal(page, 'Log in to continue');
	await expect(login).toBeVisible();
	await expect(page).toHaveURL(/\/$/);
	expect(await page.evaluate(() => sessionStorage.getItem('cb_upsell_seen'))).toBe('1');
	// UPS-03: the display props of the modal are in the upsell state.
	const state = await page.evaluate(() => JSON.parse(sessionStorage.getItem('cb_upsell') ?? '{}'));
	expect(state.modal).toMatchObject({ shown: true, reason: 'pin_view', headingType: 'continue' });
	expect([...state.freePinViews].sort()).toEqual(ids.slice(0, 3).sort());

	// Seen in this session: closing it lets the next click through.
	await page.keyboard.press('Escape');
	await expect(login).toBeHidden();
	await page.locator(`a.pin-card[data-pin-id="${ids[3]}"]`).click();
	await page.waitForURL(new RegExp(`/pin/${ids[3]}/$`));
});

test('UPS-09/10: the scroll banner shows past 64 px, hides under 64 px and at scroll session 3', async ({
	page,
}) => {
	await page.goto('/');
	await expect(banner(page)).toBeHidden();
	await scrollTo(page, 60);
	await expect(banner(page)).toBeHidden();
	await scrollTo(page, 200);
	await expect(banner(page)).toBeVisible();
	// Its links open the auth modal (and are plain links to the pages without script).
	await expect(banner(page).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
		'data-auth-modal',
		'signup',
	);
	await expectAccessible(page);
	// ceil(2000 / 800) = 3: not shown; past 2400 px it is back.
	await scrollTo(page, 2000);
	await expect(banner(page)).toBeHidden();
	await scrollTo(page, 2600);
	await expect(banner(page)).toBeVisible();
	await scrollTo(page, 30);
	await expect(banner(page)).toBeHidden();
});

test('UPS-10/11: Safari gets no banner, and by default no login wall past 4000 px either', async ({
	openPage,
}) => {
	const page = await openPage({ userAgent: SAFARI });
	await page.goto('/');
	await scrollTo(page, 300);
	await page.waitForTimeout(100);
	await expect(banner(page)).toBeHidden();
	// The wall is the site owner's choice (SAFARI_LOGIN_WALL), off unless switched on: with it
	// on, see tests/e2e/shell/upsell-settings.spec.ts.
	await scrollTo(page, 4200);
	await page.waitForTimeout(300);
	await expect(page.getByRole('dialog')).toHaveCount(0);
	expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
		'hidden',
	);
});

test('UPS-14: on a phone, two quick saves are kept in the browser; the third opens the sign-up modal', async ({
	openPage,
}) => {
	const page = await openPage({ viewport: PHONE, hasTouch: true });
	await page.goto('/');
	const ids = (await pinIdsOnPage(page)).slice(0, 3);
	const saveOf = (id: string) =>
		page.locator(`a.pin-save[data-unauth-save="${id}"]`).describe(`Save of pin ${id}`);
	// Phone cards show no Save pill: a long press on the card saves (issue 25).
	const pressCard = (id: string) =>
		longPress(page, page.locator(`a.pin-card[data-pin-id="${id}"] img`));
	for (const id of ids.slice(0, 2)) {
		await pressCard(id);
		await expect(saveOf(id)).toHaveText('Saved');
	}
	await expect(page.getByRole('status').filter({ hasText: 'Saved for now' })).toBeVisible();
	await expect(modal(page, /Sign up/)).toHaveCount(0);

	await pressCard(ids[2]!);
	await expect(modal(page, 'Sign up to save ideas')).toBeVisible();
	await expect(saveOf(ids[2]!)).toHaveText('Save');
	await expect(page).toHaveURL(/\/$/);

	// UPS-01/UPS-12: kept in the unauth state, with the mobile modal's counter.
	const unauth = await page.evaluate(() => JSON.parse(localStorage.getItem('cb_unauth') ?? '{}'));
	expect(unauth.savedPins).toEqual(ids.slice(0, 2).map((id) => ({ id })));
	expect(unauth.isQUS).toBe(true);
	expect(unauth.mobileSignupModal.shown).toBe(1);
	await page.keyboard.press('Escape');
	await expect
		.poll(() =>
			page.evaluate(
				() => JSON.parse(localStorage.getItem('cb_unauth') ?? '{}').mobileSignupModal?.dismissed,
			),
		)
		.toBe(1);
	// Kept across pages: the cards still say Saved.
	await page.reload();
	await expect(saveOf(ids[0]!)).toHaveText('Saved');
});

test('UPS-22: ?ppm-unauth-android-experience=true gives a desktop window the mobile experience', async ({
	page,
}) => {
	await page.goto('/?ppm-unauth-android-experience=true');
	const [id] = await pinIdsOnPage(page);
	const save = page.locator(`a.pin-save[data-unauth-save="${id}"]`);
	await save.click();
	await expect(save).toHaveText('Saved');
	// The switch holds for the tab session.
	await page.goto(`/pin/${id}/`);
	await expect(page.locator('.save-button').getByRole('link', { name: 'Saved' })).toBeVisible();
});

test('UPS-05/06: a signed-out save asks to sign up, and the pin is saved once the account exists', async ({
	page,
}) => {
	await page.goto('/');
	const [, id] = await pinIdsOnPage(page);
	await page.goto(`/pin/${id}/`);
	await page.locator('.save-button').getByRole('link', { name: 'Save' }).click();
	const signup = modal(page, 'Sign up to save ideas');
	await expect(signup).toBeVisible();
	const pending = await page.evaluate(() =>
		JSON.parse(sessionStorage.getItem('cb_upsell') ?? '{}'),
	);
	expect(pending.unauthSave).toEqual({ pinId: id, status: 'pending' });

	await signup.getByLabel('Email').fill(`e2e-ups-${randomBytes(4).toString('hex')}@example.test`);
	await signup.getByLabel('Password').fill('a-long-e2e-password-1');
	await signup.getByLabel('Birthday').fill('1990-04-12');
	const landing = page.waitForRequest('**/v3/orientation/user_landing_signals/');
	await signup.getByRole('button', { name: 'Continue' }).click();
	// AUTH-09: the pages seen signed out go with the registration.
	const body = (await landing).postDataJSON();
	expect(body.is_register).toBe(true);
	expect(body.unauth_visited_pages).toEqual(['/', `/pin/${id}/`]);

	const reminder = page.getByRole('dialog', { name: 'Verify your email' });
	await reminder.getByRole('button', { name: 'Got it' }).click();
	await waitForIslands(page);
	await expect(page).toHaveURL(new RegExp(`/pin/${id}/$`));
	await expect(page.locator('.save-button').getByText('Saved to')).toContainText('Quick saves');
	const done = await page.evaluate(() => JSON.parse(sessionStorage.getItem('cb_upsell') ?? '{}'));
	expect(done.unauthSave).toEqual({ pinId: id, status: 'completed' });
});

test('UPS-19: the settings flyout links terms and privacy, and its switch stops login prompts', async ({
	page,
}) => {
	await page.goto('/');
	const ids = (await pinIdsOnPage(page)).slice(0, 4);
	await page.locator('summary[aria-label="Settings"]').click();
	await expect(page.getByRole('link', { name: 'Terms and privacy' })).toHaveAttribute(
		'href',
		'/policy/privacy',
	);
	const off = page.getByRole('switch', { name: 'Stop login prompts' });
	await off.check();
	await page.keyboard.press('Escape');
	await expect(off).toBeHidden();

	for (const id of ids.slice(0, 3)) await openCardFromHome(page, id);
	// The 4th pin opens like the others, and the banner stays away.
	await openCardFromHome(page, ids[3]!);
	await expect(modal(page, /Log in/)).toHaveCount(0);
	await page.goto('/');
	await scrollTo(page, 300);
	await page.waitForTimeout(100);
	await expect(banner(page)).toBeHidden();
	// The switch shows its state on the next page, and turning it off brings the prompts back.
	await page.locator('summary[aria-label="Settings"]').click();
	await expect(off).toBeChecked();
	await off.uncheck();
	await scrollTo(page, 320);
	await expect(banner(page)).toBeVisible();
});

test('UPS-20: a signed-out Follow opens the login modal titled "Log in to follow"', async ({
	page,
}) => {
	await page.goto('/demo/');
	await page.getByRole('link', { name: 'Follow', exact: true }).click();
	await expect(modal(page, 'Log in to follow')).toBeVisible();
});

test('UPS-08: more than 3 distinct navigational pages open the navigation login prompt', async ({
	page,
}) => {
	for (const path of ['/demo/', '/today/', '/ideas/']) {
		await page.goto(path);
		await page.waitForLoadState('load');
		await expect(modal(page, /Log in/)).toHaveCount(0);
	}
	await page.goto('/topics/desserts/');
	await expect(modal(page, 'Log in to continue')).toBeVisible();
	const state = await page.evaluate(() => JSON.parse(sessionStorage.getItem('cb_upsell') ?? '{}'));
	expect(state.upsellEligibleNavigationCount).toBe(4);
	expect(state.modal.reason).toBe('navigation');
	expect(state.currentPageViewType).toBe('topic');
});

test('UPS-07: the 2nd click on pins’ outbound links opens the upsell when the visitor is back', async ({
	page,
	context,
	request,
}) => {
	await page.goto('/');
	let linked = '';
	for (const id of await pinIdsOnPage(page)) {
		if ((await (await request.get(`/pin/${id}/`)).text()).includes('data-offsite-link')) {
			linked = id;
			break;
		}
	}
	expect(linked, 'the demo world has a pin with a link on the home page').not.toBe('');
	await page.goto(`/pin/${linked}/`);
	// The closeup's "Visit site" (the first of its two outbound links).
	const link = page.locator('a[data-offsite-link]').first();
	for (const click of [1, 2]) {
		const tab = context.waitForEvent('page');
		await link.click();
		await (await tab).close();
		if (click === 1) {
			await page.waitForTimeout(1500);
			await expect(modal(page, /Log in/)).toHaveCount(0);
		}
	}
	await expect(modal(page, 'Log in to continue')).toBeVisible();
	const unauth = await page.evaluate(() => JSON.parse(localStorage.getItem('cb_unauth') ?? '{}'));
	expect(unauth.pinLinkClicks.count).toBe(2);
	expect(unauth.clickthroughPins).toHaveLength(2);
});

test('UPS-18: without EXTENSION_STORE_URLS no page offers an extension, or checks for one', async ({
	page,
}) => {
	const posted: string[] = [];
	page.on('request', (r) => {
		if (r.url().includes('/v3/browser_extension/status/')) posted.push(r.url());
	});
	await page.goto('/');
	await expect(page.locator('[data-extension-upsell]')).toHaveCount(0);
	await scrollTo(page, 300);
	await page.waitForTimeout(500);
	await expect(page.getByRole('complementary', { name: 'Save ideas from any site' })).toHaveCount(
		0,
	);
	expect(posted).toEqual([]);
	// With the setting: tests/e2e/shell/upsell-settings.spec.ts.
});

test('UPS-02: without cookie consent nothing is stored, and the counts last one page', async ({
	openPage,
}) => {
	// Germany needs consent first (U-08); the consent banner waits for an answer.
	const page = await openPage({ extraHTTPHeaders: { 'X-Force-Country': 'DE' } });
	await page.goto('/');
	await expect(page.getByRole('region', { name: /Cookies on/ })).toBeVisible();
	const ids = (await pinIdsOnPage(page)).slice(0, 4);
	for (const id of ids) await openCardFromHome(page, id);
	await expect(modal(page, /Log in/)).toHaveCount(0);
	const stored = await page.evaluate(() => ({
		unauth: localStorage.getItem('cb_unauth'),
		upsell: sessionStorage.getItem('cb_upsell'),
	}));
	expect(stored).toEqual({ unauth: null, upsell: null });

	// Accepting stores from then on.
	await page.getByRole('button', { name: 'Accept all' }).click();
	await page.goto('/');
	expect(await page.evaluate(() => localStorage.getItem('cb_unauth'))).not.toBeNull();
});
