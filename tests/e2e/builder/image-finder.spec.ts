import { withOtherSite } from '../helpers/other-site.ts';
import { callResourceFromPage } from '../helpers/resource.ts';
import { signUp } from '../helpers/sign-up.ts';
import { expect, test } from '../helpers/test.ts';

/**
 * BLD-19 "Save from a website" against the shared e2e server. The server fetches pages only
 * through the guarded fetcher, which nothing in that server opens: a test's own site on
 * 127.0.0.1 is exactly what it must refuse. So these tests prove the guard holds in the running
 * app; reading pages and saving images from a site is proven in `tests/integration/image-finder/`
 * and, in the builder, by `image-finder-builder.spec.ts` against a server of its own started
 * under NODE_ENV=test with `FETCH_TEST_TARGETS` naming its site.
 */

const PAGE = `<!doctype html><title>Chairs</title>
<meta property="og:image" content="/og.jpg"><img src="/chair.jpg" alt="A chair">`;

test('BLD-19 the image finder refuses a local site, a private address and a non-web link', async ({
	page,
}) => {
	await signUp(page, 'finder');
	await withOtherSite(PAGE, async (origin) => {
		const find = (url: string) => callResourceFromPage(page, 'ImageFinderResource', 'get', { url });
		for (const [url, code] of [
			[`${origin}/`, 'FetchUrlRefused'],
			['http://127.0.0.1/', 'FetchHostRefused'],
			['http://169.254.169.254/latest/meta-data/', 'FetchHostRefused'],
			['ftp://example.com/', 'FetchUrlRefused'],
		] as const) {
			const answer = await find(url);
			expect([answer.httpStatus, answer.response.error?.code], url).toEqual([400, code]);
			expect(answer.response.error?.message).toMatch(/\w/);
		}
		const save = await callResourceFromPage(page, 'WebImageResource', 'create', {
			image_url: `${origin}/chair.jpg`,
			page_url: `${origin}/`,
		});
		expect([save.httpStatus, save.response.error?.code]).toEqual([400, 'FetchUrlRefused']);
	});
});

test('BLD-19 the image finder needs a login', async ({ page }) => {
	await page.goto('/');
	const answer = await callResourceFromPage(page, 'ImageFinderResource', 'get', {
		url: 'https://example.com/',
	});
	expect([answer.httpStatus, answer.response.error?.code]).toEqual([401, 'AuthenticationRequired']);
});
