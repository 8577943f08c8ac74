/**
 * Pure rules of uploaded videos (BLD-12, U-23): the limits, the accepted containers by magic
 * bytes, the stored file names, the cover frames' times and the WebVTT check. No I/O, so the
 * upload island and the server share them.
 */

/** BLD-12: a video upload larger than this many bytes is refused. */
export const VIDEO_MAX_BYTES = 209_715_200;

/** The longest video we take (15 minutes): longer ones are refused with `VideoTooLong`. */
export const VIDEO_MAX_DURATION_MS = 15 * 60 * 1000;

/** U-23: how many candidate cover frames a video gets. */
export const VIDEO_FRAME_COUNT = 5;

/** The largest captions file we take (WebVTT text). */
export const CAPTIONS_MAX_BYTES = 1024 * 1024;

/** The containers we take; the stored file's extension is the format's name. */
export type VideoFormat = 'mp4' | 'webm';

export const VIDEO_CONTENT_TYPES: Record<VideoFormat, string> = {
	mp4: 'video/mp4',
	webm: 'video/webm',
};

/** The declared type of an upload (`video/mp4; codecs=…` → `mp4`), or null for any other. */
export function declaredVideoFormat(contentType: string | null): VideoFormat | null {
	const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
	if (type === 'video/mp4') return 'mp4';
	if (type === 'video/webm') return 'webm';
	return null;
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
	if (bytes.length < at + length) return '';
	return String.fromCharCode(...bytes.subarray(at, at + length));
}

/**
 * The container the first bytes of a file are, by magic bytes only: MP4 (an ISO base media
 * file whose first box is `ftyp`) or WebM (an EBML header whose DocType is `webm`). Matroska
 * (`matroska` DocType), QuickTime without `ftyp`, pictures and text are null.
 */
export function sniffVideoFormat(head: Uint8Array): VideoFormat | null {
	if (ascii(head, 4, 4) === 'ftyp') {
		const size = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
		return size >= 8 ? 'mp4' : null;
	}
	if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
		// The DocType element (0x4282) sits in the EBML header, within its first few dozen bytes.
		const limit = Math.min(head.length - 3, 64);
		for (let i = 4; i < limit; i++) {
			if (head[i] === 0x42 && head[i + 1] === 0x82) {
				const length = head[i + 2]! & 0x7f; // a one-byte size (0x84 → 4)
				return ascii(head, i + 3, length) === 'webm' ? 'webm' : null;
			}
		}
	}
	return null;
}

/** The stored video file under a storage key prefix (`ab/cd/<hex>/video.mp4`). */
export function videoFileName(format: VideoFormat): string {
	return `video.${format}`;
}

export const CAPTIONS_FILE_NAME = 'captions.vtt';

const VIDEO_FILE =
	/^([0-9a-f]{2})\/([0-9a-f]{2})\/\1\2[0-9a-f]{28}\/(video\.(mp4|webm)|captions\.vtt)$/;

/** Whether a `/media/` path is exactly a video or captions file this pipeline writes. */
export function isVideoFileKey(key: string): boolean {
	return VIDEO_FILE.test(key);
}

/** The content type of a stored video or captions file, by its name. */
export function videoFileContentType(key: string): string | null {
	if (key.endsWith('.mp4')) return 'video/mp4';
	if (key.endsWith('.webm')) return 'video/webm';
	if (key.endsWith('.vtt')) return 'text/vtt; charset=utf-8';
	return null;
}

/**
 * U-23: the times (ms) of the candidate cover frames, evenly spaced through the video and never
 * at its very start or end (the middle of each fifth), so black lead-in frames are avoided.
 */
export function frameTimesMs(durationMs: number, count = VIDEO_FRAME_COUNT): number[] {
	const d = Math.max(0, durationMs);
	return Array.from({ length: count }, (_, i) => Math.floor(((i + 0.5) * d) / count));
}

/**
 * Whether text is a WebVTT file: the `WEBVTT` signature (after an optional byte-order mark),
 * followed by a space, tab or line end; at least one cue timing line; no NUL bytes.
 */
export function isWebVtt(text: string): boolean {
	const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
	if (!/^WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/.test(body)) return false;
	if (body.includes('\u0000')) return false;
	return /(?:^|\n)(?:\d{2,}:)?\d{2}:\d{2}\.\d{3}[ \t]+-->[ \t]+(?:\d{2,}:)?\d{2}:\d{2}\.\d{3}/.test(
		body.replace(/\r\n?/g, '\n'),
	);
}
