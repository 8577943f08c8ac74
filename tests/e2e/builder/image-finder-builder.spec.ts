import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { waitForIslands } from '../helpers/hydration.ts';
import { OWN_SERVER_SETUP_MS, type OwnServer, runOwnServer } from '../helpers/own-server.ts';
import { signUp } from '../helpers/sign-up.ts';
import { expect, test } from '../helpers/test.ts';

/**
 * BLD-19 "Save from a website" in the pin builder, in a real browser, with a site of the test's
 * own on 127.0.0.1 (another origin than the app) serving a page and its pictures.
 *
 * The shared e2e server's guarded fetcher refuses loopback addresses and other ports: the first
 * test shows it refusing, in the builder. The pinning journey runs against a server of its own
 * (`../helpers/own-server.ts`) started with NODE_ENV=test and `FETCH_TEST_TARGETS` naming exactly
 * the picture site's address and port, the one test-only opening of the fetcher (never honoured
 * in production; `src/lib/platform/security/fetch-test-targets.server.ts`). Nothing is stubbed:
 * that server reads the page, lists its pictures and fetches the chosen one itself (the site
 * sees its `Corkboard-Fetcher` requests), and the browser shows them from the other site under
 * the builder's CSP.
 */

const BUILDER = '/pin-creation-tool/';

/** The pictures the page names, by number: size and colour. The 16 px icon has none. */
const PICTURES = [
	{ width: 600, height: 450, background: { r: 46, g: 150, b: 60 } }, // og:image, "A green chair"
	{ width: 400, height: 500, background: { r: 190, g: 40, b: 40 } }, // <img>, "A red chair"
	{ width: 400, height: 600, background: { r: 40, g: 70, b: 190 } }, // <img srcset>, "A blue chair"
];

function pageHtml(): string {
	return `<!doctype html><html><head><title>Garden chairs</title>
<meta property="og:image" content="/img/0.png"><meta property="og:image:alt" content="A green chair">
</head><body>
<img src="/img/1.png" alt="A red chair" width="400" height="500">
<img src="img/2.png" srcset="img/2.png 400w" alt="A blue chair">
<img src="/img/icon.png" width="16" height="16" alt="">
</body></html>`;
}

interface PictureSite {
	origin: string;
	port: number;
	/** The paths our server asked for (its `User-Agent`), in order; the browser's are not listed. */
	fetchedByServer(): string[];
	close(): Promise<void>;
}

/** The test's own site: the page at `/shop/chairs` (and any other path), and its pictures. */
async function pictureSite(): Promise<PictureSite> {
	const pictures = await Promise.all(
		PICTURES.map((picture) =>
			sharp({ create: { ...picture, channels: 3 } })
				.png()
				.toBuffer(),
		),
	);
	const byServer: string[] = [];
	const site = http.createServer((req, res) => {
		if (req.headers['user-agent']?.startsWith('Corkboard-Fetcher/')) byServer.push(req.url ?? '');
		const m = /^\/(?:shop\/)?img\/(\d+)\.png$/.exec(req.url ?? '');
		const picture = m ? pictures[Number(m[1])] : undefined;
		if (picture) {
			res.setHeader('content-type', 'image/png');
			res.end(picture);
			return;
		}
		res.setHeader('content-type', 'text/html; charset=utf-8');
		res.end(pageHtml());
	});
	await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
	const port = (site.address() as AddressInfo).port;
	return {
		origin: `http://127.0.0.1:${port}`,
		port,
		fetchedByServer: () => [...byServer],
		close: () => new Promise((resolve) => site.close(() => resolve())),
	};
}

/** The project's test, on a server of its own that may read the picture site (and only it). */
const withFetchingServer = test.extend<{ site: PictureSite; server: OwnServer }>({
	// Playwright reads a fixture's dependencies from this pattern: this one has none.
	// biome-ignore lint/correctness/noEmptyPattern: as above
	site: async ({}, use) => {
		const site = await pictureSite();
		try {
			await use(site);
		} finally {
			await site.close();
		}
	},
	server: [
		async ({ site }, use, testInfo) =>
			runOwnServer(testInfo, { FETCH_TEST_TARGETS: `127.0.0.1:${site.port}` }, use),
		// The data folder's copy and the start: a time of their own, before the test's.
		{ timeout: OWN_SERVER_SETUP_MS },
	],
	baseURL: async ({ server }, use) => {
		await use(server.origin);
	},
});

async function openFinder(page: Page) {
	await page.goto(BUILDER);
	await waitForIslands(page);
	await page.getByRole('button', { name: 'Save from a website' }).click();
	await expect(page.getByLabel('Website address')).toBeVisible();
}

test('BLD-19 in the builder, the shared e2e server refuses to read a page on a local address', async ({
	page,
}) => {
	await signUp(page, 'finder-refused');
	const site = await pictureSite();
	try {
		await openFinder(page);
		await page.getByLabel('Website address').fill(`${site.origin}/shop/chairs`);
		await page.getByRole('button', { name: 'Find images' }).click();
		await expect(page.getByRole('alert')).toContainText('We cannot fetch this link');
		await expect(page.getByLabel('Website address')).toBeFocused();
		await expect(page.getByRole('button', { name: 'Use this image' })).toHaveCount(0);
		expect(site.fetchedByServer()).toEqual([]);
	} finally {
		await site.close();
	}
});

withFetchingServer(
	'BLD-19 BLD-22 the server finds the images of a page, one is picked with the keyboard and pinned with the page as its link',
	async ({ page, site }) => {
		withFetchingServer.setTimeout(120_000);
		await signUp(page, 'finder-pin');
		const pageUrl = `${site.origin}/shop/chairs`;

		await openFinder(page);
		await page.getByLabel('Website address').fill(pageUrl);
		await page.keyboard.press('Enter');
		// og:image, <img> and <img srcset>; the 16 px icon is left out.
		await expect(
			page.getByRole('status').filter({ hasText: 'Found 3 images on Garden chairs.' }),
		).toBeVisible({ timeout: 15_000 });
		expect(site.fetchedByServer()).toEqual(['/shop/chairs']);
		const grid = ['A green chair', 'A red chair', 'A blue chair'];
		for (const name of grid) await expect(page.getByRole('button', { name })).toBeVisible();
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

		// The server fetched the chosen picture itself, and the draft has it with the page as link.
		const link = page.getByRole('textbox', { name: 'Link', exact: true });
		await expect(link).toHaveValue(pageUrl, { timeout: 20_000 });
		expect(site.fetchedByServer()).toEqual(['/shop/chairs', '/img/1.png']);

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

		// The pin: its title, the page as its link, and the red chair's picture (400 × 500).
		const pin = await page.evaluate(async (id) => {
			const data = JSON.stringify({ options: { id }, context: {} });
			const res = await fetch(
				`/resource/PinResource/get/?${new URLSearchParams({ source_url: '/', data })}`,
			);
			return (await res.json()).resource_response.data as {
				title: string;
				link: string;
				images: { orig: { width: number; height: number } };
			};
		}, pinId);
		expect([pin.title, pin.link]).toEqual([title, pageUrl]);
		expect(pin.images.orig).toMatchObject({ width: 400, height: 500 });
		expect(site.fetchedByServer()).toEqual(['/shop/chairs', '/img/1.png']);
	},
);
