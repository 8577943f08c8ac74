import { type BrowserContext, type Page, request as playwrightRequest } from '@playwright/test';
import { DEMO_USERNAME, logInAsDemo } from '../helpers/demo.ts';
import { expectAccessible } from '../helpers/expect-accessible.ts';
import { waitForIslands } from '../helpers/hydration.ts';
import { expect, test } from '../helpers/test.ts';

/**
 * Issue 27: the page kinds in Arabic (`/ar/…`, right to left) pass axe (WCAG 2.1 A/AA), at
 * desktop and phone widths, signed out and signed in, and read right to left.
 */
const PAGES: { name: string; path: (pin: string) => string; signedIn?: boolean }[] = [
	{ name: 'home', path: () => '/' },
	{ name: 'closeup', path: (pin) => pin },
	{ name: 'profile', path: () => `/${DEMO_USERNAME}/_saved/` },
	{ name: 'search', path: () => '/search/pins/?q=kitchen' },
	{ name: 'ideas', path: () => '/ideas/' },
	{ name: 'today', path: () => '/today/' },
	{ name: 'login', path: () => '/login' },
	{ name: 'home feed', path: () => '/', signedIn: true },
	{ name: 'closeup', path: (pin) => pin, signedIn: true },
	{ name: 'settings', path: () => '/settings/profile', signedIn: true },
	{ name: 'pin builder', path: () => '/pin-creation-tool/', signedIn: true },
];

let pin: string | undefined;

for (const signedIn of [false, true])
	for (const width of [1366, 390]) {
		test.describe(`Arabic (${signedIn ? 'signed in' : 'signed out'}, ${width})`, () => {
			let context: BrowserContext;
			let page: Page;
			test.beforeAll(async ({ browser, baseURL }) => {
				if (!pin) {
					const api = await playwrightRequest.newContext({ baseURL: baseURL! });
					pin = /href="(\/pin\/\d+\/)"/.exec(await (await api.get('/')).text())?.[1];
					await api.dispose();
				}
				context = await browser.newContext({
					baseURL: baseURL!,
					viewport: { width, height: width === 390 ? 844 : 900 },
					extraHTTPHeaders: {
						'x-forwarded-for': `10.27.1.${(signedIn ? 10 : 0) + (width === 390 ? 2 : 1)}`,
					},
				});
				page = await context.newPage();
				if (signedIn) await logInAsDemo(page);
			});
			test.afterAll(async () => {
				await context?.close();
			});
			for (const p of PAGES.filter((k) => (k.signedIn ?? false) === signedIn)) {
				test(`${p.name} has no axe findings and reads right to left`, async () => {
					const response = await page.goto(`/ar${p.path(pin!)}`);
					expect(response?.status()).toBe(200);
					await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
					await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
					await waitForIslands(page);
					await expectAccessible(page);
				});
			}
		});
	}
