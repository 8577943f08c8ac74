import type { Page } from '@playwright/test';

/**
 * Waits until every React island the page will hydrate by itself has hydrated (Astro removes
 * the `ssr` attribute then). Typing into a server-rendered input before that is lost when React
 * takes over.
 *
 * A `client:visible` island below the fold hydrates only once scrolled to, so it is waited for
 * only when some of it is in the viewport; otherwise a tall picture that pushes the pinner's
 * Follow button out of view would make this wait forever.
 */
export async function waitForIslands(page: Page): Promise<void> {
	await page.waitForFunction(() => {
		const inView = (island: Element) =>
			Array.from(island.children).some((child) => {
				const box = child.getBoundingClientRect();
				return (
					box.bottom > 0 &&
					box.top < window.innerHeight &&
					box.right > 0 &&
					box.left < window.innerWidth
				);
			});
		return Array.from(document.querySelectorAll('astro-island[ssr]')).every(
			(island) => island.getAttribute('client') === 'visible' && !inView(island),
		);
	});
}
