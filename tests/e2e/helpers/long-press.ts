import type { Locator, Page } from '@playwright/test';

/**
 * Holds a finger on the middle of `target` for `ms` milliseconds, then lifts it (real touch
 * events through the DevTools protocol; the context needs `hasTouch`).
 */
export async function longPress(page: Page, target: Locator, ms = 800): Promise<void> {
	await target.scrollIntoViewIfNeeded();
	const box = await target.boundingBox();
	if (!box) throw new Error('longPress: the target has no box');
	const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
	await page.waitForTimeout(ms);
	await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
	await cdp.detach();
}
