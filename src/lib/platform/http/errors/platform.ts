import type { CodeRanges, ErrorSpec } from './error-spec.ts';

/**
 * Catalogue entries of the platform area: reading requests, the gateway, sessions' gates, CSRF,
 * rate limits, storage, images (`platform/media`), fetching user-supplied URLs
 * (`platform/security/guarded-fetch.server.ts`), and the last-resort `Internal`.
 */

/** 1001–1999 requests and HTTP, 2001–2999 images, 4650–4699 fetching URLs, 9999 `Internal`. */
export const PLATFORM_CODES: CodeRanges = [
	[1001, 1999],
	[2001, 2999],
	[4650, 4699],
	[9999, 9999],
];

export const PLATFORM_ERRORS = {
	// — requests and HTTP (1001–1999) —
	InvalidRequestBody: {
		status: 400,
		apiErrorCode: 1001,
		message:
			'The request body could not be read. Send form fields or JSON with `source_url` and `data`.',
	},
	InvalidJson: {
		status: 400,
		apiErrorCode: 1002,
		message:
			'The `data` parameter is not valid JSON. Send JSON text of {"options": {…}, "context": {}}.',
	},
	InvalidOptions: {
		status: 400,
		apiErrorCode: 1003,
		message: 'Some options are missing or wrong. Check the details and send the request again.',
	},
	UnknownResource: {
		status: 404,
		apiErrorCode: 1004,
		message: 'There is no such resource. Check the name in the URL (for example `PinResource`).',
	},
	MethodNotAllowed: {
		status: 405,
		apiErrorCode: 1005,
		message: 'This action is not available with this HTTP method.',
	},
	PayloadTooLarge: {
		status: 413,
		apiErrorCode: 1006,
		message: 'The request body is too large. Send a smaller request.',
	},
	UnsupportedMediaType: {
		status: 415,
		apiErrorCode: 1007,
		message: 'This content type is not accepted here. Send JSON, form fields or multipart data.',
	},
	NotFound: {
		status: 404,
		apiErrorCode: 1008,
		message: 'We could not find what you asked for. It may have been deleted or made secret.',
	},
	AuthenticationRequired: {
		status: 401,
		apiErrorCode: 1009,
		message: 'You need to log in to do that.',
	},
	Forbidden: {
		status: 403,
		apiErrorCode: 1010,
		message: 'You do not have permission to do that.',
	},
	CsrfFailed: {
		status: 403,
		apiErrorCode: 1011,
		message:
			'This request did not carry a valid CSRF token or came from another site. Reload the page and try again.',
	},
	RateLimited: {
		status: 429,
		apiErrorCode: 1012,
		message: 'Too many requests. Wait a little and try again.',
	},
	UnknownPersistedQuery: {
		status: 404,
		apiErrorCode: 1013,
		message: 'There is no persisted query with this name or hash.',
	},
	Conflict: {
		status: 409,
		apiErrorCode: 1014,
		message: 'That conflicts with something that already exists. Reload and try again.',
	},
	/**
	 * The disk (or database) ran out of space while storing this request's change; the change was
	 * rolled back whole. Mapped from ENOSPC, SQLITE_FULL and PostgreSQL's disk_full (53100) by
	 * `errorResponse`. The service recovers by itself once space returns.
	 */
	StorageFull: {
		status: 507,
		apiErrorCode: 1015,
		message:
			'We could not save that because our storage is full. Nothing was changed; try again in a few minutes.',
	},
	// — images (2001–2999), src/lib/platform/media —
	ImageRequired: {
		status: 400,
		apiErrorCode: 2001,
		message: 'Attach an image in the `img` field of a multipart form.',
	},
	ImageTooLarge: {
		status: 413,
		apiErrorCode: 2002,
		message: 'That file is too large. Upload an image under 20 MB.',
	},
	ImageUnsupported: {
		status: 415,
		apiErrorCode: 2003,
		message: 'That file is not an image we can use. Upload a JPEG, PNG, WebP or GIF.',
	},
	ImageTooManyPixels: {
		status: 400,
		apiErrorCode: 2004,
		message: 'That image is too big in pixels. Upload one under 50 megapixels.',
	},
	ImageCorrupt: {
		status: 400,
		apiErrorCode: 2005,
		message: 'That image could not be read; it may be damaged or incomplete. Try another file.',
	},
	// — videos (2101–2149), src/lib/platform/media/video —
	VideoRequired: {
		status: 400,
		apiErrorCode: 2101,
		message: 'Send the video file itself as the body, with Content-Type video/mp4 or video/webm.',
	},
	VideoTooLarge: {
		status: 413,
		apiErrorCode: 2102,
		message: 'That video is too large. Upload a video of at most 200 MB (209,715,200 bytes).',
	},
	VideoUnsupported: {
		status: 415,
		apiErrorCode: 2103,
		message: 'That file is not a video we can use. Upload an MP4 or WebM video.',
	},
	VideoCorrupt: {
		status: 400,
		apiErrorCode: 2104,
		message:
			'That video could not be read; it may be damaged, incomplete or have no picture. Try another file.',
	},
	VideoTooLong: {
		status: 400,
		apiErrorCode: 2105,
		message: 'That video is too long. Upload a video of at most 15 minutes.',
	},
	VideoBusy: {
		status: 503,
		apiErrorCode: 2106,
		message: 'We are processing many videos right now. Try again in a minute.',
	},
	CaptionsInvalid: {
		status: 400,
		apiErrorCode: 2107,
		message: 'That captions file is not WebVTT. Upload a .vtt file of at most 1 MB.',
	},
	VideoCoverInvalid: {
		status: 400,
		apiErrorCode: 2108,
		message: "That picture is not one of this video's cover frames. Pick one of its 5 frames.",
	},
	// — fetching user-supplied URLs (4650–4699), src/lib/platform/security/guarded-fetch.server.ts —
	FetchUrlRefused: {
		status: 400,
		apiErrorCode: 4650,
		message:
			'We cannot fetch this link. Use a web address that starts with http:// or https://, has no user name or password, and uses the usual port (80 or 443).',
	},
	FetchHostRefused: {
		status: 400,
		apiErrorCode: 4651,
		message:
			'We cannot fetch this link: its site could not be found, or it is not on the public internet. Check the link, or use one to a public website.',
	},
	FetchFailed: {
		status: 502,
		apiErrorCode: 4652,
		message:
			'We could not get a usable answer from that website. Check the link, or try again later.',
	},
	FetchTimeout: {
		status: 504,
		apiErrorCode: 4653,
		message: 'That website took too long to answer. Try again later, or use another link.',
	},
	FetchTooLarge: {
		status: 502,
		apiErrorCode: 4654,
		message: 'That page or file is larger than we fetch. Use a link to a smaller page or image.',
	},
	Internal: {
		status: 500,
		apiErrorCode: 9999,
		message: 'Sorry! Something went wrong on our end!',
	},
} as const satisfies Record<string, ErrorSpec>;
