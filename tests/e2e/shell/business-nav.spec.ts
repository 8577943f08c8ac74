import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test } from '../helpers/open-page.ts';
import { signUp } from '../helpers/sign-up.ts';
import { expect } from '../helpers/test.ts';

/**
 * Issue 25, item 11: after "Create a business account" (MAS-07) the new business account keeps
 * the personal navigation until the business hub exists (NAV-03 deferred): the left rail
 * (NAV-01) at 1366 px and the bottom nav (NAV-05) at 390 px.
 */
async function createBusiness(page: Page): Promise<void> {
	await signUp(page, 'business-nav');
	await page.goto('/create-business');
	await page.getByLabel('Business name').fill(`Shop ${randomBytes(3).toString('hex')}`);
	await page.getByRole('button', { name: 'Create account' }).click();
	await page.waitForURL((url) => url.pathname === '/');
	const partner = await page.request.get('/v3/users/me/?fields=user.partner').then((r) => r.json());
	expect(partner.resource_response.data.partner).not.toBeNull();
}

test('NAV-01: a new business account keeps the personal left rail at 1366 px', async ({
	openPage,
}) => {
	const page = await openPage({ viewport: { width: 1366, height: 900 } });
	await createBusiness(page);
	const rail = page.getByRole('navigation', { name: 'Site' });
	await expect(rail).toBeVisible();
	for (const name of ['Home', 'Today', 'Boards'])
		await expect(rail.getByRole('link', { name })).toBeVisible();
	for (const name of ['Create', 'More options'])
		await expect(rail.getByRole('button', { name })).toBeVisible();
	await page.goto('/today/');
	await expect(page.getByRole('navigation', { name: 'Site' })).toBeVisible();
});

test('NAV-05: a new business account keeps the bottom nav at 390 px', async ({ openPage }) => {
	const page = await openPage({ viewport: { width: 390, height: 844 } });
	await createBusiness(page);
	const bottom = page.locator('nav.bottom-nav');
	await expect(bottom).toBeVisible();
	for (const name of ['Home', 'Ideas', 'Create', 'Saved'])
		await expect(bottom.getByText(name, { exact: true })).toBeVisible();
});
