import { test as base, expect } from '@playwright/test';
import { expectAccessible } from './expect-accessible.ts';

/**
 * The project's Playwright `test`: after every test, each page it left open on one of our URLs
 * gets an axe check, so no page a test visits escapes the accessibility check.
 */
export const test = base.extend<{ axeAfterEach: undefined }>({
	axeAfterEach: [
		async ({ context, baseURL }, use) => {
			await use(undefined);
			for (const page of context.pages()) {
				if (baseURL && page.url().startsWith(baseURL)) await expectAccessible(page);
			}
		},
		{ auto: true },
	],
});

export { expect };
