import type { APIRequestContext } from '@playwright/test';
import { DEMO_USERNAME } from '../helpers/demo.ts';
import { HOME_DESCRIPTION, HOME_IMAGE, HOME_TITLE } from '../helpers/home-head.ts';
import { expect, test } from '../helpers/test.ts';

/**
 * Issue 25, point 13: every page kind says what it is to link previews (`og:type`), and the
 * home page has a real title, description and picture instead of the brand alone. Read from
 * the server-rendered HTML, as a crawler or a chat app's link preview reads it.
 */

/** The `content` of `<meta property="…">` in `html` (first one), unescaped enough for tests. */
function meta(html: string, property: string): string | undefined {
	const tag = new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html);
	return tag?.[1]?.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}

async function html(request: APIRequestContext, path: string): Promise<string> {
	const res = await request.get(path);
	expect(res.status(), path).toBeLessThan(500);
	return res.text();
}

test('og:type on every page kind: article, profile, video.other or website (SEO-05)', async ({
	request,
}) => {
	const home = await html(request, '/');
	const pin = /href="(\/pin\/\d+\/)"/.exec(home)![1]!;
	const profile = await html(request, `/${DEMO_USERNAME}/_saved/`);
	const board = new RegExp(`href="(/${DEMO_USERNAME}/[a-z0-9-]+/)"`).exec(profile)![1]!;
	const videos = await html(request, '/videos/');
	const video = /href="(\/tv\/\d+\/)"/.exec(videos)![1]!;
	const today = await html(request, '/today/');
	const article = /href="(\/today\/(?:trending|best|article|shop)\/[^"]+\/\d+\/)"/.exec(today)![1]!;

	const expected: [string, string][] = [
		['/', 'website'],
		[pin, 'article'],
		[article, 'article'],
		[`/${DEMO_USERNAME}/`, 'profile'],
		[`/${DEMO_USERNAME}/_created/`, 'profile'],
		[video, 'video.other'],
		[board, 'website'],
		['/search/pins/?q=kitchen', 'website'],
		['/ideas/', 'website'],
		['/ideas/art/', 'website'],
		['/today/', 'website'],
		['/shopping/', 'website'],
		['/videos/', 'website'],
		['/login', 'website'],
		['/signup', 'website'],
		['/no-such-page/at-all/here/', 'website'],
	];
	for (const [path, type] of expected) {
		const page = await html(request, path);
		expect(meta(page, 'og:type'), path).toBe(type);
		// One og:type per page.
		expect(page.match(/property="og:type"/g), path).toHaveLength(1);
	}
	expect(meta(await html(request, `/${DEMO_USERNAME}/`), 'profile:username')).toBe(DEMO_USERNAME);
});

test('the home page has a real title, description and image (SEO-05)', async ({
	request,
	baseURL,
}) => {
	for (const path of ['/', '/homefeed/']) {
		const page = await html(request, path);
		expect(page, path).toContain(`<title>${HOME_TITLE} | Corkboard</title>`);
		expect(meta(page, 'og:title'), path).toBe(HOME_TITLE);
		expect(page, path).toContain(`<meta name="description" content="${HOME_DESCRIPTION}"`);
		expect(meta(page, 'og:description'), path).toBe(HOME_DESCRIPTION);
		// Absolute, on PUBLIC_ORIGIN (the e2e server sets it to its own address).
		expect(meta(page, 'og:image'), path).toBe(`${baseURL}${HOME_IMAGE.url}`);
		expect(meta(page, 'og:image:width'), path).toBe('1200');
		expect(meta(page, 'og:image:height'), path).toBe('630');
		expect(meta(page, 'og:image:alt'), path).toBe(HOME_IMAGE.alt);
		expect(page, path).toContain('<meta name="twitter:card" content="summary_large_image"');
	}
	const image = await request.get(HOME_IMAGE.url);
	expect(image.status()).toBe(200);
	expect(image.headers()['content-type']).toBe('image/png');
	const png = await image.body();
	// PNG signature, then the IHDR width and height.
	expect(png.subarray(1, 4).toString()).toBe('PNG');
	expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});
