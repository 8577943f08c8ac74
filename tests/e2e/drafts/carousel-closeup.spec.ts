import type { Page } from '@playwright/test';
import { logInAsDemo } from '../helpers/demo.ts';
import { expectAccessible } from '../helpers/expect-accessible.ts';
import { callResourceFromPage } from '../helpers/resource.ts';
import { expect, test } from '../helpers/test.ts';
import { uploadImageFromPage } from '../helpers/upload-image.ts';

/**
 * BLD-05, BLD-08, BLD-22: a carousel published through the draft API shows on the closeup as a
 * swipeable row with Previous/Next and dots (JavaScript on) and as a readable list of pictures
 * with their titles (JavaScript off); its product tag is a labelled link through /offsite/.
 */
async function publishCarousel(page: Page): Promise<string> {
	const shortlist = (
		await callResourceFromPage(page, 'BoardPickerBoardsShortlistResource', 'get', {})
	).response.data;
	const boardId = shortlist.boards_shortlist[0].id as string;
	const media = [
		await uploadImageFromPage(page, 10),
		await uploadImageFromPage(page, 130),
		await uploadImageFromPage(page, 250),
	];
	const created = await callResourceFromPage(page, 'PinDraftResource', 'create', {});
	expect(created.httpStatus).toBe(200);
	const id = created.response.data.id as string;
	const updated = await callResourceFromPage(page, 'PinDraftResource', 'update', {
		id,
		fields: { board_id: boardId, alt_text: 'Three coloured cards' },
		items: media.map((m, i) => ({
			title: `Card number ${i + 1}`,
			description: '',
			link: null,
			media_id: m,
			pin_tags:
				i === 0 ? [{ x: 0.4, y: 0.3, link: 'https://shop.example/lamp', status: 'new' }] : [],
		})),
	});
	expect(updated.response.data.type).toBe('carousel');
	const published = await callResourceFromPage(page, 'PinDraftPublishResource', 'create', { id });
	expect(published.httpStatus, JSON.stringify(published.response.error)).toBe(200);
	expect(published.response.data.pin.pin_type).toBe('carousel');
	return published.response.data.pin.id as string;
}

test('a published carousel: Next moves the row, dots follow; without JavaScript a list with titles', async ({
	page,
	browser,
}) => {
	test.setTimeout(120_000);
	await logInAsDemo(page);
	const pinId = await publishCarousel(page);

	await page.goto(`/pin/${pinId}/`);
	const carousel = page.getByRole('region', { name: 'Pictures of this Pin' });
	await expect(carousel).toHaveClass(/pin-carousel--js/);
	const track = carousel.locator('[data-carousel-track]');
	const next = carousel.getByRole('button', { name: 'Next picture' });
	const prev = carousel.getByRole('button', { name: 'Previous picture' });
	await expect(prev).toBeDisabled();
	await expect(carousel.getByRole('button', { name: 'Show picture 1 of 3' })).toHaveAttribute(
		'aria-current',
		'true',
	);
	await next.click();
	await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(50);
	await expect(carousel.getByRole('button', { name: 'Show picture 2 of 3' })).toHaveAttribute(
		'aria-current',
		'true',
	);
	await expect(prev).toBeEnabled();
	await carousel.getByRole('button', { name: 'Show picture 3 of 3' }).click();
	await expect(next).toBeDisabled();
	// The product tag of picture 1 goes through the signed outbound path.
	await prev.click();
	await prev.click();
	const tag = carousel.getByRole('link', { name: 'Product 1: shop at shop.example' });
	await expect(tag).toHaveAttribute('href', /^\/offsite\/\?/);
	await expectAccessible(page);

	// Without JavaScript: every picture one under the other, each titled; no controls.
	const noJs = await browser.newContext({ javaScriptEnabled: false });
	try {
		const plain = await noJs.newPage();
		await plain.goto(page.url());
		const region = plain.getByRole('region', { name: 'Pictures of this Pin' });
		await expect(region.getByRole('listitem').filter({ has: plain.locator('figure') })).toHaveCount(
			3,
		);
		for (const n of [1, 2, 3]) await expect(region.getByText(`Card number ${n}`)).toBeVisible();
		await expect(region.getByRole('button', { name: 'Next picture' })).toBeHidden();
		const boxes = await region
			.locator('figure img')
			.evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect().top));
		expect(boxes[1]!).toBeGreaterThan(boxes[0]!);
		expect(boxes[2]!).toBeGreaterThan(boxes[1]!);
	} finally {
		await noJs.close();
	}
	// axe needs script to run, so the page as it stands without our scripts is checked with the
	// site's own scripts blocked instead.
	const noScripts = await browser.newContext();
	try {
		await noScripts.route(/\/_astro\/.*\.js/, (route) => route.abort());
		const plain = await noScripts.newPage();
		await plain.goto(page.url());
		await expect(plain.locator('[data-carousel]')).not.toHaveClass(/pin-carousel--js/);
		await expectAccessible(plain);
	} finally {
		await noScripts.close();
	}
});
