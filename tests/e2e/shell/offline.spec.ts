import { DEMO_USERNAME } from '../helpers/demo.ts';
import { waitForIslands } from '../helpers/hydration.ts';
import { signUp } from '../helpers/sign-up.ts';
import { expect, test } from '../helpers/test.ts';

/**
 * Errors and offline in a real browser: the offline banner's states (ERR-05), the offline toast
 * of a call that cannot reach the server (ERR-04), and the no-JavaScript nag (ERR-06).
 */

test('the offline banner says offline, then "You\'re back online!" for 2 s (ERR-05)', async ({
	page,
	context,
}) => {
	await page.goto('/');
	await page.waitForLoadState('load');
	const banner = page.locator('#offline-banner');
	await expect(banner).toBeHidden();
	await context.setOffline(true);
	await expect(banner).toBeVisible();
	await expect(banner).toHaveText("You're offline! Check your internet connection.");
	await expect(banner).toHaveAttribute('role', 'status');
	await context.setOffline(false);
	await expect(banner).toHaveText("You're back online!");
	const backAt = Date.now();
	await expect(banner).toBeHidden({ timeout: 5000 });
	// Shown for about 2,000 ms (ERR-05), not hidden at once.
	expect(Date.now() - backAt).toBeGreaterThan(1500);
});

test('a call that cannot reach the server says so (ERR-04)', async ({ page, context }) => {
	await signUp(page, 'offline');
	await page.goto(`/${DEMO_USERNAME}/`);
	await waitForIslands(page);
	await context.setOffline(true);
	await page.getByRole('button', { name: 'Follow', exact: true }).click();
	await expect(page.getByText("Hmm...you're not connected to the internet.")).toBeVisible();
	await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
	await context.setOffline(false);
});

test('without JavaScript a short note says what needs it, and the page still reads (ERR-06)', async ({
	browser,
}) => {
	const context = await browser.newContext({ javaScriptEnabled: false });
	const page = await context.newPage();
	await page.goto('/');
	await expect(page.locator('.noscript-nag')).toContainText('works best with JavaScript');
	await expect(page.locator('a.pin-card').first()).toBeVisible();
	await expect(page.locator('#offline-banner')).toBeHidden();
	await context.close();
});
