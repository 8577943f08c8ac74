import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { createBoardInUi } from '../helpers/boards.ts';
import { waitForIslands } from '../helpers/hydration.ts';
import { signUp } from '../helpers/sign-up.ts';
import { expect, test } from '../helpers/test.ts';
import { testClip } from '../helpers/test-clip.ts';

/**
 * A story and a video made through the real builder (PIN-17, BLD-11, BLD-12, BLD-14, U-23):
 * pages written and a picture uploaded in the story editor, a video uploaded in the builder
 * with a cover frame picked, each published to a board and watched on its closeup. Every page
 * is axe-checked after each test.
 */
test.describe.configure({ timeout: 120_000 });

const BUILDER = '/pin-creation-tool/';

async function openBuilder(page: Page): Promise<void> {
	await page.goto(BUILDER);
	await waitForIslands(page);
	await expect(page.getByRole('heading', { level: 1, name: 'Create Pin' })).toBeVisible();
}

/** Picks `boardName` in the builder's board picker. */
async function chooseBoard(page: Page, boardName: string): Promise<void> {
	await page.getByRole('button', { name: /^Board/ }).click();
	const dialog = page.getByRole('dialog', { name: 'Choose a board' });
	await expect(dialog).toHaveAttribute('aria-busy', 'false');
	await dialog.getByRole('button', { name: `Save to ${boardName}` }).click();
	await expect(dialog).toBeHidden();
	await expect(page.getByRole('button', { name: `Board ${boardName}` })).toBeVisible();
}

/** Publishes the open draft once it is saved; answers the new pin's path. */
async function publish(page: Page): Promise<string> {
	await expect(
		page.getByRole('form', { name: 'Pin details' }).getByText('Saved', { exact: true }),
	).toBeVisible({ timeout: 10_000 });
	await page.getByRole('button', { name: 'Publish' }).click();
	await expect(page.getByText('Your Pin is published.')).toBeVisible({ timeout: 30_000 });
	const href = await page.getByRole('link', { name: 'See your Pin' }).getAttribute('href');
	expect(href).toMatch(/^\/pin\/\d+\/$/);
	return href!;
}

/** The stored picture a media URL names (`/media/ab/cd/<hash>/<size>.jpg`). */
const mediaKey = (url: string | null) =>
	/\/media\/(?:[^/]+\/){2}([0-9a-f]{32})\//.exec(url ?? '')?.[1];

test('PIN-17 BLD-11 BLD-14: a story made in the builder (a text page, a picture page, a title) publishes and plays', async ({
	page,
}) => {
	await signUp(page, 'builder-story-play');
	const boardName = `Stories ${Date.now() % 100000}`;
	await createBoardInUi(page, { name: boardName });
	await openBuilder(page);
	await page.getByRole('button', { name: 'New story' }).click();
	const form = page.getByRole('form', { name: 'Pin details' });
	await expect(form).toBeVisible();

	// Page 1: a heading.
	await page.getByRole('button', { name: 'Add heading' }).click();
	await page.getByRole('textbox', { name: 'Heading', exact: true }).fill('Autumn soup');
	// Page 2: a picture uploaded in the story editor.
	await page.getByRole('button', { name: 'Add page' }).click();
	await expect(page.getByRole('heading', { name: 'Page 2 of 2' })).toBeVisible();
	const png = await sharp({
		create: { width: 600, height: 800, channels: 3, background: { r: 200, g: 120, b: 40 } },
	})
		.png()
		.toBuffer();
	await page
		.getByRole('button', { name: 'Add picture', exact: true })
		.setInputFiles({ name: 'soup.png', mimeType: 'image/png', buffer: png });
	await expect(page.getByRole('group', { name: 'Picture 1' })).toBeVisible({ timeout: 20_000 });
	await expect(page.getByRole('button', { name: /^Page 2/ })).not.toContainText('(empty)');

	// The title lives on the story's own text item.
	const title = `Soup story ${Date.now() % 100000}`;
	const titleBox = form.getByRole('textbox', { name: 'Title', exact: true });
	await expect(titleBox).toBeEnabled();
	await titleBox.fill(title);
	await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Two pages of soup.');
	await chooseBoard(page, boardName);
	const pinPath = await publish(page);

	await page.mouse.move(0, 0);
	await page.clock.install();
	await page.goto(pinPath);
	await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
	const first = page.getByRole('listitem', { name: 'Page 1 of 2' });
	const second = page.getByRole('listitem', { name: 'Page 2 of 2' });
	await expect(first).toBeVisible();
	await expect(first.getByText('Autumn soup')).toBeVisible();
	await expect(second).toBeHidden();
	// BLD-14: 5 s a page.
	await page.clock.runFor(4000);
	await expect(first).toBeVisible();
	await page.clock.runFor(1500);
	await expect(second).toBeVisible();
	await expect(first).toBeHidden();
	await expect(second.locator('img')).toBeVisible();
	// Hovering pauses it.
	await second.hover();
	await page.clock.runFor(12_000);
	await expect(second).toBeVisible();
	await expect(first).toBeHidden();
});

test('BLD-12 U-23: a video uploaded in the builder, with a cover frame picked, publishes and plays with that poster', async ({
	page,
}) => {
	await signUp(page, 'builder-video');
	const boardName = `Videos ${Date.now() % 100000}`;
	await createBoardInUi(page, { name: boardName });
	await openBuilder(page);
	await page
		.getByTestId('file-input')
		.setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: testClip('mp4', 2) });

	const form = page.getByRole('form', { name: 'Pin details' });
	const covers = form.getByRole('group', { name: 'Video cover' });
	await expect(covers).toBeVisible({ timeout: 60_000 });
	const frames = covers.getByRole('radio');
	await expect(frames).toHaveCount(5);
	const before = await frames.evaluateAll((inputs) =>
		inputs.findIndex((i) => (i as HTMLInputElement).checked),
	);
	const chosen = before === 3 ? 2 : 3;
	await covers.getByRole('radio').nth(chosen).check();
	await expect(frames.nth(chosen)).toBeChecked();
	const chosenKey = mediaKey(
		await covers.getByRole('img', { name: `Frame ${chosen + 1} of 5` }).getAttribute('src'),
	);
	expect(chosenKey).toBeTruthy();

	const title = `Test pattern ${Date.now() % 100000}`;
	await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
	await chooseBoard(page, boardName);
	const pinPath = await publish(page);

	await page.goto(pinPath);
	await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
	const video = page.locator('video[data-pin-video]');
	expect(mediaKey(await video.getAttribute('poster'))).toBe(chosenKey);
	await video.evaluate(async (v: HTMLVideoElement) => {
		v.muted = true;
		await v.play();
	});
	await expect
		.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
		.toBeGreaterThan(0);
	expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
});
