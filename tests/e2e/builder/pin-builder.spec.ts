import type { Locator, Page } from '@playwright/test';
import { drawnPng } from '../helpers/drawn-picture.ts';
import { waitForIslands } from '../helpers/hydration.ts';
import { signUp } from '../helpers/sign-up.ts';
import { expect, test } from '../helpers/test.ts';
import { whoAmI } from '../helpers/who-am-i.ts';

/**
 * The pin builder (BLD-21) in a real browser: pictures in by drop and by the file picker, a
 * carousel (BLD-05) published to a board made inline, the keyboard-only path, BLD-17's inline
 * errors, and the route switch (RTE-16). Every page is axe-checked after each test.
 */

const BUILDER = '/pin-creation-tool/';

/** Drops `hues.length` generated pictures on the drop zone, as a drag from the desktop does. */
async function dropPictures(page: Page, hues: number[]): Promise<void> {
	const files = await Promise.all(
		hues.map(async (h) => (await drawnPng(page, h)).toString('base64')),
	);
	const dataTransfer = await page.evaluateHandle((list) => {
		const dt = new DataTransfer();
		list.forEach((b64, i) => {
			const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
			dt.items.add(new File([bytes], `picture-${i + 1}.png`, { type: 'image/png' }));
		});
		return dt;
	}, files);
	const zone = page.getByTestId('drop-zone');
	await zone.dispatchEvent('dragover', { dataTransfer });
	await zone.dispatchEvent('drop', { dataTransfer });
}

/** Presses Tab until `target` has focus (keyboard only); fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
	for (let i = 0; i < max; i++) {
		if (await target.evaluate((el) => el === document.activeElement)) return;
		await page.keyboard.press('Tab');
	}
	throw new Error(`Tab never reached ${target}`);
}

async function openBuilder(page: Page): Promise<void> {
	await page.goto(BUILDER);
	await waitForIslands(page);
	await expect(page.getByRole('heading', { level: 1, name: 'Create Pin' })).toBeVisible();
}

test('BLD-21 BLD-05 BLD-22: two dropped pictures become drafts, combine into a carousel and publish to a board made inline', async ({
	page,
}) => {
	test.setTimeout(90_000);
	await signUp(page, 'builder-carousel');
	const me = await whoAmI(page);
	await openBuilder(page);

	await dropPictures(page, [10, 200]);
	const picks = page.getByRole('checkbox', { name: 'Select Untitled draft' });
	await expect(picks).toHaveCount(2, { timeout: 20_000 });
	await expect(page.getByRole('progressbar', { name: /Uploading picture-1\.png/ })).toBeVisible();

	await picks.nth(0).check();
	await picks.nth(1).check();
	await page.getByRole('button', { name: 'Combine into a carousel' }).click();
	await expect(page.getByText('Combined 2 pictures into a carousel.')).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Carousel: 2 pictures' })).toBeVisible();
	await expect(page.getByRole('checkbox', { name: /^Select / })).toHaveCount(1);

	// Reorder: the second picture first, then back.
	await page.getByRole('button', { name: 'Move picture 2 earlier' }).click();
	await page.getByRole('button', { name: 'Move picture 1 later' }).click();

	const title = `Carousel ${Date.now()}`;
	await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
	await page
		.getByRole('textbox', { name: 'Description', exact: true })
		.fill('Two pictures in one pin.');
	const boardName = `Builder board ${Date.now() % 100000}`;
	await page.getByRole('button', { name: /^Board/ }).click();
	const dialog = page.getByRole('dialog', { name: 'Choose a board' });
	await expect(dialog).toHaveAttribute('aria-busy', 'false');
	const createBoard = dialog.getByRole('button', { name: 'Create board' });
	if (await createBoard.isVisible()) await createBoard.click();
	await dialog.getByLabel('Board name').fill(boardName);
	await dialog.getByRole('button', { name: 'Create', exact: true }).click();
	await expect(dialog).toBeHidden();
	await expect(page.getByRole('button', { name: `Board ${boardName}` })).toBeVisible();
	await expect(
		page.getByRole('form', { name: 'Pin details' }).getByText('Saved', { exact: true }),
	).toBeVisible({ timeout: 10_000 });

	await page.getByRole('button', { name: 'Publish' }).click();
	await expect(page.getByText('Your Pin is published.')).toBeVisible({ timeout: 20_000 });
	const link = page.getByRole('link', { name: 'See your Pin' });
	const pinPath = await link.getAttribute('href');
	expect(pinPath).toMatch(/^\/pin\/\d+\/$/);

	// The board page shows it; the closeup is the new pin.
	await page.goto(me.profile);
	await page
		.getByRole('link', { name: new RegExp(boardName) })
		.first()
		.click();
	await expect(page.getByRole('heading', { level: 1, name: boardName })).toBeVisible();
	await expect(page.locator(`a[href="${pinPath}"]`).first()).toBeVisible();
	await page.goto(pinPath!);
	await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('BLD-21: a single pin made with the keyboard alone', async ({ page }) => {
	test.setTimeout(90_000);
	await signUp(page, 'builder-keys');
	await openBuilder(page);
	const png = await drawnPng(page, 120);

	const dropButton = page.getByRole('button', { name: 'Choose files or drag and drop them here' });
	await tabTo(page, dropButton);
	// Arming the chooser interception is asynchronous: a round trip to the page makes sure it is
	// on before the key goes down.
	const choosing = page.waitForEvent('filechooser');
	await page.evaluate(() => document.readyState);
	await page.keyboard.press('Enter');
	const chooser = await choosing;
	await chooser.setFiles({ name: 'keys.png', mimeType: 'image/png', buffer: png });
	await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeEnabled({
		timeout: 20_000,
	});

	await tabTo(page, page.getByRole('textbox', { name: 'Title', exact: true }));
	await page.keyboard.type('Made with keys');
	await tabTo(page, page.getByRole('button', { name: /^Board/ }));
	await page.keyboard.press('Enter');
	const dialog = page.getByRole('dialog', { name: 'Choose a board' });
	await expect(dialog).toHaveAttribute('aria-busy', 'false');
	// A new account has no boards: the dialog opens on its "Create board" form.
	const createBoard = dialog.getByRole('button', { name: 'Create board' });
	if (await createBoard.isVisible()) {
		await tabTo(page, createBoard);
		await page.keyboard.press('Enter');
	}
	await expect(dialog.getByLabel('Board name')).toBeFocused();
	await page.keyboard.type('Keyboard board');
	await page.keyboard.press('Enter');
	await expect(dialog).toBeHidden();
	await expect(page.getByRole('button', { name: 'Board Keyboard board' })).toBeFocused();

	await tabTo(page, page.getByRole('button', { name: 'Publish' }));
	await page.keyboard.press('Enter');
	await expect(page.getByText('Your Pin is published.')).toBeVisible({ timeout: 20_000 });
	await tabTo(page, page.getByRole('link', { name: 'See your Pin' }));
	await page.keyboard.press('Enter');
	await expect(page.getByRole('heading', { level: 1, name: 'Made with keys' })).toBeVisible();
});

test('BLD-17 U-23: inline errors for a too-long title and a missing board; more than 8 files are refused with a message', async ({
	page,
}) => {
	test.setTimeout(90_000);
	await signUp(page, 'builder-errors');
	await openBuilder(page);
	const png = await drawnPng(page, 300);
	await page
		.getByTestId('file-input')
		.setInputFiles({ name: 'one.png', mimeType: 'image/png', buffer: png });
	const titleField = page.getByRole('textbox', { name: 'Title', exact: true });
	await expect(titleField).toBeEnabled({ timeout: 20_000 });

	await titleField.fill('x'.repeat(101));
	await expect(page.getByText('101 of 100 characters')).toBeVisible();
	await titleField.blur();
	await expect(page.getByText('Titles can have at most 100 characters.')).toBeVisible();
	await expect(titleField).toHaveAttribute('aria-invalid', 'true');

	await page.getByRole('button', { name: 'Publish' }).click();
	await expect(page.getByText('Pick a board for your Pin.')).toBeVisible();
	// Focus goes to the first field in trouble: the board (it comes before the title).
	await expect(page.getByRole('button', { name: /^Board/ })).toBeFocused();
	await expect(page.getByText('Your Pin is published.')).toHaveCount(0);

	// The server refuses to keep a title over the limit too; a valid one is saved and survives a
	// reload.
	const form = page.getByRole('form', { name: 'Pin details' });
	await expect(form.getByText(/^Not saved/)).toBeVisible({ timeout: 10_000 });
	await titleField.fill('Kept across reloads');
	await expect(form.getByText('Saved', { exact: true })).toBeVisible({ timeout: 10_000 });
	await page.reload();
	await waitForIslands(page);
	await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
		'Kept across reloads',
	);

	// U-23: nine files at once: eight upload, the ninth is refused with a message.
	await page.getByTestId('file-input').setInputFiles(
		Array.from({ length: 9 }, (_, i) => ({
			name: `many-${i}.png`,
			mimeType: 'image/png',
			buffer: png,
		})),
	);
	await expect(
		page.getByRole('alert').filter({ hasText: 'You can add up to 8 files at a time' }),
	).toBeVisible();
	await expect(page.getByRole('list', { name: 'Uploads' }).getByRole('listitem')).toHaveCount(8);
});

test('RTE-16 NAV-07: the inactive builder address redirects to the active one; the Create menu and the empty Created tab link it', async ({
	page,
	request,
}) => {
	const moved = await request.get('/idea-pin-builder/?draft=12', { maxRedirects: 0 });
	expect(moved.status()).toBe(302);
	expect(moved.headers().location).toBe('/pin-creation-tool/?draft=12');
	const signedOut = await request.get(BUILDER, { maxRedirects: 0 });
	expect(signedOut.status()).toBe(303);
	expect(signedOut.headers().location).toMatch(/^\/login\?next=%2Fpin-creation-tool%2F/);

	await page.setViewportSize({ width: 1366, height: 900 });
	await signUp(page, 'builder-menu');
	// A new account's own empty Created tab offers the builder.
	const me = await whoAmI(page);
	await page.goto(`${me.profile}_created/`);
	await expect(page.getByRole('link', { name: 'Create your first Pin' })).toHaveAttribute(
		'href',
		BUILDER,
	);
	await page.getByRole('button', { name: 'Create' }).first().click();
	const createPin = page.getByRole('link', { name: 'Create Pin' }).first();
	await expect(createPin).toHaveAttribute('href', BUILDER);
	await createPin.click();
	await expect(page).toHaveURL(/\/pin-creation-tool\/$/);
	await expect(page.getByRole('heading', { level: 1, name: 'Create Pin' })).toBeVisible();
});

test('BLD-21 PIN-17: a story draft opens the story editor inside the builder', async ({ page }) => {
	test.setTimeout(60_000);
	await signUp(page, 'builder-story');
	await openBuilder(page);
	await page.getByRole('button', { name: 'New story' }).click();
	await expect(page.getByRole('button', { name: 'Untitled story', exact: true })).toBeVisible();
	await expect(page.getByRole('form', { name: 'Pin details' })).toBeVisible();
	await page.getByRole('button', { name: 'Publish' }).click();
	await expect(page.getByText('Pick a board for your Pin.')).toBeVisible();
});
