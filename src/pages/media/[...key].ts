import type { APIRoute } from 'astro';
import { errorMessage } from '~/lib/platform/http/errors.ts';
import { MEDIA_CACHE_CONTROL } from '~/lib/platform/media/image-sizes.ts';
import {
	isMediaFileKey,
	type MediaStore,
	mediaStore,
} from '~/lib/platform/media/media-store.server.ts';
import { serveVideoFile } from '~/lib/platform/media/video/serve-video.server.ts';

/**
 * `GET /media/{key…}`: one stored variant file, cacheable for a year (files never change).
 * Only exact variant paths (`ab/cd/<hex>/236x.jpg`) are looked up; anything else, including
 * any attempt to climb out of the media folder, is a plain 404. Video and captions files
 * (`…/video.mp4`, `…/captions.vtt`) are streamed with Range support (serve-video.server.ts).
 */
export const GET: APIRoute = async ({ params, request }) =>
	(params.key && (await serveVideoFile(mediaStore(), params.key, request))) ||
	serveMedia(mediaStore(), params.key, request);

/** The response for one media path; exported for tests. */
export async function serveMedia(
	store: MediaStore,
	key: string | undefined,
	request: Request,
): Promise<Response> {
	if (!key || !isMediaFileKey(key)) return notFound();
	const object = await store.get(key);
	if (!object) return notFound();
	const headers = {
		'content-type': object.contentType,
		'cache-control': MEDIA_CACHE_CONTROL,
		etag: object.etag,
		// User-supplied content: never run as a document, even if opened directly.
		'content-security-policy': "default-src 'none'; sandbox",
		'x-content-type-options': 'nosniff',
	};
	if (etagMatches(request.headers.get('if-none-match'), object.etag)) {
		return new Response(null, { status: 304, headers });
	}
	const body = request.method === 'HEAD' ? null : object.body;
	return new Response(body, {
		headers: { ...headers, 'content-length': String(object.size) },
	});
}

function etagMatches(header: string | null, etag: string): boolean {
	if (!header) return false;
	const bare = etag.replace(/^W\//, '');
	return header.split(',').some((t) => {
		const tag = t.trim();
		return tag === '*' || tag.replace(/^W\//, '') === bare;
	});
}

/** A plain-text 404 in the request's language (the error catalogue's `NotFound` message). */
function notFound(): Response {
	return new Response(errorMessage('NotFound'), {
		status: 404,
		headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
	});
}
