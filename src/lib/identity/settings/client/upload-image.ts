import settingsProfile from '~/messages/settings-profile/index.ts';
import { ApiError, noAnswer, pageLanguageHeaders } from '../../../platform/client/api.ts';
import { ensureCsrfToken } from '../../../platform/client/csrf.ts';

/** The form field `POST /upload-image/` reads the image from (see `media/upload.server.ts`). */
const IMAGE_FIELD = 'img';

/**
 * Uploads one image file and answers its media id, for `profile_image_media_id`. Failures throw
 * `ApiError` with the server's message (too large, unsupported type…).
 */
export async function uploadImage(file: File): Promise<string> {
	const body = new FormData();
	body.append(IMAGE_FIELD, file);
	let response: Response;
	try {
		response = await fetch('/upload-image/', {
			method: 'POST',
			headers: {
				accept: 'application/json',
				'x-csrftoken': await ensureCsrfToken(),
				...pageLanguageHeaders(),
			},
			credentials: 'same-origin',
			body,
		});
	} catch (error) {
		throw noAnswer(error);
	}
	const envelope = (await response.json().catch(() => null)) as {
		resource_response?: { status?: string; data?: { id?: string }; error?: never };
	} | null;
	const r = envelope?.resource_response;
	if (!response.ok || r?.status !== 'success' || !r.data?.id) {
		throw new ApiError(response.status, r?.error ?? null, settingsProfile().uploadFailed());
	}
	return r.data.id;
}
