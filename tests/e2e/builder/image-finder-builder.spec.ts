import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Route } from '@playwright/test';
import { findImagesInHtml } from '../../../src/lib/content/image-finder/page-images.ts';
import { waitForIslands } from '../helpers/hydration.ts';
import { signUp } from '../helpers/sign-up.ts';
import { expect, test } from '../helpers/test.ts';

/**
 * BLD-19 "Save from a website" in the pin builder, in a real browser, with a site of the test's
 * own on 127.0.0.1 (another origin than the app) serving a page and its pictures.
 *
 * The running server never fetches that site: its guarded fetcher refuses loopback addresses and
 * other ports, and nothing may open it (the first test shows it refusing, in the builder). So
 * for the pinning journey the two server calls are answered at the browser's edge with exactly
 * what the server would answer for that page: the list made by the server's own scanner
 * (`findImagesInHtml`) over the page's HTML, and a real upload of the chosen picture's bytes
 * through `POST /upload-image/` (the pipeline `WebImageResource` feeds). The fetching itself is
 * proven in `tests/integration/image-finder/`. Everything else is the real app: the builder,
 * the finder, the pictures loaded from the other site under the builder's CSP, the draft, the
 * board, publishing, and the pin's link.
 */

const BUILDER = '/pin-creation-tool/';

/** A PNG of the given hue (400×500), drawn in the page. */
async function png(page: Page, hue: number): Promise<Buffer> {
	const b64 = await page.evaluate(async (h) => {
		const canvas = document.createElement('canvas');
		canvas.width = 400;
		canvas.height = 500;
		const ctx = canvas.getContext('2d')!;
		ctx.fillStyle = `hsl(${h} 60% 45%)`;
		ctx.fillRect(0, 0, 400, 500);
		return canvas.toDataURL('image/png').split(',')[1]!;
	}, hue);
	return Buffer.from(b64, 'base64');
}

function pageHtml(): string {
	return `<!doctype html><html><head><title>Garden chairs</title>
<meta property="og:image" content="/img/0.png"><meta property="og:image:alt" content="A green chair">
</head><body>
<img src="/img/1.png" alt="A red chair" width="400" height="500">
<img src="img/2.png" srcset="img/2.png 400w" alt="A blue chair">
<img src="/img/icon.png" width="16" height="16" alt="">
</body></html>`;
}

/** Runs `run` while the test's own site serves the page at `/shop/chairs` and its pictures. */
async function withPictureSite<T>(
	pictures: Buffer[],
	run: (origin: string) => Promise<T>,
): Promise<T> {
	const site = http.createServer((req, res) => {
		const m = /^\/(?:shop\/)?img\/(\d+)\.png$/.exec(req.url ?? '');
		if (m && pictures[Number(m[1])]) {
			res.setHeader('content-type', 'image/png');
			res.end(pictures[Number(m[1])]);
			return;
		}
		res.setHeader('content-type', 'text/html; charset=utf-8');
		res.end(pageHtml());
	});
	await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
	try {
		return await run(`http://127.0.0.1:${(site.address() as AddressInfo).port}`);
	} finally {
		site.close();
	}
}

function envelope(route: Route, data: unknown) {
	return route.fulfill({
		status: 200,
		contentType: 'application/json',
		body: JSON.stringify({
			resource_response: { status: 'success', code: 0, message: 'ok', data },
		}),
	});
}

async function openFinder(page: Page) {
	await page.goto(BUILDER);
	await waitForIslands(page);
	await page.getByRole('button', { name: 'Save from a website' }).click();
	await expect(page.getByLabel('Website address')).toBeVisible();
}

test('BLD-19 in the builder, the running server refuses to read a page on a local address', async ({
	page,
}) => {
	await signUp(page, 'finder-refused');
	await withPictureSite([], async (origin) => {
		await openFinder(page);
		await page.getByLabel('Website address').fill(`${origin}/shop/chairs`);
		await page.getByRole('button', { name: 'Find images' }).click();
		await expect(page.getByRole('alert')).toContainText('We cannot fetch this link');
		await expect(page.getByLabel('Website address')).toBeFocused();
		await expect(page.getByRole('button', { name: 'Use this image' })).toHaveCount(0);
	});
});

test('BLD-19 BLD-22 find the images of a page, pick one with the keyboard, and pin it with the page as its link', async ({
	page,
}) => {
	test.setTimeout(90_000);
	await signUp(page, 'finder-pin');
	const pictures = await Promise.all([120, 0, 220].map((h) => png(page, h)));
	await withPictureSite(pictures, async (origin) => {
		const pageUrl = `${origin}/shop/chairs`;
		const listed = findImagesInHtml(pageHtml(), pageUrl);
		expect(listed.images.map((i) => i.alt)).toEqual([
			'A green chair',
			'A red chair',
			'A blue chair',
		]);
		await page.route('**/resource/ImageFinderResource/get/**', (route) =>
			envelope(route, { page: { url: pageUrl, title: listed.title }, images: listed.images }),
		);
		let saved = '';
		await page.route('**/resource/WebImageResource/create/**', async (route) => {
			const options = JSON.parse(
				new URLSearchParams(route.request().postData() ?? '').get('data') ?? '{}',
			).options as { image_url: string; page_url: string };
			saved = options.image_url;
			const bytes = Buffer.from(await (await fetch(options.image_url)).arrayBuffer());
			// The upload a browser would make, from inside the page (its cookies and CSRF token).
			const data = await page.evaluate(async (b64) => {
				const raw = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
				const form = new FormData();
				form.append('img', new Blob([raw], { type: 'image/png' }), 'found.png');
				const token = /(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
				const res = await fetch('/upload-image/', {
					method: 'POST',
					body: form,
					headers: { 'x-csrftoken': decodeURIComponent(token) },
				});
				const answer = (await res.json()).resource_response;
				if (res.status !== 200) throw new Error(`upload: ${JSON.stringify(answer)}`);
				return answer.data;
			}, bytes.toString('base64'));
			await envelope(route, { ...data, link: options.page_url });
		});

		await openFinder(page);
		await page.getByLabel('Website address').fill(pageUrl);
		await page.keyboard.press('Enter');
		await expect(
			page.getByRole('status').filter({ hasText: 'Found 3 images on Garden chairs.' }),
		).toBeVisible();
		const red = page.getByRole('button', { name: 'A red chair' });
		// The pictures come from the other site, under the builder page's CSP.
		await expect(red.locator('img')).toHaveJSProperty('complete', true);
		expect(await red.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
			400,
		);

		// Keyboard only: focus the first picture, arrow to the second, choose it, then use it.
		await page.getByRole('button', { name: 'A green chair' }).focus();
		await page.keyboard.press('ArrowRight');
		await expect(red).toBeFocused();
		await page.keyboard.press('Enter');
		await expect(red).toHaveAttribute('aria-pressed', 'true');
		await page.getByRole('button', { name: 'Use this image' }).focus();
		await page.keyboard.press('Enter');

		const link = page.getByRole('textbox', { name: 'Link', exact: true });
		await expect(link).toHaveValue(pageUrl, { timeout: 20_000 });
		expect(saved).toBe(`${origin}/img/1.png`);

		const title = `Found chair ${Date.now()}`;
		await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
		const boardName = `Finder board ${Date.now() % 100000}`;
		await page.getByRole('button', { name: /^Board/ }).click();
		const dialog = page.getByRole('dialog', { name: 'Choose a board' });
		await expect(dialog).toHaveAttribute('aria-busy', 'false');
		const createBoard = dialog.getByRole('button', { name: 'Create board' });
		if (await createBoard.isVisible()) await createBoard.click();
		await dialog.getByLabel('Board name').fill(boardName);
		await dialog.getByRole('button', { name: 'Create', exact: true }).click();
		await expect(dialog).toBeHidden();
		await expect(
			page.getByRole('form', { name: 'Pin details' }).getByText('Saved', { exact: true }),
		).toBeVisible({ timeout: 10_000 });
		await page.getByRole('button', { name: 'Publish' }).click();
		await expect(page.getByText('Your Pin is published.')).toBeVisible({ timeout: 20_000 });
		const pinPath = await page.getByRole('link', { name: 'See your Pin' }).getAttribute('href');
		const pinId = /^\/pin\/(\d+)\/$/.exec(pinPath ?? '')?.[1];
		expect(pinId).toBeTruthy();

		const pin = await page.evaluate(async (id) => {
			const data = JSON.stringify({ options: { id }, context: {} });
			const res = await fetch(
				`/resource/PinResource/get/?${new URLSearchParams({ source_url: '/', data })}`,
			);
			return (await res.json()).resource_response.data as { title: string; link: string };
		}, pinId);
		expect([pin.title, pin.link]).toEqual([title, pageUrl]);
	});
});
