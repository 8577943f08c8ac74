import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO_USERNAME, logInAsDemo } from '../helpers/demo.ts';
import { expectAccessible } from '../helpers/expect-accessible.ts';
import { waitForIslands } from '../helpers/hydration.ts';
import { expect, test } from '../helpers/test.ts';

/** Signs up a fresh account (AUTH-05) and dismisses the verify-email reminder. */
async function signUp(page: Page): Promise<void> {
	await page.goto('/signup');
	await page.getByLabel('Email').fill(`e2e-profile-${randomBytes(4).toString('hex')}@example.test`);
	await page.getByLabel('Password').fill('correct horse battery 9');
	await page.getByLabel('Birthday').fill('1990-04-12');
	await page.getByRole('button', { name: 'Continue' }).click();
	await page.waitForURL((url) => !url.pathname.startsWith('/signup'));
	const reminder = page.getByRole('dialog', { name: 'Verify your email' });
	await expect(reminder).toBeVisible();
	await reminder.getByRole('button', { name: 'Got it' }).click();
}

test.describe('profiles (RTE-05, BRD-15, ACC-22, PIN-19)', () => {
	test('RTE-05: the profile and its tabs read completely with JavaScript off', async ({
		browser,
	}) => {
		const context = await browser.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto(`/${DEMO_USERNAME}/`);
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		await expect(
			page.getByRole('heading', { name: 'Boards', level: 2, exact: true }),
		).toBeVisible();
		await expect(page.getByRole('heading', { name: 'Secret boards' })).toHaveCount(0);
		await expect(page.locator('.board-card').first()).toBeVisible();
		await expect(page.locator('.masonry a.pin-card').first()).toBeVisible();
		expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(
			new RegExp(`/${DEMO_USERNAME}/$`),
		);
		const jsonLd = JSON.parse(
			(await page.locator('script[type="application/ld+json"]').textContent())!,
		);
		expect(jsonLd['@type']).toBe('ProfilePage');
		await page.getByRole('link', { name: 'Created', exact: true }).click();
		await page.waitForURL(`**/${DEMO_USERNAME}/_created/`);
		await expect(page.locator('.masonry a.pin-card').first()).toBeVisible();
		await page.getByRole('link', { name: 'red', exact: true }).click();
		await page.waitForURL(/filter=COLORS&color=red/);
		await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
		// axe needs JavaScript in the page; the same pages are checked with it on below.
		await context.close();
	});

	test('BRD-15: the owner sees the secret boards group and an Edit profile link', async ({
		page,
	}) => {
		await logInAsDemo(page);
		await page.goto(`/${DEMO_USERNAME}/`);
		await expect(page.getByRole('heading', { name: 'Secret boards' })).toBeVisible();
		await expect(page.getByRole('link', { name: 'Edit profile' })).toBeVisible();
		await expectAccessible(page);
	});

	test('ACC-22: follow and unfollow change the count; the lists open in a dialog; block hides the profile', async ({
		page,
	}) => {
		await signUp(page);
		page.on('dialog', (dialog) => dialog.accept());
		await page.goto(`/${DEMO_USERNAME}/`);
		await waitForIslands(page);
		const followers = page.getByRole('button', { name: /followers?$/ });
		const before = Number((await followers.textContent())!.replace(/\D/g, ''));
		const follow = page.getByRole('button', { name: 'Follow', exact: true });
		await follow.click();
		await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
		await expect(followers).toHaveText(
			new RegExp(`^${(before + 1).toLocaleString('en-US')} follower`),
		);
		await followers.click();
		const dialog = page.getByRole('dialog', { name: 'Followers' });
		await expect(dialog.getByRole('listitem').first()).toBeVisible();
		await expectAccessible(page);
		await page.keyboard.press('Escape');
		await expect(dialog).toHaveCount(0);
		await expect(followers).toBeFocused();
		await page.getByRole('button', { name: 'Following', exact: true }).click();
		await expect(followers).toHaveText(new RegExp(`^${before.toLocaleString('en-US')} follower`));
		// Block sits under the "…" menu (issue 25), not beside Follow.
		await expect(page.getByRole('button', { name: 'Block', exact: true })).toBeHidden();
		const more = page.getByRole('button', { name: `More options for @${DEMO_USERNAME}` });
		await more.click();
		await expect(more).toHaveAttribute('aria-expanded', 'true');
		await expectAccessible(page);
		await page.keyboard.press('Escape');
		await expect(page.getByRole('button', { name: 'Block', exact: true })).toBeHidden();
		await expect(more).toBeFocused();
		await more.click();
		await page.getByRole('button', { name: 'Block', exact: true }).click();
		await expect(page.getByText(`You blocked @${DEMO_USERNAME}.`)).toBeVisible();
		await expect(page.locator('.board-card')).toHaveCount(0);
		await page.getByRole('button', { name: 'Unblock' }).click();
		await expect(page.locator('.board-card').first()).toBeVisible();
	});
});
