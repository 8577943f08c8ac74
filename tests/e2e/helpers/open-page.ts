import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { watchCspViolations } from './csp-violations.ts';
import { test as base, expect } from './test.ts';

/** Opens a page in a new browser context (another person, or no JavaScript). */
export type OpenPage = (options?: BrowserContextOptions) => Promise<Page>;

/**
 * The project's test, plus `openPage`: contexts it opens are closed after the test, pass or
 * fail, and their pages are held to the Content Security Policy like the test's own context.
 */
export const test = base.extend<{ openPage: OpenPage }>({
	openPage: async ({ browser }, use) => {
		const opened: BrowserContext[] = [];
		const violations: string[][] = [];
		await use(async (options) => {
			const context = await browser.newContext(options);
			opened.push(context);
			violations.push(watchCspViolations(context));
			return context.newPage();
		});
		for (const context of opened) await context.close();
		expect(violations.flat(), 'Content Security Policy violations').toEqual([]);
	},
});
