import { ApiError, type ApiErrorBody, offlineMessage } from '~/lib/platform/client/api.ts';
import { csrfToken, ensureCsrfToken } from '~/lib/platform/client/csrf.ts';
import {
	declaredVideoFormat,
	VIDEO_CONTENT_TYPES,
	VIDEO_MAX_BYTES,
} from '~/lib/platform/media/video/video-format.ts';
import type { VideoUpload } from '~/lib/platform/media/video/video-upload.ts';
import builderVideo from '~/messages/builder-video/index.ts';

export type { VideoUpload };

/** Upload progress: bytes sent of the file's size (0..1 as `fraction`). */
export interface UploadProgress {
	loaded: number;
	total: number;
	fraction: number;
}

/** The content type to send a file as, by its type or, failing that, its name; null if neither. */
function videoTypeOf(file: File): string | null {
	const byType = declaredVideoFormat(file.type);
	if (byType) return VIDEO_CONTENT_TYPES[byType];
	const name = file.name.toLowerCase();
	if (name.endsWith('.mp4') || name.endsWith('.m4v')) return VIDEO_CONTENT_TYPES.mp4;
	if (name.endsWith('.webm')) return VIDEO_CONTENT_TYPES.webm;
	return null;
}

/**
 * Sends a video file to `POST /upload-video/` as the raw body (BLD-12), reporting progress,
 * and answers the VideoUpload (size, length, 5 cover frames). A file over 200 MB or not MP4 or
 * WebM is refused before sending; the server checks again. Failures reject with `ApiError`
 * (the server's catalogue code and message), like every other call.
 */
export async function uploadVideo(
	file: File,
	onProgress?: (progress: UploadProgress) => void,
	signal?: AbortSignal,
): Promise<VideoUpload> {
	if (file.size > VIDEO_MAX_BYTES) {
		throw new ApiError(
			413,
			{
				code: 'VideoTooLarge',
				message: builderVideo().videoTooLarge(),
			},
			'',
		);
	}
	const type = videoTypeOf(file);
	if (!type) {
		throw new ApiError(
			415,
			{
				code: 'VideoUnsupported',
				message: builderVideo().videoUnsupported(),
			},
			'',
		);
	}
	const token = csrfToken() || (await ensureCsrfToken());
	return new Promise<VideoUpload>((resolve, reject) => {
		const xhr = new XMLHttpRequest();
		xhr.open('POST', '/upload-video/');
		xhr.setRequestHeader('content-type', type);
		xhr.setRequestHeader('x-csrftoken', token);
		xhr.responseType = 'json';
		xhr.upload.onprogress = (event) => {
			const total = event.lengthComputable ? event.total : file.size;
			onProgress?.({ loaded: event.loaded, total, fraction: total ? event.loaded / total : 0 });
		};
		xhr.onload = () => {
			const envelope = xhr.response as {
				resource_response?: { data?: VideoUpload; error?: Partial<ApiErrorBody> };
			} | null;
			const answer = envelope?.resource_response;
			if (xhr.status === 200 && answer?.data) resolve(answer.data);
			else
				reject(new ApiError(xhr.status, answer?.error ?? null, builderVideo().videoNotUploaded()));
		};
		xhr.onerror = () => reject(new ApiError(0, null, offlineMessage()));
		xhr.onabort = () => reject(new ApiError(0, null, 'aborted'));
		signal?.addEventListener('abort', () => xhr.abort(), { once: true });
		xhr.send(file);
	});
}
