import type { Page } from '@playwright/test';

/**
 * Uploads a generated picture (a white block on a field of the given hue; 600×800 unless `size`
 * says otherwise) from inside the page, as the pin builder does (`POST /upload-image/`, PIN-02);
 * answers the media id.
 */
export async function uploadImageFromPage(
	page: Page,
	hue: number,
	size: { width: number; height: number } = { width: 600, height: 800 },
): Promise<string> {
	return page.evaluate(
		async ({ hue, width, height }) => {
			const canvas = document.createElement('canvas');
			canvas.width = width;
			canvas.height = height;
			const ctx = canvas.getContext('2d')!;
			ctx.fillStyle = `hsl(${hue} 60% 45%)`;
			ctx.fillRect(0, 0, width, height);
			ctx.fillStyle = '#fff';
			ctx.fillRect(width / 6, height / 8, (width * 2) / 3, (height * 3) / 8);
			const blob = await new Promise<Blob>((resolve) =>
				canvas.toBlob((b) => resolve(b!), 'image/png'),
			);
			const form = new FormData();
			form.append('img', blob, 'e2e.png');
			const token = /(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
			const res = await fetch('/upload-image/', {
				method: 'POST',
				body: form,
				headers: { 'x-csrftoken': decodeURIComponent(token) },
			});
			const answer = (await res.json()).resource_response;
			if (res.status !== 200) throw new Error(`upload: ${JSON.stringify(answer)}`);
			return answer.data.id as string;
		},
		{ hue, ...size },
	);
}
