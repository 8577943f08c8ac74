import type { Page } from '@playwright/test';

/**
 * Waits until every React island on the page has hydrated (Astro removes the `ssr` attribute
 * then). Typing into a server-rendered input before that is lost when React takes over.
 */
export async function waitForIslands(page: Page): Promise<void> {
	await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
}
