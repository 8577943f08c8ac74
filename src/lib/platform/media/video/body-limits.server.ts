import type http from 'node:http';

/**
 * Request body limits per path for the Node server (`scripts/start.ts`). The adapter's
 * `bodySizeLimit` (astro.config) is one number for every route, so it is set to
 * room for a BLD-12 video (210 MiB), and every other request is held to
 * `OTHER_BODY_LIMIT` (25 MB, what the adapter allowed before) here, before Astro reads it.
 * `POST /upload-video/` counts its own body against 209,715,200 bytes (upload-video.server.ts).
 */
const OTHER_BODY_LIMIT = 25 * 1024 * 1024;

const VIDEO_UPLOAD_PATH = /^\/upload-video\/?(?:\?|$)/;

async function* limited(source: AsyncIterable<Buffer>, limit: number): AsyncGenerator<Buffer> {
	let received = 0;
	for await (const chunk of source) {
		received += chunk.byteLength;
		if (received > limit) throw new Error(`Body size limit exceeded: more than ${limit} bytes`);
		yield chunk;
	}
}

/** Wraps a Node handler so only `POST /upload-video/` may send a body over 25 MB. */
export function withBodyLimits(
	handler: (req: http.IncomingMessage, res: http.ServerResponse) => void,
): (req: http.IncomingMessage, res: http.ServerResponse) => void {
	return (req, res) => {
		const isVideo = req.method === 'POST' && VIDEO_UPLOAD_PATH.test(req.url ?? '');
		if (!isVideo && req.method !== 'GET' && req.method !== 'HEAD') {
			// The adapter reads `req.body` (an async iterable) instead of `req` when it is set.
			(req as { body?: unknown }).body = limited(req, OTHER_BODY_LIMIT);
		}
		handler(req, res);
	};
}
