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
	},
	InvalidJson: {
		status: 400,
		apiErrorCode: 1002,
	},
	InvalidOptions: {
		status: 400,
		apiErrorCode: 1003,
	},
	UnknownResource: {
		status: 404,
		apiErrorCode: 1004,
	},
	MethodNotAllowed: {
		status: 405,
		apiErrorCode: 1005,
	},
	PayloadTooLarge: {
		status: 413,
		apiErrorCode: 1006,
	},
	UnsupportedMediaType: {
		status: 415,
		apiErrorCode: 1007,
	},
	NotFound: {
		status: 404,
		apiErrorCode: 1008,
	},
	AuthenticationRequired: {
		status: 401,
		apiErrorCode: 1009,
	},
	Forbidden: {
		status: 403,
		apiErrorCode: 1010,
	},
	CsrfFailed: {
		status: 403,
		apiErrorCode: 1011,
	},
	RateLimited: {
		status: 429,
		apiErrorCode: 1012,
	},
	UnknownPersistedQuery: {
		status: 404,
		apiErrorCode: 1013,
	},
	Conflict: {
		status: 409,
		apiErrorCode: 1014,
	},
	/**
	 * The disk (or database) ran out of space while storing this request's change; the change was
	 * rolled back whole. Mapped from ENOSPC, SQLITE_FULL and PostgreSQL's disk_full (53100) by
	 * `errorResponse`. The service recovers by itself once space returns.
	 */
	StorageFull: {
		status: 507,
		apiErrorCode: 1015,
	},
	// — images (2001–2999), src/lib/platform/media —
	ImageRequired: {
		status: 400,
		apiErrorCode: 2001,
	},
	ImageTooLarge: {
		status: 413,
		apiErrorCode: 2002,
	},
	ImageUnsupported: {
		status: 415,
		apiErrorCode: 2003,
	},
	ImageTooManyPixels: {
		status: 400,
		apiErrorCode: 2004,
	},
	ImageCorrupt: {
		status: 400,
		apiErrorCode: 2005,
	},
	// — videos (2101–2149), src/lib/platform/media/video —
	VideoRequired: {
		status: 400,
		apiErrorCode: 2101,
	},
	VideoTooLarge: {
		status: 413,
		apiErrorCode: 2102,
	},
	VideoUnsupported: {
		status: 415,
		apiErrorCode: 2103,
	},
	VideoCorrupt: {
		status: 400,
		apiErrorCode: 2104,
	},
	VideoTooLong: {
		status: 400,
		apiErrorCode: 2105,
	},
	VideoBusy: {
		status: 503,
		apiErrorCode: 2106,
	},
	CaptionsInvalid: {
		status: 400,
		apiErrorCode: 2107,
	},
	VideoCoverInvalid: {
		status: 400,
		apiErrorCode: 2108,
	},
	// — fetching user-supplied URLs (4650–4699), src/lib/platform/security/guarded-fetch.server.ts —
	FetchUrlRefused: {
		status: 400,
		apiErrorCode: 4650,
	},
	FetchHostRefused: {
		status: 400,
		apiErrorCode: 4651,
	},
	FetchFailed: {
		status: 502,
		apiErrorCode: 4652,
	},
	FetchTimeout: {
		status: 504,
		apiErrorCode: 4653,
	},
	FetchTooLarge: {
		status: 502,
		apiErrorCode: 4654,
	},
	Internal: {
		status: 500,
		apiErrorCode: 9999,
	},
} as const satisfies Record<string, ErrorSpec>;
