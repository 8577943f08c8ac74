import type { Page } from '@playwright/test';
import { logInAsDemo } from '../helpers/demo.ts';
import { callResourceFromPage } from '../helpers/resource.ts';
import { expect, test } from '../helpers/test.ts';
import { uploadImageFromPage } from '../helpers/upload-image.ts';

/** Uploads an image and makes a pin with `link` on the demo user's first board; returns its id. */
async function makeLinkedPin(page: Page, link: string): Promise<string> {
	const mediaId = await uploadImageFromPage(page, 180);
	const list = (await callResourceFromPage(page, 'BoardPickerBoardsShortlistResource', 'get', {}))
		.response.data;
	const boardId = (list.boards_shortlist ?? list.recent_boards)[0].id;
	const pin = await callResourceFromPage(page, 'PinResource', 'create', {
		board_id: boardId,
		media_id: mediaId,
		title: 'Outbound link check',
		link,
	});
	expect(pin.httpStatus, JSON.stringify(pin.response)).toBe(200);
	const id = pin.response.data.id as string;
	made.push(id);
	return id;
}

/** Pins made by the current test, deleted after it so the shared e2e world stays as seeded. */
const made: string[] = [];

test.afterEach(async ({ page }) => {
	for (const id of made.splice(0))
		await callResourceFromPage(page, 'PinResource', 'delete', { id });
});

test.describe('outbound links (OUT-02..05)', () => {
	test('OUT-02: a blocked link shows the Heads up! dialog and does not navigate', async ({
		page,
		context,
	}) => {
		await logInAsDemo(page);
		const id = await makeLinkedPin(page, 'https://shop.blocked.example/deal');
		await page.goto(`/pin/${id}/`);
		const link = page.getByRole('link', { name: 'shop.blocked.example' });
		await link.click();
		const dialog = page.getByRole('dialog', { name: 'Heads up!' });
		await expect(dialog).toBeVisible();
		await expect(dialog.getByText('We have blocked this link')).toBeVisible();
		await expect(dialog.getByText('shop.blocked.example')).toBeVisible();
		await expect(dialog.getByRole('link', { name: 'Learn more' })).toBeVisible();
		await expect(dialog.getByRole('button', { name: 'Okay' })).toBeFocused();
		expect(context.pages()).toHaveLength(1);
		expect(new URL(page.url()).pathname).toBe(`/pin/${id}/`);
		await page.keyboard.press('Escape');
		await expect(dialog).toBeHidden();
		await expect(link).toBeFocused();
	});

	test('OUT-03: a safe link opens through the signed /offsite/ interstitial', async ({
		page,
		context,
		request,
	}) => {
		await logInAsDemo(page);
		const url = 'https://recipes.example.org/soup';
		const id = await makeLinkedPin(page, url);
		await page.goto(`/pin/${id}/`);
		const link = page.getByRole('link', { name: 'recipes.example.org' });
		const href = (await link.getAttribute('href'))!;
		expect(href).toMatch(/^\/offsite\/\?token=/);
		expect(await link.getAttribute('rel')).toBe('nofollow ugc noopener');
		const res = await request.get(href, { maxRedirects: 0 });
		expect(res.status()).toBe(302);
		expect(res.headers().location).toBe(url);
		const forged = await request.get(href.replace('recipes.example.org', 'evil.test'), {
			maxRedirects: 0,
		});
		expect(forged.status()).toBe(400);
		const interstitial = context.waitForEvent('request', (r) =>
			r.url().includes('/offsite/?token='),
		);
		await link.click();
		expect((await interstitial).url()).toContain(encodeURIComponent(url));
	});

	test('OUT-04: when the check fails, the link navigates normally', async ({ page, context }) => {
		await logInAsDemo(page);
		const id = await makeLinkedPin(page, 'https://adult.example/x');
		await page.goto(`/pin/${id}/`);
		await page.route('**/v3/offsite/**', (route) => route.abort());
		const [popup] = await Promise.all([
			context.waitForEvent('page'),
			page.getByRole('link', { name: 'adult.example' }).click(),
		]);
		await popup.waitForLoadState();
		// The interstitial checks again on the server and shows the warning page.
		await expect(popup.getByRole('heading', { name: 'Heads up!' })).toBeVisible();
	});
});
