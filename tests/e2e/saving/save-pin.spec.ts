import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { pinIdsOnPage } from '../helpers/demo.ts';
import { expectAccessible } from '../helpers/expect-accessible.ts';
import { waitForIslands } from '../helpers/hydration.ts';
import { expect, test } from '../helpers/test.ts';

/** A fresh account (its boards start empty), signed in, with the email reminder dismissed. */
async function signUp(page: Page): Promise<void> {
	await page.goto('/signup');
	await page.getByLabel('Email').fill(`e2e-save-${randomBytes(4).toString('hex')}@example.test`);
	await page.getByLabel('Password').fill('a-long-e2e-password-1');
	await page.getByLabel('Birthday').fill('1990-04-12');
	await page.getByRole('button', { name: 'Continue' }).click();
	await page.waitForURL((url) => !url.pathname.startsWith('/signup'));
	const reminder = page.getByRole('dialog', { name: 'Verify your email' });
	await expect(reminder).toBeVisible();
	await reminder.getByRole('button', { name: 'Got it' }).click();
}

test.describe('saving pins (PIN-10, PIN-11, BRD-12, PIN-16)', () => {
	test('signed out on desktop, a card Save opens the sign-up modal (UPS-05); no picker script', async ({
		page,
	}) => {
		await page.goto('/');
		const [id] = await pinIdsOnPage(page);
		const save = page.locator('.masonry > li').first().getByRole('link', { name: 'Save' });
		await expect(save).toHaveAttribute('data-unauth-save', id!);
		expect(await page.locator('#save-picker-script').count()).toBe(0);
		await page.locator('.masonry > li').first().hover();
		await save.click();
		await expect(page.getByRole('dialog', { name: 'Sign up to save ideas' })).toBeVisible();
		await expect(page).toHaveURL(/\/$/);
	});

	test('signed out on desktop, the closeup Save opens the sign-up modal (UPS-05)', async ({
		page,
	}) => {
		await page.goto('/');
		const [id] = await pinIdsOnPage(page);
		await page.goto(`/pin/${id}/`);
		await waitForIslands(page);
		const save = page.locator('.save-button').getByRole('link', { name: 'Save' });
		await expect(save).toHaveAttribute('data-unauth-save', id!);
		await save.click();
		await expect(page.getByRole('dialog', { name: 'Sign up to save ideas' })).toBeVisible();
	});

	test('a new user saves from a card into a board made in the picker, then sees it on the closeup and unsaves', async ({
		page,
	}) => {
		await signUp(page);
		await page.goto('/');
		const [, id] = await pinIdsOnPage(page);
		const card = page.locator('.masonry > li').nth(1);
		await card.hover();
		await card.getByRole('link', { name: 'Save' }).click();
		const picker = page.getByRole('dialog', { name: 'Save' });
		await expect(picker).toBeVisible();
		// No boards yet: the create form is open, with suggested names (PIN-16).
		const name = picker.getByLabel('Board name');
		await expect(name).toBeFocused();
		await expect(picker.getByRole('group', { name: 'Ideas' })).toBeVisible();
		await expectAccessible(page);
		await name.fill('E2E keepers');
		await picker.getByRole('button', { name: 'Create and save' }).click();
		await expect(picker).toBeHidden();
		await expect(
			page.getByRole('status').filter({ hasText: 'Saved to E2E keepers' }),
		).toBeVisible();
		await expect(card.locator('.pin-save')).toHaveText('Saved');

		await page.goto(`/pin/${id}/`);
		await waitForIslands(page);
		const saveButton = page.locator('.save-button');
		await expect(saveButton.getByRole('link', { name: 'Saved', exact: true })).toBeVisible();
		await expect(saveButton.getByRole('link', { name: 'E2E keepers' })).toBeVisible();

		await saveButton.getByRole('link', { name: 'Saved', exact: true }).click();
		await expect(picker).toBeVisible();
		await expect(picker.getByRole('button', { name: 'Save to E2E keepers' }).first()).toBeVisible();
		await expectAccessible(page);
		await picker.getByRole('button', { name: 'Remove' }).click();
		await expect(picker).toBeHidden();
		await expect(saveButton.getByRole('link', { name: 'Save', exact: true })).toBeVisible();
		await expect(saveButton.getByRole('link', { name: 'E2E keepers' })).toHaveCount(0);
	});

	test('quick save, a refused duplicate, search, and Escape returning focus (keyboard only)', async ({
		page,
	}) => {
		await signUp(page);
		await page.goto('/');
		const [id] = await pinIdsOnPage(page);
		await page.goto(`/pin/${id}/`);
		await waitForIslands(page);
		const save = page.locator('.save-button__save');
		await save.focus();
		await page.keyboard.press('Enter');
		const picker = page.getByRole('dialog', { name: 'Save' });
		await expect(picker).toBeVisible();
		await picker.getByRole('button', { name: 'Cancel' }).click();
		await picker.getByRole('button', { name: 'Quick save' }).click();
		await expect(picker).toBeHidden();
		await expect(
			page.locator('.save-button').getByRole('link', { name: 'Quick saves' }),
		).toBeVisible();

		await save.focus();
		await page.keyboard.press('Enter');
		await expect(picker).toBeVisible();
		await picker.getByRole('button', { name: 'Save to Quick saves' }).first().click();
		await expect(picker.getByRole('alert')).toContainText(
			'You already saved this pin to that board.',
		);
		await picker.getByLabel('Search your boards').fill('no such board');
		await expect(picker.getByText('No boards match.')).toBeVisible();
		await page.keyboard.press('Escape');
		await expect(picker).toBeHidden();
		await expect(save).toBeFocused();
	});
});
