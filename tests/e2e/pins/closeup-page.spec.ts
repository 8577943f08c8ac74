import type { Browser, Page } from '@playwright/test';
import { logInAsDemo, pinIdsOnPage } from '../helpers/demo.ts';
import { expectAccessible } from '../helpers/expect-accessible.ts';
import { waitForIslands } from '../helpers/hydration.ts';
import { callResourceFromPage } from '../helpers/resource.ts';
import { expect, test } from '../helpers/test.ts';
import { uploadImageFromPage } from '../helpers/upload-image.ts';

/**
 * The closeup's controls and picture (issue 25): back, the pinner with Follow (ACC-22, UPS-20),
 * Visit site through the outbound path (OUT-02), Share and Download, no zero counts (PIN-13,
 * PIN-20), and the picture drawn at most at its natural size with no empty block (PIN-02,
 * PIN-05), on a desktop and a phone, signed out and in.
 */

const VIEWPORTS = {
	desktop: { width: 1366, height: 900 },
	phone: { width: 390, height: 844 },
} as const;

interface PinSpec {
	width: number;
	height: number;
	link?: string;
}

/** Makes pins of the demo account (on its first public board); answers their ids. */
async function makePins(page: Page, specs: PinSpec[]): Promise<string[]> {
	const list = (await callResourceFromPage(page, 'BoardPickerBoardsShortlistResource', 'get', {}))
		.response.data;
	const boards = (list.boards_shortlist ?? list.recent_boards) as {
		id: string;
		privacy?: string;
	}[];
	const board = boards.find((b) => b.privacy !== 'secret') ?? boards[0]!;
	const ids: string[] = [];
	for (const spec of specs) {
		const mediaId = await uploadImageFromPage(page, 200, {
			width: spec.width,
			height: spec.height,
		});
		const pin = await callResourceFromPage(page, 'PinResource', 'create', {
			board_id: board.id,
			media_id: mediaId,
			title: `Closeup check ${spec.width}x${spec.height}`,
			...(spec.link ? { link: spec.link } : {}),
		});
		expect(pin.httpStatus, JSON.stringify(pin.response)).toBe(200);
		ids.push(pin.response.data.id as string);
	}
	return ids;
}

async function deletePins(page: Page, ids: string[]): Promise<void> {
	for (const id of ids) await callResourceFromPage(page, 'PinResource', 'delete', { id });
}

/** Runs `body` with pins the demo account made in a context of its own, deleted afterwards. */
async function withDemoPins(
	browser: Browser,
	specs: PinSpec[],
	body: (ids: string[]) => Promise<void>,
): Promise<void> {
	const context = await browser.newContext();
	const page = await context.newPage();
	await logInAsDemo(page);
	const ids = await makePins(page, specs);
	try {
		await body(ids);
	} finally {
		await deletePins(page, ids);
		await context.close();
	}
}

/**
 * The closeup picture's drawn width and the pixel width of the file the browser chose (read
 * from a fresh image, since `naturalWidth` of a `srcset` picture is scaled by its `sizes`).
 */
async function pictureWidths(page: Page): Promise<{ drawn: number; file: number }> {
	const img = page.locator('.closeup__media img');
	await expect(img).toHaveJSProperty('complete', true);
	return img.evaluate(async (el: HTMLImageElement) => {
		const probe = new Image();
		probe.src = el.currentSrc;
		await probe.decode();
		return { drawn: el.getBoundingClientRect().width, file: probe.naturalWidth };
	});
}

/** PIN-02: never drawn wider than its pixels (at device pixel ratio 1, as here). */
async function expectNotStretched(page: Page): Promise<void> {
	const { drawn, file } = await pictureWidths(page);
	expect(drawn).toBeGreaterThan(0);
	expect(drawn).toBeLessThanOrEqual(file);
}

interface Box {
	x: number;
	y: number;
	width: number;
	height: number;
}

async function boxes(page: Page): Promise<{ card: Box; media: Box; img: Box; body: Box }> {
	return page.evaluate(() => {
		const box = (selector: string) => {
			const r = document.querySelector(selector)!.getBoundingClientRect();
			return { x: r.x, y: r.y, width: r.width, height: r.height };
		};
		return {
			card: box('article.closeup'),
			media: box('.closeup__media'),
			img: box('.closeup__media img'),
			body: box('.closeup__body'),
		};
	});
}

/**
 * PIN-05: the picture's box is exactly the picture (no band of background around it); a wide
 * picture spans the card and the text starts right under it, so no column beside the text is
 * left empty.
 */
async function expectNoEmptyBlock(page: Page, wide: boolean): Promise<void> {
	const { card, media, img, body } = await boxes(page);
	expect(Math.abs(media.height - img.height)).toBeLessThanOrEqual(1);
	expect(Math.abs(media.width - img.width)).toBeLessThanOrEqual(1);
	if (wide) {
		expect(Math.abs(img.width - card.width)).toBeLessThanOrEqual(1);
		expect(Math.abs(body.y - (img.y + img.height))).toBeLessThanOrEqual(1);
		expect(Math.abs(card.height - (img.height + body.height))).toBeLessThanOrEqual(1);
	}
}

/** No zero count anywhere in the closeup's text (PIN-13, PIN-20). */
async function expectNoZeroCounts(page: Page): Promise<void> {
	const text = await page.locator('article.closeup').textContent();
	expect(text).not.toMatch(/(^|\D)0 (reactions?|favorites?|tried it)/);
	expect(text).not.toMatch(/· 0\b/);
}

/** Makes the browser look as if it had no Web Share, so Share copies the link. */
async function withoutWebShare(page: Page): Promise<void> {
	await page.addInitScript(() => {
		delete (Navigator.prototype as Partial<Navigator>).share;
		delete (Navigator.prototype as Partial<Navigator>).canShare;
	});
}

/** Stands in for the share sheet: records what it was given. */
async function withFakeWebShare(page: Page): Promise<void> {
	await page.addInitScript(() => {
		const w = window as unknown as { shared: ShareData[] };
		w.shared = [];
		Object.defineProperty(Navigator.prototype, 'share', {
			configurable: true,
			value: async (data: ShareData) => {
				w.shared.push(data);
			},
		});
		Object.defineProperty(Navigator.prototype, 'canShare', {
			configurable: true,
			value: () => true,
		});
	});
}

async function expectDownload(page: Page, id: string): Promise<void> {
	const download = page.waitForEvent('download');
	await page.getByRole('link', { name: 'Download' }).click();
	expect((await download).suggestedFilename()).toMatch(new RegExp(`-${id}\\.(jpg|png|webp)$`));
}

/** The back control: history back after a page of ours, else home (RTE-03's closeup). */
async function expectBackReturns(page: Page, from: string): Promise<void> {
	await page.goto(from);
	const card = page.locator('.masonry a.pin-card').first();
	const id = await card.getAttribute('data-pin-id');
	await card.click();
	await page.waitForURL(`**/pin/${id}/`);
	await page.getByRole('link', { name: 'Back', exact: true }).click();
	await page.waitForURL((url) => url.pathname === from);
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
	test.describe(`closeup on a ${name}`, () => {
		test.use({ viewport });

		test(`signed out: back, the pinner with Follow asking to log in, Visit site, Share, Download, no zero counts (UPS-20, OUT-02, PIN-20)`, async ({
			page,
			browser,
			context,
			baseURL,
		}) => {
			await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
			await withoutWebShare(page);
			const link = 'https://recipes.example.org/closeup-check';
			await withDemoPins(browser, [{ width: 1200, height: 600, link }], async ([id]) => {
				await expectBackReturns(page, '/demo/');

				// Opened directly, back goes home.
				await page.goto(`/pin/${id}/`);
				const back = page.getByRole('link', { name: 'Back', exact: true });
				await expect(back).toBeVisible();

				const pinner = page.locator('.closeup__pinner');
				await expect(pinner.locator('.closeup__avatar')).toBeVisible();
				await expect(pinner).toContainText('Saved by');

				const visit = page.getByRole('link', { name: 'Visit site' });
				await expect(visit).toBeVisible();
				expect(await visit.getAttribute('href')).toMatch(/^\/offsite\/\?token=/);
				expect(await visit.getAttribute('href')).toBe(
					await page.getByRole('link', { name: 'recipes.example.org' }).getAttribute('href'),
				);
				await expect(visit).toHaveAttribute('data-offsite-link', '');

				await expectNoZeroCounts(page);
				await expect(page.locator('.closeup__counts')).toHaveCount(0);

				await page.getByRole('button', { name: 'Share' }).click();
				await expect(page.getByRole('status').filter({ hasText: 'Link copied!' })).toHaveText(
					'Link copied!',
				);
				expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
					new RegExp(`/pin/${id}/$`),
				);
				await expectDownload(page, id!);

				await expectAccessible(page);
				await pinner.getByRole('link', { name: 'Follow', exact: true }).click();
				await expect(page.getByRole('dialog', { name: 'Log in to follow' })).toBeVisible();
				await page.keyboard.press('Escape');
				await expect(page.getByRole('dialog', { name: 'Log in to follow' })).toBeHidden();

				await back.click();
				await page.waitForURL((url) => url.pathname === '/');
			});
		});

		test(`the picture: never wider than its pixels, no empty block, wide pictures above the text (PIN-02, PIN-05)`, async ({
			page,
			browser,
		}) => {
			await withDemoPins(
				browser,
				[
					{ width: 1200, height: 600 },
					{ width: 600, height: 800 },
				],
				async ([wide, tall]) => {
					await page.goto(`/pin/${wide}/`);
					await expectNotStretched(page);
					await expectNoEmptyBlock(page, true);
					await expect(page.getByRole('link', { name: 'Visit site' })).toHaveCount(0);

					await page.goto(`/pin/${tall}/`);
					await expectNotStretched(page);
					await expectNoEmptyBlock(page, false);

					// A picture of the demo world: 474 px files, once drawn 508 px wide.
					await page.goto('/');
					const [seeded] = await pinIdsOnPage(page);
					await page.goto(`/pin/${seeded}/`);
					await expectNotStretched(page);
					const aspect = await page.locator('.closeup__media').getAttribute('class');
					await expectNoEmptyBlock(page, aspect!.includes('closeup__media--wide'));
				},
			);
		});

		test(`signed in: Follow the pinner, Share through the share sheet, Download, counts only above zero (ACC-22, PIN-20)`, async ({
			page,
		}) => {
			await withFakeWebShare(page);
			await logInAsDemo(page);
			const [own] = await makePins(page, [{ width: 1200, height: 600 }]);
			try {
				await expectBackReturns(page, '/demo/');

				// Someone else's pin from the home feed: Follow, then back as it was.
				await page.goto('/');
				const ids = await pinIdsOnPage(page);
				let followed = false;
				for (const id of ids.slice(0, 6)) {
					await page.goto(`/pin/${id}/`);
					await waitForIslands(page);
					const pinner = page.locator('.closeup__pinner');
					const button = pinner.getByRole('button', { name: /^Follow(ing)?$/ });
					if ((await button.count()) === 0) continue;
					const before = (await button.textContent())!.trim();
					const after = before === 'Follow' ? 'Following' : 'Follow';
					await button.click();
					await expect(pinner.getByRole('button', { name: after, exact: true })).toBeVisible();
					await page.reload();
					await waitForIslands(page);
					await pinner.getByRole('button', { name: after, exact: true }).click();
					await expect(pinner.getByRole('button', { name: before, exact: true })).toBeVisible();
					followed = true;
					break;
				}
				expect(followed, 'a home-feed pin by someone else').toBe(true);

				// Their own pin: no Follow; Share hands the link to the share sheet.
				await page.goto(`/pin/${own}/`);
				await waitForIslands(page);
				await expect(page.locator('.closeup__pinner').getByRole('button')).toHaveCount(0);
				await page.getByRole('button', { name: 'Share' }).click();
				await expect
					.poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
					.toEqual([
						expect.objectContaining({ url: expect.stringMatching(new RegExp(`/pin/${own}/$`)) }),
					]);
				await expect(page.getByText('Link copied!')).toHaveCount(0);
				await expectDownload(page, own!);

				// PIN-20: no count while it is zero; one once there is one.
				await expectNoZeroCounts(page);
				const favorite = page.getByRole('button', { name: 'Favorite', exact: true });
				await favorite.click();
				await expect(
					page.getByRole('button', { name: 'Favorited · 1', exact: true }),
				).toBeVisible();
				await page.getByRole('button', { name: 'Favorited · 1', exact: true }).click();
				await expect(favorite).toBeVisible();
				await expectAccessible(page);
			} finally {
				await deletePins(page, [own!]);
			}
		});
	});
}

test('OUT-02: Visit site goes through the outbound-link path (a listed domain gets the Heads up! dialog)', async ({
	page,
	context,
}) => {
	await logInAsDemo(page);
	const [id] = await makePins(page, [
		{ width: 600, height: 800, link: 'https://shop.blocked.example/closeup' },
	]);
	try {
		await page.goto(`/pin/${id}/`);
		await page.getByRole('link', { name: 'Visit site' }).click();
		const dialog = page.getByRole('dialog', { name: 'Heads up!' });
		await expect(dialog).toBeVisible();
		expect(context.pages()).toHaveLength(1);
		await page.keyboard.press('Escape');
		await expect(dialog).toBeHidden();
	} finally {
		await deletePins(page, [id!]);
	}
});

test('with JavaScript off the closeup reads and its controls are plain links', async ({
	browser,
}) => {
	await withDemoPins(
		browser,
		[{ width: 1200, height: 600, link: 'https://recipes.example.org/no-js' }],
		async ([id]) => {
			const context = await browser.newContext({ javaScriptEnabled: false });
			const page = await context.newPage();
			await page.goto(`/pin/${id}/`);
			await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
			await expect(page.locator('.closeup__media img')).toBeVisible();
			await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute(
				'href',
				'/',
			);
			await expect(page.getByRole('link', { name: 'Visit site' })).toHaveAttribute(
				'href',
				/^\/offsite\/\?token=/,
			);
			await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute(
				'href',
				/\/orig\.\w+$/,
			);
			await expect(
				page.locator('.closeup__pinner').getByRole('link', { name: 'Follow', exact: true }),
			).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/pin/${id}/`)}`);
			await context.close();
		},
	);
});
