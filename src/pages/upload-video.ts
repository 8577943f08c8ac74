import type { APIRoute } from 'astro';
import { mediaStore } from '~/lib/platform/media/media-store.server.ts';
import { handleVideoUpload } from '~/lib/platform/media/video/upload-video.server.ts';

/** `POST /upload-video/`: the raw MP4/WebM file as the body (BLD-12); see upload-video.server.ts. */
export const POST: APIRoute = ({ request, locals }) =>
	handleVideoUpload({
		request,
		viewer: locals.viewer,
		requestId: locals.requestId,
		db: locals.db,
		store: mediaStore(),
	});
