import type { CodeRanges, ErrorSpec } from './error-spec.ts';

/**
 * Catalogue entries of the discovery area: search, the home feed, interests, related and visual
 * search.
 */

/** 4300–4499. */
export const DISCOVERY_CODES: CodeRanges = [[4300, 4499]];

export const DISCOVERY_ERRORS = {
	// — search (4300–4349) —
	SearchScopeUnknown: {
		status: 400,
		apiErrorCode: 4300,
	},
	SearchPriceRange: {
		status: 400,
		apiErrorCode: 4301,
	},
	// — home feed (4350–4399) —
	HomefeedInvalidBookmark: {
		status: 400,
		apiErrorCode: 4350,
	},
	HomefeedUnfollowInvalid: {
		status: 400,
		apiErrorCode: 4351,
	},
	// — interests (4400–4449) —
	InterestTargetRequired: {
		status: 400,
		apiErrorCode: 4400,
	},
	InterestNotFound: {
		status: 404,
		apiErrorCode: 4401,
	},
	TooManyInterests: {
		status: 400,
		apiErrorCode: 4402,
	},
	// — related and visual (4450–4499) —
	VisualCropInvalid: {
		status: 400,
		apiErrorCode: 4450,
	},
	VisualImageUnavailable: {
		status: 503,
		apiErrorCode: 4451,
	},
} as const satisfies Record<string, ErrorSpec>;
