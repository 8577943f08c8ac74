import type { Page } from '@playwright/test';
import { createBoardInUi } from '../helpers/boards.ts';
import { signUp } from '../helpers/sign-up.ts';
import { makeStoryPin } from '../helpers/story-pin.ts';
import { expect, test } from '../helpers/test.ts';
import { uploadImageFromPage } from '../helpers/upload-image.ts';

/**
 * The story closeup (PIN-17, BLD-14, BLD-15, BLD-18): a story with a text page and a picture
 * page plays one page at a time, 5 s each, pauses on hover, pages with the arrow keys and
 * buttons, and without JavaScript reads as an ordered list of its pages.
 */
// Each test signs up, makes a board, uploads and publishes before it looks: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function storyPin(page: Page): Promise<string> {
	const email = await signUp(page, 'story');
	const board = await createBoardInUi(page, { name: 'Story board' });
	const mediaId = await uploadImageFromPage(page, 200, { width: 600, height: 600 });
	return makeStoryPin({
		email,
		boardId: board.id,
		title: 'Soup in two pages',
		story: {
			pages: [
				{
					backgroundColor: '#fde8d0',
					blocks: [
						{
							type: 'heading',
							text: 'Autumn soup',
							align: 'center',
							vertical: 'center',
							font: 'Lora',
						},
						{
							type: 'paragraph',
							text: 'Ready in thirty minutes',
							align: 'center',
							vertical: 'bottom',
						},
					],
				},
				{
					blocks: [
						{ type: 'image', mediaId, edits: { left: 0, top: 0.2, scale: 1 } },
						{ type: 'paragraph', text: 'Roast the squash first', case: 'uppercase' },
					],
					linkBlock: { url: 'https://example.com/soup', label: 'Full recipe' },
				},
			],
		},
	});
}

const pageItems = (page: Page) =>
	page
		.getByRole('list')
		.filter({ has: page.getByRole('listitem', { name: 'Page 1 of 2' }) })
		.getByRole('listitem');

test('PIN-17 BLD-14: a story closeup plays its pages, pauses on hover, and pages with arrows and buttons', async ({
	page,
}) => {
	const pinId = await storyPin(page);
	await page.mouse.move(0, 0);
	await page.clock.install();
	await page.goto(`/pin/${pinId}/`);
	const player = page.getByRole('region', { name: 'Story: Soup in two pages' });
	const first = page.getByRole('listitem', { name: 'Page 1 of 2' });
	const second = page.getByRole('listitem', { name: 'Page 2 of 2' });
	await expect(first).toBeVisible();
	await expect(first.getByText('Autumn soup')).toBeVisible();
	await expect(second).toBeHidden();
	// BLD-18: the story's own font only, from our origin.
	const fonts = await page.evaluate(() =>
		[...document.styleSheets].flatMap((s) =>
			[...s.cssRules].filter((r) => r instanceof CSSFontFaceRule).map((r) => r.cssText),
		),
	);
	expect(fonts.length).toBeGreaterThan(0);
	for (const rule of fonts) {
		expect(rule).toContain('Lora');
		expect(rule).toContain('font-display: swap');
	}

	// BLD-14: 5 s a page.
	await page.clock.runFor(4000);
	await expect(first).toBeVisible();
	await page.clock.runFor(1500);
	await expect(second).toBeVisible();
	await expect(first).toBeHidden();
	await expect(second.getByText('ROAST THE SQUASH FIRST')).toBeVisible();
	await expect(second.getByRole('link', { name: 'Full recipe' })).toHaveAttribute(
		'href',
		/^\/offsite\//,
	);

	// Back with the button; hovering pauses it there.
	await page.getByRole('button', { name: 'Previous page' }).click();
	await expect(first).toBeVisible();
	await page.getByRole('button', { name: 'Previous page' }).blur();
	await first.hover();
	await page.clock.runFor(8000);
	await expect(first).toBeVisible();

	// Arrow keys page by hand.
	await player.focus();
	await page.keyboard.press('ArrowRight');
	await expect(second).toBeVisible();
	await page.keyboard.press('ArrowLeft');
	await expect(first).toBeVisible();

	// Pause holds it after the pointer and focus leave; Play starts it again.
	await page.getByRole('button', { name: 'Pause' }).click();
	await page.mouse.move(0, 0);
	await page.getByRole('button', { name: 'Play' }).blur();
	await page.clock.runFor(8000);
	await expect(first).toBeVisible();
	await page.getByRole('button', { name: 'Play' }).click();
	await page.getByRole('button', { name: 'Pause' }).blur();
	await page.mouse.move(0, 0);
	await page.clock.runFor(5500);
	await expect(second).toBeVisible();
});

test('PIN-17: without JavaScript a story closeup is an ordered list of its pages with their text and pictures', async ({
	browser,
	page,
}) => {
	const pinId = await storyPin(page);
	const context = await browser.newContext({ javaScriptEnabled: false });
	const plain = await context.newPage();
	await plain.goto(`/pin/${pinId}/`);
	const items = pageItems(plain);
	await expect(items).toHaveCount(2);
	await expect(items.nth(0)).toBeVisible();
	await expect(items.nth(1)).toBeVisible();
	await expect(items.nth(0).getByRole('heading', { name: 'Autumn soup' })).toBeVisible();
	await expect(items.nth(1).getByText('ROAST THE SQUASH FIRST')).toBeVisible();
	await expect(items.nth(1).locator('img')).toBeVisible();
	await expect(plain.getByRole('button', { name: 'Pause' })).toBeHidden();
	await context.close();
});

test('BLD-14: with reduced motion the story does not play by itself, and pages by hand', async ({
	page,
}) => {
	const pinId = await storyPin(page);
	await page.emulateMedia({ reducedMotion: 'reduce' });
	await page.mouse.move(0, 0);
	await page.clock.install();
	await page.goto(`/pin/${pinId}/`);
	const first = page.getByRole('listitem', { name: 'Page 1 of 2' });
	await expect(first).toBeVisible();
	await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
	await page.clock.runFor(12000);
	await expect(first).toBeVisible();
	await page.getByRole('button', { name: 'Next page' }).click();
	await expect(page.getByRole('listitem', { name: 'Page 2 of 2' })).toBeVisible();
});
