import type { Page } from '@playwright/test';

/**
 * A PNG drawn in the page: a white block on a field of the given hue (the same picture
 * `uploadImageFromPage` uploads), `size` 300×400 unless said otherwise. For tests that hand
 * files to the builder's drop zone or file input, or serve them from a site of their own.
 */
export async function drawnPng(
	page: Page,
	hue: number,
	size: { width: number; height: number } = { width: 300, height: 400 },
): Promise<Buffer> {
	const b64 = await page.evaluate(
		({ hue, width, height }) => {
			const canvas = document.createElement('canvas');
			canvas.width = width;
			canvas.height = height;
			const ctx = canvas.getContext('2d')!;
			ctx.fillStyle = `hsl(${hue} 60% 45%)`;
			ctx.fillRect(0, 0, width, height);
			ctx.fillStyle = '#fff';
			ctx.fillRect(width / 6, height / 8, (width * 2) / 3, (height * 3) / 8);
			return canvas.toDataURL('image/png').split(',')[1]!;
		},
		{ hue, ...size },
	);
	return Buffer.from(b64, 'base64');
}
