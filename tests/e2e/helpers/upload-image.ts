import type { Page } from '@playwright/test';

/**
 * Uploads a generated 600×800 picture (a white square on a field of the given hue) from inside
 * the page, as the pin builder does (`POST /upload-image/`, PIN-02); answers the media id.
 */
export async function uploadImageFromPage(page: Page, hue: number): Promise<string> {
	return page.evaluate(async (hue) => {
		const canvas = document.createElement('canvas');
		canvas.width = 600;
		canvas.height = 800;
		const ctx = canvas.getContext('2d')!;
		ctx.fillStyle = `hsl(${hue} 60% 45%)`;
		ctx.fillRect(0, 0, 600, 800);
		ctx.fillStyle = '#fff';
		ctx.fillRect(100, 100, 400, 300);
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
	}, hue);
}
