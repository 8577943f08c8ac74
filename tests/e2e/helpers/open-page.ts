import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { test as base } from './test.ts';

/** Opens a page in a new browser context (another person, or no JavaScript). */
export type OpenPage = (options?: BrowserContextOptions) => Promise<Page>;

/** The project's test, plus `openPage`: contexts it opens are closed after the test, pass or fail. */
export const test = base.extend<{ openPage: OpenPage }>({
	openPage: async ({ browser }, use) => {
		const opened: BrowserContext[] = [];
		await use(async (options) => {
			const context = await browser.newContext(options);
			opened.push(context);
			return context.newPage();
		});
		for (const context of opened) await context.close();
	},
});
