import type { Page } from '@playwright/test';
import { createBoardInUi } from '../helpers/boards.ts';
import { expectAccessible } from '../helpers/expect-accessible.ts';
import { waitForIslands } from '../helpers/hydration.ts';
import { callResourceFromPage } from '../helpers/resource.ts';
import { signUp } from '../helpers/sign-up.ts';
import { expect, test } from '../helpers/test.ts';
import { uploadImageFromPage } from '../helpers/upload-image.ts';
import { whoAmI } from '../helpers/who-am-i.ts';

const EXPERIMENT = 'collage_creation_tool';

/** The viewer's group in the collage experiment, as the server assigns it (STA-10 state). */
async function collageGroup(page: Page): Promise<string | null> {
	return page.evaluate(async (name) => {
		const res = await fetch('/_/_/state?source_url=/collage-creation-tool');
		const state = (await res.json()).resource_response?.data;
		return (state?.experiment_groups?.[name] as string | undefined) ?? null;
	}, EXPERIMENT);
}

/**
 * Signs up fresh accounts until one is in the experiment's `enabled` group: groups follow the
 * user id (a hash), so about every second account is. Answers the last one's email.
 */
async function signUpInExperiment(page: Page): Promise<void> {
	for (let i = 0; i < 10; i++) {
		await signUp(page, 'collage');
		const group = await collageGroup(page);
		if (group?.startsWith('enabled')) return;
		// Not in it: the page is the not-found page for this account (NAV-07, BLD-21).
		const res = await page.goto('/collage-creation-tool');
		expect(res?.status()).toBe(404);
		// A new account in this tab: the verify-email reminder counts as dismissed per tab session.
		await page.evaluate(() => sessionStorage.clear());
		await page.context().clearCookies();
	}
	throw new Error('no account landed in the collage experiment in 10 sign-ups');
}

test('BLD-21 RTE-16: place two Pins, move one with the keyboard, publish, see the credits', async ({
	page,
}) => {
	test.setTimeout(120_000);
	await signUpInExperiment(page);
	const me = await whoAmI(page);
	const board = await createBoardInUi(page, { name: 'Collage board' });
	for (const [hue, title] of [
		[10, 'Red field'],
		[210, 'Blue field'],
	] as const) {
		const mediaId = await uploadImageFromPage(page, hue);
		const made = await callResourceFromPage(page, 'PinResource', 'create', {
			board_id: board.id,
			media_id: mediaId,
			title,
		});
		expect(made.httpStatus).toBe(200);
	}

	await page.goto('/collage-creation-tool');
	await waitForIslands(page);
	await expect(page.getByRole('heading', { level: 1, name: 'Create a collage' })).toBeVisible();
	await page.getByRole('button', { name: `Add Red field, by @${me.username}` }).click();
	await page.getByRole('button', { name: `Add Blue field, by @${me.username}` }).click();
	const board1 = page.getByRole('region', { name: 'Collage board' });
	const first = board1.getByRole('button', { name: /^Cut-out 1 of 2: Red field/ });
	await expect(first).toHaveAccessibleName(/25% from the left/);
	await expect(board1.getByRole('button', { name: /^Cut-out 2 of 2: Blue field/ })).toBeVisible();

	// Keyboard only: move the first cut-out right and down, make it bigger, bring it forward.
	await first.focus();
	for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
	await page.keyboard.press('Shift+ArrowDown');
	await page.keyboard.press('+');
	await expect(first).toHaveAccessibleName(/30% from the left/);
	await page.keyboard.press('PageUp');
	await expect(
		board1.getByRole('button', { name: /^Cut-out 2 of 2: Red field.* 30% from the left/ }),
	).toBeFocused();
	await page.getByRole('button', { name: 'Cut out' }).click();
	const cut = page.getByRole('slider', { name: 'Cut-out' });
	await cut.focus();
	await page.keyboard.press('Shift+ArrowLeft');
	await expect(cut).toHaveAttribute('aria-valuetext', /95% wide/);
	await page.getByRole('button', { name: 'Done cutting' }).click();
	await expectAccessible(page);

	await page.getByLabel('Title', { exact: true }).fill('My first collage');
	await page.getByLabel(/^Description/).fill('Two fields');
	await expect(page.getByLabel('Board', { exact: true })).toHaveValue(board.id);
	await page.getByRole('button', { name: 'Publish' }).click();
	await page.waitForURL(/\/pin\/\d+\/$/, { timeout: 30_000 });
	await expect(page.getByRole('heading', { name: 'My first collage' })).toBeVisible();
	await expect(page.getByText(`Made from Pins by @${me.username}`)).toBeVisible();
	await expect(page.getByText(/Two fields/)).toBeVisible();
	const picture = page.locator('.closeup img').first();
	await expect(picture).toBeVisible();
});

test('RTE-16: signed-out visitors are sent to log in', async ({ page }) => {
	await page.goto('/collage-creation-tool');
	await expect(page).toHaveURL(/\/login\?next=%2Fcollage-creation-tool/);
});

test('BLD-21: the search tab pages its results with Show more', async ({ page }) => {
	test.setTimeout(90_000);
	await signUpInExperiment(page);
	await page.goto('/collage-creation-tool');
	await waitForIslands(page);
	await page.getByRole('tab', { name: 'Search Pins' }).click();
	await page.getByRole('searchbox', { name: 'Search Pins' }).fill('kitchen');
	await page.getByRole('button', { name: 'Search', exact: true }).click();
	const found = page.getByRole('list', { name: 'Pins found' });
	await expect(found.getByRole('listitem')).toHaveCount(30);
	await expect(page.getByRole('status')).toHaveText('30+ Pins found.');
	await page.getByRole('button', { name: 'Show more' }).click();
	await expect.poll(() => found.getByRole('listitem').count()).toBeGreaterThan(30);
	// Every picture is offered once, across pages.
	const names = await found
		.getByRole('button')
		.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
	const keys = await found
		.locator('img')
		.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
	expect(new Set(keys).size).toBe(keys.length);
	expect(names.length).toBe(keys.length);
	await expectAccessible(page);
});
