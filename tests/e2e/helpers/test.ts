import { test as base, expect } from '@playwright/test';
import { watchCspViolations } from './csp-violations.ts';
import { expectAccessible } from './expect-accessible.ts';

/**
 * The project's Playwright `test`: after every test, each page it left open on one of our URLs
 * gets an axe check, so no page a test visits escapes the accessibility check; a test fails
 * when any page it opened broke the Content Security Policy; and each test reaches the server
 * from an address of its own.
 */
/** A private IPv4 address of its own for each test (from its id), as a proxy would forward it. */
function addressOf(testId: string): string {
	let h = 2166136261;
	for (const c of testId) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
	return `10.${(h >>> 16) & 255}.${(h >>> 8) & 255}.${h & 255}`;
}

export const test = base.extend<{ axeAfterEach: undefined; cspAfterEach: undefined }>({
	// The server trusts X-Forwarded-For in e2e runs (playwright.config.ts): every test is its own
	// client, so the suite never meets a per-address limit meant for one person.
	extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
		await use({ ...extraHTTPHeaders, 'x-forwarded-for': addressOf(testInfo.testId) });
	},
	axeAfterEach: [
		async ({ context, baseURL }, use) => {
			await use(undefined);
			for (const page of context.pages()) {
				if (baseURL && page.url().startsWith(baseURL)) await expectAccessible(page);
			}
		},
		{ auto: true },
	],
	cspAfterEach: [
		async ({ context }, use) => {
			const violations = watchCspViolations(context);
			await use(undefined);
			expect(violations, 'Content Security Policy violations').toEqual([]);
		},
		{ auto: true },
	],
});

export { expect };
