import type { APIRoute } from 'astro';
import { mediaStore } from '~/lib/platform/media/media-store.server.ts';
import { handleUpload } from '~/lib/platform/media/upload.server.ts';

/** `POST /upload-image/`: multipart `img` from a signed-in viewer (PIN-02); see upload.server.ts. */
export const POST: APIRoute = ({ request, locals }) =>
	handleUpload({
		request,
		viewer: locals.viewer,
		requestId: locals.requestId,
		db: locals.db,
		store: mediaStore(),
	});
