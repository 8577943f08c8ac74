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
		message: 'There is no such search scope. Use `pins`, `boards`, `people` or `my_pins`.',
	},
	SearchPriceRange: {
		status: 400,
		apiErrorCode: 4301,
		message:
			'The lowest price is above the highest. Send a `price_min` no larger than `price_max`.',
	},
	// — home feed (4350–4399) —
	HomefeedInvalidBookmark: {
		status: 400,
		apiErrorCode: 4350,
		message:
			'This bookmark cannot continue the home feed. Start again without a bookmark, or send the `bookmark` of the last page.',
	},
	HomefeedUnfollowInvalid: {
		status: 400,
		apiErrorCode: 4351,
		message: 'Choose a person, board or interest you follow to unfollow it.',
	},
	// — interests (4400–4449) —
	InterestTargetRequired: {
		status: 400,
		apiErrorCode: 4400,
		message:
			'Name the topics to follow: send `interest_id` (one id) or `interest_list` (a list of ids), not both.',
	},
	InterestNotFound: {
		status: 404,
		apiErrorCode: 4401,
		message: 'We could not find this topic. Check the id, or pick another topic from Ideas.',
	},
	TooManyInterests: {
		status: 400,
		apiErrorCode: 4402,
		message: 'That is too many topics for one request. Send at most 50 at a time.',
	},
	// — related and visual (4450–4499) —
	VisualCropInvalid: {
		status: 400,
		apiErrorCode: 4450,
		message:
			'The crop must lie inside the image: x, y, w and h between 0 and 1, x + w and y + h at most 1, and w and h at least 0.05.',
	},
	VisualImageUnavailable: {
		status: 503,
		apiErrorCode: 4451,
		message:
			'The picture of this pin cannot be read right now, so we cannot search by it. Try again in a moment.',
	},
} as const satisfies Record<string, ErrorSpec>;
