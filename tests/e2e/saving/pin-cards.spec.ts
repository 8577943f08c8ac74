import type { Locator, Page } from '@playwright/test';
import { logInAsDemo, pinIdsOnPage } from '../helpers/demo.ts';
import { expectAccessible } from '../helpers/expect-accessible.ts';
import { longPress } from '../helpers/long-press.ts';
import { test as base } from '../helpers/open-page.ts';
import { signUp } from '../helpers/sign-up.ts';
import { expect } from '../helpers/test.ts';

/**
 * Issue 25, point 4: pin cards keep their pictures clear. Phones show no Save pill (they save
 * from the closeup or a long press); desktop shows Save on hover and keyboard focus with the
 * overlay (the board last saved to, which opens the picker, share and "…"), and saved pins say
 * so on their cards (PIN-10, BRD-12, UPS-05, UPS-14).
 */
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

const test = base;
test.use({ viewport: DESKTOP });

const cards = (page: Page) => page.locator('.masonry > li');

/** Save links a person can see on the page (ignoring "Saved" marks). */
async function visibleSavePills(page: Page): Promise<number> {
	return page.locator('.masonry a.pin-save:not(.is-saved)').evaluateAll(
		(links) =>
			links.filter((a) => {
				const s = getComputedStyle(a);
				return s.display !== 'none' && s.visibility !== 'hidden' && Number(s.opacity) > 0;
			}).length,
	);
}

/** The card of one pin. */
function cardOf(page: Page, id: string | null): Locator {
	return cards(page).filter({ has: page.locator(`a.pin-card[data-pin-id="${id}"]`) });
}

/** The first card whose pin is not saved yet. */
function unsavedCard(page: Page, n = 0): Locator {
	return cards(page)
		.filter({ has: page.locator('a.pin-save:not(.is-saved)') })
		.nth(n);
}

test.describe('phone cards (390×844)', () => {
	test('signed out: no Save pill on any card; a long press saves through the signed-out flow (UPS-14)', async ({
		openPage,
	}) => {
		const page = await openPage(PHONE);
		await page.goto('/');
		await expect(cards(page).first()).toBeVisible();
		expect(await visibleSavePills(page)).toBe(0);
		const [id] = await pinIdsOnPage(page);
		const card = cards(page).first();
		await longPress(page, card.locator('.pin-card__image'));
		// The mobile experience's quick save: kept in the browser, the card now says so.
		await expect(card.locator('a.pin-save')).toHaveText('Saved');
		await expect(card.locator('a.pin-save')).toBeVisible();
		await expect(page.getByRole('status').filter({ hasText: 'Saved for now' })).toBeVisible();
		// The press did not open the pin.
		await expect(page).toHaveURL(/\/$/);
		expect(
			await page.evaluate(() => JSON.parse(localStorage.getItem('cb_unauth') ?? '{}').savedPins),
		).toEqual([{ id }]);
		await expectAccessible(page);
	});

	test('signed in: no Save pill; saved pins say Saved; a long press opens the board picker (BRD-12)', async ({
		openPage,
	}) => {
		const page = await openPage(PHONE);
		await logInAsDemo(page);
		await expect(cards(page).first()).toBeVisible();
		expect(await visibleSavePills(page)).toBe(0);
		const card = unsavedCard(page);
		await longPress(page, card.locator('.pin-card__image'));
		const picker = page.getByRole('dialog', { name: 'Save' });
		await expect(picker).toBeVisible();
		await expect(page).toHaveURL(/\/$/);
		await page.keyboard.press('Escape');
		await expect(picker).toBeHidden();
		// A tap still opens the pin.
		const href = await card.locator('a.pin-card').getAttribute('href');
		await card.locator('.pin-card__image').tap();
		await expect(page).toHaveURL(new RegExp(`${href}$`));
	});
});

test.describe('desktop cards (1366×900)', () => {
	test('signed out: Save and Share show on hover and keyboard focus only', async ({ page }) => {
		await page.goto('/');
		const card = cards(page).nth(1);
		const save = card.getByRole('link', { name: 'Save' });
		await page.mouse.move(5, 890);
		await expect(save).toHaveCSS('opacity', '0');
		await card.hover();
		await expect(save).toHaveCSS('opacity', '1');
		await expect(card.getByRole('button', { name: 'Share' })).toBeVisible();
		// Signed out there is no board to name and no options to offer.
		await expect(card.getByRole('button', { name: 'More options' })).toHaveCount(0);

		// Keyboard: card → Save → Share, each shown while focused.
		await page.mouse.move(5, 890);
		const next = cards(page).nth(2);
		await next.locator('a.pin-card').focus();
		await page.keyboard.press('Tab');
		await expect(next.getByRole('link', { name: 'Save' })).toBeFocused();
		await expect(next.getByRole('link', { name: 'Save' })).toHaveCSS('opacity', '1');
		await page.keyboard.press('Tab');
		await expect(next.getByRole('button', { name: 'Share' })).toBeFocused();
		await expectAccessible(page);
	});

	test('signed in: the overlay names the last board; Save saves there, the board opens the picker, saved pins say so (PIN-10)', async ({
		page,
	}) => {
		await signUp(page, 'cards');
		await page.goto('/');
		const firstId = await unsavedCard(page).locator('a.pin-card').getAttribute('data-pin-id');
		const first = cardOf(page, firstId);
		await page.mouse.move(5, 890);
		await expect(first.locator('a.pin-save')).toHaveCSS('opacity', '0');
		await first.hover();
		// A new account has saved nowhere yet: the board button offers the picker.
		const board = first.getByRole('button', { name: 'Board', exact: true });
		await expect(board).toBeVisible();
		await expect(first.getByRole('button', { name: 'Share' })).toBeVisible();
		await expect(first.getByRole('button', { name: 'More options' })).toBeVisible();
		await expectAccessible(page);
		await board.click();
		const picker = page.getByRole('dialog', { name: 'Save' });
		await expect(picker).toBeVisible();
		await picker.getByLabel('Board name').fill('E2E card board');
		await picker.getByRole('button', { name: 'Create and save' }).click();
		await expect(picker).toBeHidden();
		await expect(first.locator('a.pin-save')).toHaveText('Saved');

		// The next card's Save goes straight to that board.
		let second = cards(page)
			.filter({
				has: page.locator(`a.pin-save:not(.is-saved):not([data-save-pin="${firstId}"])`),
			})
			.first();
		const secondId = await second.locator('a.pin-card').getAttribute('data-pin-id');
		second = cardOf(page, secondId);
		await second.hover();
		await expect(second.getByRole('button', { name: 'E2E card board' })).toBeVisible();
		await second.getByRole('link', { name: 'Save', exact: true }).click();
		await expect(
			page.getByRole('status').filter({ hasText: 'Saved to E2E card board' }),
		).toBeVisible();
		await expect(picker).toHaveCount(0);
		await expect(second.locator('a.pin-save')).toHaveText('Saved');

		// From the server: both cards say Saved at rest, and the overlay names the board.
		await page.reload();
		await page.mouse.move(5, 890);
		for (const id of [firstId, secondId]) {
			const mark = page.locator(`a.pin-save[data-save-pin="${id}"]`);
			await expect(mark).toHaveText('Saved');
			await expect(mark).toHaveCSS('opacity', '1');
		}
		const again = unsavedCard(page);
		await again.hover();
		await expect(again.getByRole('button', { name: 'E2E card board' })).toBeVisible();
	});

	test('signed in, keyboard only: card → board → Save → Share → More options, which opens the pin options', async ({
		page,
	}) => {
		await logInAsDemo(page);
		await page.mouse.move(5, 890);
		const card = unsavedCard(page);
		await card.locator('a.pin-card').focus();
		await page.keyboard.press('Tab');
		const board = card.locator('[data-card-board]');
		await expect(board).toBeFocused();
		await expect(board).toHaveCSS('opacity', '1');
		await page.keyboard.press('Tab');
		await expect(card.getByRole('link', { name: 'Save' })).toBeFocused();
		await page.keyboard.press('Tab');
		await expect(card.getByRole('button', { name: 'Share' })).toBeFocused();
		await page.keyboard.press('Tab');
		const more = card.getByRole('button', { name: 'More options' });
		await expect(more).toBeFocused();
		await expectAccessible(page);
		await page.keyboard.press('Enter');
		const options = page.getByRole('dialog', { name: 'Pin options' });
		await expect(options).toBeVisible();
		await expect(options.getByRole('button', { name: 'Hide Pin' })).toBeVisible();
		await expect(options.getByRole('button', { name: 'Report Pin' })).toBeVisible();
		await expect(options.getByRole('button', { name: 'Edit Pin' })).toHaveCount(0);
		await expectAccessible(page);
		await page.keyboard.press('Escape');
		await expect(options).toBeHidden();
		await expect(more).toBeFocused();
		// Share copies the pin's link (CopyLink's listener).
		await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
		await card.getByRole('button', { name: 'Share' }).focus();
		await page.keyboard.press('Enter');
		await expect(page.getByRole('status').filter({ hasText: 'Link copied!' })).toBeVisible();
		const href = await card.locator('a.pin-card').getAttribute('href');
		expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
			new RegExp(`${href}$`),
		);
	});
});
