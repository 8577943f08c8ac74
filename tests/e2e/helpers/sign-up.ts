import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { waitForIslands } from './hydration.ts';
import { expect } from './test.ts';

export const PASSWORD = 'e2e-journey-Passw0rd!';

/** Signs a fresh account up on /signup in this page (AUTH-05); answers its email. */
export async function signUp(page: Page, tag: string): Promise<string> {
	const email = `e2e-${tag}-${randomBytes(4).toString('hex')}@example.test`;
	await page.goto('/signup');
	await waitForIslands(page);
	await page.getByLabel('Email').fill(email);
	await page.getByLabel('Password').fill(PASSWORD);
	await page.getByLabel('Birthday').fill('1990-04-12');
	await page.getByRole('button', { name: 'Continue' }).click();
	// A refusal (e.g. the per-address sign-up limit) fails here with its message, not at the timeout.
	await page
		.waitForURL((url) => !url.pathname.startsWith('/signup'), { timeout: 20_000 })
		.catch(async () => {
			const alerts = (await page.getByRole('alert').allTextContents()).join(' ').trim();
			throw new Error(`sign-up of ${email} did not finish: ${alerts || 'no message shown'}`);
		});
	// The page after sign-up may still be loading; 'Got it' clicked on a page that is about to be
	// replaced would not be remembered, and the reminder would come back on the next page.
	await page.waitForLoadState('load');
	const reminder = page.getByRole('dialog', { name: 'Verify your email' });
	await reminder.getByRole('button', { name: 'Got it' }).click();
	await expect(reminder).toBeHidden();
	await expect
		.poll(() => page.evaluate(() => sessionStorage.getItem('cb_verify_email_dismissed')))
		.toBe('1');
	return email;
}
