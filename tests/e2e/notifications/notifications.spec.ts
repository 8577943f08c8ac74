import type { Page } from '@playwright/test';
import { expectAccessible } from '../helpers/expect-accessible.ts';
import { pseudoSweep } from '../helpers/pseudo-sweep.ts';
import { callResourceFromPage } from '../helpers/resource.ts';
import { signUp } from '../helpers/sign-up.ts';
import { expect, test } from '../helpers/test.ts';
import { whoAmI } from '../helpers/who-am-i.ts';

/**
 * Issue 28, NTF-01..06 in a real browser: B follows A; A's badge shows within its polling
 * delays (NTF-02: 2 s, then 5 s, 10 s, …), with the `(n)` tab title (NTF-03); opening the side
 * panel (NTF-06) lists the notification and clears both; `/notifications` lists it too. axe
 * on both widths; screenshots in the test's output folder.
 */
async function badge(page: Page) {
	return page
		.locator('.side-nav [data-notification-badge], .bottom-nav [data-notification-badge]')
		.filter({ visible: true })
		.first();
}

test('NTF-01, NTF-03, NTF-06: a follow reaches the badge, the side panel and /notifications', async ({
	browser,
	page,
}, testInfo) => {
	test.setTimeout(120_000);
	await page.setViewportSize({ width: 1366, height: 900 });
	await signUp(page, 'ntf-a');
	const a = await whoAmI(page);
	const bContext = await browser.newContext({
		extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.2' },
	});
	const bPage = await bContext.newPage();
	await signUp(bPage, 'ntf-b');
	const b = await whoAmI(bPage);

	await page.goto('/');
	const titleBefore = await page.title();
	expect(titleBefore.startsWith('(')).toBe(false);
	const followed = await callResourceFromPage(bPage, 'UserFollowResource', 'create', {
		user_id: a.id,
	});
	expect(followed.httpStatus).toBe(200);

	// NTF-02: the badge refreshes at 2 s, 7 s, 17 s… after load; the fan-out job runs within ~1 s.
	const sideBadge = page.locator('.side-nav [data-notification-badge]');
	await expect(sideBadge).toHaveText('1', { timeout: 30_000 });
	await expect(page).toHaveTitle(`(1) ${titleBefore}`);
	await page.screenshot({ path: testInfo.outputPath('badge-1366.png') });

	// NTF-06: the side panel lists it and clears the badge and the title's (n).
	await page.locator('.side-nav [data-nav-item="news"]').click();
	const panel = page.locator('#side-panel-news');
	await expect(panel).toBeVisible();
	await expect(panel.getByRole('link', { name: /started following you/ })).toBeVisible();
	await expect(panel.getByRole('link', { name: /started following you/ })).toHaveAttribute(
		'href',
		`/${b.username}/`,
	);
	await expect(sideBadge).toBeHidden();
	await expect(page).toHaveTitle(titleBefore);
	await page.screenshot({ path: testInfo.outputPath('panel-1366.png') });
	// Cleared on the server too: the count is 0.
	const count = await callResourceFromPage(page, 'NewsHubBadgeResource', 'get', {});
	expect(count.response.data.count).toBe(0);

	// NTF-06: the page, at both widths, with axe.
	await page.goto('/notifications');
	await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
	await expect(page.locator('.notification').first()).toContainText('started following you');
	await expectAccessible(page);
	await page.screenshot({ path: testInfo.outputPath('notifications-1366.png'), fullPage: true });
	await page.setViewportSize({ width: 390, height: 844 });
	await page.reload();
	await expect(page.locator('.bottom-nav [data-nav-item="news"]')).toBeVisible();
	await expectAccessible(page);
	await page.screenshot({ path: testInfo.outputPath('notifications-390.png'), fullPage: true });
	// The bottom nav's panel on a phone.
	await page.locator('.bottom-nav [data-nav-item="news"]').click();
	await expect(
		page.locator('#bottom-panel-news').getByRole('link', { name: /started following you/ }),
	).toBeVisible();
	await expectAccessible(page);
	await page.screenshot({ path: testInfo.outputPath('panel-390.png') });
	expect(await badge(page)).toBeTruthy();
	await bContext.close();
});

test('signed-out visitors get the login page for /notifications and never poll the badge', async ({
	page,
}) => {
	const requests: string[] = [];
	page.on('request', (r) => {
		if (r.url().includes('NewsHubBadgeResource')) requests.push(r.url());
	});
	await page.goto('/notifications');
	await expect(page).toHaveURL(/\/login\?next=%2Fnotifications/);
	await page.goto('/');
	await page.waitForTimeout(2_500);
	expect(requests).toEqual([]);
});

pseudoSweep(
	'notifications',
	[
		{ name: 'notifications page', path: () => '/notifications' },
		{
			name: 'notifications side panel',
			path: () => '/',
			open: async (page) => {
				await page.locator('.side-nav [data-nav-item="news"]').click();
				await page
					.locator('#side-panel-news [data-panel-state]:not([hidden]), #side-panel-news li')
					.first()
					.waitFor();
			},
		},
	],
	true,
);
