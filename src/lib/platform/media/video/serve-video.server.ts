import { MEDIA_CACHE_CONTROL } from '../image-sizes.ts';
import type { FileMediaStore } from '../media-store.server.ts';
import { isVideoFileKey } from './video-format.ts';

/** A byte range of a `size`-byte file, inclusive; `unsatisfiable` for one outside it. */
export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * The one range of a `Range: bytes=…` header (`a-b`, `a-`, `-n`), clamped to the file; null
 * for no header or one we do not honour (several ranges, other units: the whole file is sent).
 */
export function parseRange(header: string | null, size: number): ByteRange {
	if (!header) return null;
	const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
	if (!match) return null;
	const [, a, b] = match;
	if (a === '' && b === '') return null;
	if (a === '') {
		const n = Number(b);
		if (n === 0 || size === 0) return 'unsatisfiable';
		return { start: Math.max(0, size - n), end: size - 1 };
	}
	const start = Number(a);
	const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
	if (start >= size || end < start) return 'unsatisfiable';
	return { start, end };
}

function etagMatches(header: string | null, etag: string): boolean {
	if (!header) return false;
	const bare = etag.replace(/^W\//, '');
	return header.split(',').some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === bare);
}

/**
 * `GET /media/{…}/video.{mp4|webm}` and `captions.vtt`: a stored video streamed from the store,
 * whole or one byte range (206, so browsers can seek), cacheable for a year (files never change),
 * with `Accept-Ranges`, an ETag (`If-None-Match` → 304; `If-Range` honoured), `nosniff` and a
 * sandboxing CSP. Null when the key is not a video file path (the caller answers 404).
 */
export async function serveVideoFile(
	store: FileMediaStore,
	key: string,
	request: Request,
): Promise<Response | null> {
	if (!isVideoFileKey(key)) return null;
	const info = await store.stat(key);
	if (!info) return null;
	const headers: Record<string, string> = {
		'content-type': info.contentType,
		'cache-control': MEDIA_CACHE_CONTROL,
		etag: info.etag,
		'accept-ranges': 'bytes',
		'content-security-policy': "default-src 'none'; sandbox",
		'x-content-type-options': 'nosniff',
	};
	if (etagMatches(request.headers.get('if-none-match'), info.etag)) {
		return new Response(null, { status: 304, headers });
	}
	const ifRange = request.headers.get('if-range');
	const range =
		ifRange && ifRange !== info.etag ? null : parseRange(request.headers.get('range'), info.size);
	if (range === 'unsatisfiable') {
		return new Response(null, {
			status: 416,
			headers: { ...headers, 'content-range': `bytes */${info.size}` },
		});
	}
	const head = request.method === 'HEAD';
	if (range === null) {
		const body = head || info.size === 0 ? null : await store.openRange(key, 0, info.size - 1);
		return new Response(body, {
			headers: { ...headers, 'content-length': String(info.size) },
		});
	}
	const body = head ? null : await store.openRange(key, range.start, range.end);
	return new Response(body, {
		status: 206,
		headers: {
			...headers,
			'content-length': String(range.end - range.start + 1),
			'content-range': `bytes ${range.start}-${range.end}/${info.size}`,
		},
	});
}
