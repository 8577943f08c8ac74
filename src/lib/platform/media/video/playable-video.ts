import { VIDEO_CONTENT_TYPES, type VideoFormat } from './video-format.ts';

/** A stored video as a page plays it: its file, type, captions, size and length. */
export interface PlayableVideo {
	id: string;
	/** The file's URL (under MEDIA_BASE_URL). */
	url: string;
	/** `video/mp4` or `video/webm`, for `<source type>`. */
	contentType: string;
	/** WebVTT captions' URL, or null. */
	captionsUrl: string | null;
	width: number;
	height: number;
	durationMs: number;
	uploadedAt: string;
}

export function contentTypeOf(format: VideoFormat): string {
	return VIDEO_CONTENT_TYPES[format];
}

/** ISO 8601 duration for schema.org, whole seconds (`PT1M5S`; at least `PT1S`). */
export function isoDurationOfMs(ms: number): string {
	const s = Math.max(1, Math.round(ms / 1000));
	const h = Math.floor(s / 3600);
	const m = Math.floor((s % 3600) / 60);
	return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s % 60 ? `${s % 60}S` : ''}`;
}

/**
 * A schema.org `VideoObject` for a played video (the closeup of a public video pin, `/tv`):
 * `abs` makes a path absolute.
 */
export function videoObjectJsonLd(
	video: PlayableVideo,
	page: {
		name: string;
		description: string;
		thumbnailUrl: string;
		url: string;
		author?: { name: string; url: string };
	},
	abs: (path: string) => string,
): Record<string, unknown> {
	return {
		'@type': 'VideoObject',
		name: page.name,
		description: page.description || page.name,
		thumbnailUrl: abs(page.thumbnailUrl),
		uploadDate: video.uploadedAt,
		duration: isoDurationOfMs(video.durationMs),
		contentUrl: abs(video.url),
		encodingFormat: video.contentType,
		width: video.width,
		height: video.height,
		url: abs(page.url),
		...(page.author
			? { author: { '@type': 'Person', name: page.author.name, url: abs(page.author.url) } }
			: {}),
	};
}
