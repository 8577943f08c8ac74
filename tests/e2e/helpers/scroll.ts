import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/**
 * Scrolls the window to `y` and waits until it is there: a page still growing (a grid loading
 * its next cards, an image reserving its box) may leave the first `scrollTo` short.
 */
export async function scrollTo(page: Page, y: number): Promise<void> {
	await expect
		.poll(
			async () => {
				await page.evaluate((top) => window.scrollTo(0, top), y);
				return page.evaluate(() => Math.round(scrollY));
			},
			{ timeout: 20_000 },
		)
		.toBe(y);
}
