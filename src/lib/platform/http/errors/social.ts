import type { CodeRanges, ErrorSpec } from './error-spec.ts';

/** Catalogue entries of the social area: comments, notifications, web push. */

/** 5000–5299. */
export const SOCIAL_CODES: CodeRanges = [[5000, 5299]];

export const SOCIAL_ERRORS = {
	// — comments (5000–5099) —
	CommentNotFound: {
		status: 404,
		apiErrorCode: 5000,
	},
	CommentPinNotFound: {
		status: 404,
		apiErrorCode: 5001,
	},
	CommentTextInvalid: {
		status: 400,
		apiErrorCode: 5002,
	},
	CommentsDisabled: {
		status: 403,
		apiErrorCode: 5003,
	},
	CommentNotAllowed: {
		status: 403,
		apiErrorCode: 5004,
	},
	CommentMentionNotInText: {
		status: 400,
		apiErrorCode: 5005,
	},
	CommentReplyTooDeep: {
		status: 400,
		apiErrorCode: 5006,
	},
	CommentNotEditable: {
		status: 403,
		apiErrorCode: 5007,
	},
	CommentNotDeletable: {
		status: 403,
		apiErrorCode: 5008,
	},
	CommentPinOwnerOnly: {
		status: 403,
		apiErrorCode: 5009,
	},
	CommentAlreadyFlagged: {
		status: 409,
		apiErrorCode: 5010,
	},
	TranslationUnavailable: {
		status: 404,
		apiErrorCode: 5011,
	},
	TranslationFailed: {
		status: 502,
		apiErrorCode: 5012,
	},
	CommentHideSelf: {
		status: 400,
		apiErrorCode: 5013,
	},
	// (end of comments)
	// — notifications and notification mail (5100–5199) —
	// (end of notifications)
	// — web push (5200–5299) —
	// (end of web push)
} as const satisfies Record<string, ErrorSpec>;
