import type { Page } from '@playwright/test';
import { drawnPng } from './drawn-picture.ts';

/**
 * Uploads a generated picture (`drawnPng`: a white block on a field of the given hue; 600×800
 * unless `size` says otherwise) from inside the page, as the pin builder does
 * (`POST /upload-image/`, PIN-02); answers the media id.
 */
export async function uploadImageFromPage(
	page: Page,
	hue: number,
	size: { width: number; height: number } = { width: 600, height: 800 },
): Promise<string> {
	const png = (await drawnPng(page, hue, size)).toString('base64');
	return page.evaluate(async (b64) => {
		const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
		const form = new FormData();
		form.append('img', new Blob([bytes], { type: 'image/png' }), 'e2e.png');
		const token = /(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
		const res = await fetch('/upload-image/', {
			method: 'POST',
			body: form,
			headers: { 'x-csrftoken': decodeURIComponent(token) },
		});
		const answer = (await res.json()).resource_response;
		if (res.status !== 200) throw new Error(`upload: ${JSON.stringify(answer)}`);
		return answer.data.id as string;
	}, png);
}
