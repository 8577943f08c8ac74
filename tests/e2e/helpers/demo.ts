import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../../../src/app/seed/demo-account.ts';

export { DEMO_PASSWORD, DEMO_USERNAME };

/** Logs in as the demo account through the login form. */
export async function logInAsDemo(page: Page): Promise<void> {
	await page.goto('/login');
	await page.getByLabel('Email or username').fill(DEMO_USERNAME);
	await page.getByLabel('Password').fill(DEMO_PASSWORD);
	await page.getByRole('button', { name: 'Log in' }).click();
	await page.waitForURL((url) => url.pathname === '/');
}

/** Ids of the pins in the first grid on the page, in document order. */
export async function pinIdsOnPage(page: Page): Promise<string[]> {
	return page
		.locator('.masonry a.pin-card')
		.evaluateAll((as) => as.map((a) => a.getAttribute('data-pin-id') ?? ''));
}
