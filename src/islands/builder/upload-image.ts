import { ApiError, offlineMessage } from '~/lib/platform/client/api.ts';
import { csrfToken, ensureCsrfToken } from '~/lib/platform/client/csrf.ts';
import builderMessages from '~/messages/builder/index.ts';
import type { DraftMedia } from './draft-types.ts';

/**
 * `POST /upload-image/` (multipart `img`) through XHR, which reports upload progress (fetch does
 * not). `onProgress` gets a fraction 0..1. Refusals reject with the envelope's `ApiError`.
 */
export async function uploadImage(
	file: File,
	onProgress: (fraction: number) => void,
): Promise<DraftMedia> {
	const token = csrfToken() || (await ensureCsrfToken());
	return new Promise((resolve, reject) => {
		const xhr = new XMLHttpRequest();
		xhr.open('POST', '/upload-image/');
		xhr.setRequestHeader('x-csrftoken', token);
		xhr.setRequestHeader('accept', 'application/json');
		xhr.upload.onprogress = (e) => {
			if (e.lengthComputable) onProgress(e.loaded / e.total);
		};
		xhr.onerror = () => reject(new ApiError(0, null, offlineMessage()));
		xhr.onload = () => {
			let r: { status?: string; data?: DraftMedia; error?: never } | undefined;
			try {
				r = JSON.parse(xhr.responseText).resource_response;
			} catch {
				r = undefined;
			}
			if (xhr.status === 200 && r?.status === 'success' && r.data) {
				onProgress(1);
				resolve(r.data);
			} else {
				const fallback = builderMessages().uploadFailedStatus({ status: String(xhr.status) });
				reject(new ApiError(xhr.status, r?.error ?? null, fallback));
			}
		};
		const form = new FormData();
		form.append('img', file, file.name);
		xhr.send(form);
	});
}
