import type { APIRoute } from 'astro';
import { mediaStore } from '~/lib/platform/media/media-store.server.ts';
import { handleCaptionsUpload } from '~/lib/platform/media/video/upload-video.server.ts';

/** `POST /upload-video/{id}/captions/`: a WebVTT file as the body, for the owner's video. */
export const POST: APIRoute = ({ request, locals, params }) =>
	handleCaptionsUpload({
		request,
		viewer: locals.viewer,
		requestId: locals.requestId,
		db: locals.db,
		store: mediaStore(),
		videoId: params.id,
	});
