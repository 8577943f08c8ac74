import type { CodeRanges, ErrorSpec } from './error-spec.ts';

/** Catalogue entries of the social area: comments, notifications, web push. */

/** 5000–5299. */
export const SOCIAL_CODES: CodeRanges = [[5000, 5299]];

export const SOCIAL_ERRORS = {
	// — comments (5000–5099) —
	// (end of comments)
	// — notifications and notification mail (5100–5199) —
	// (end of notifications)
	// — web push (5200–5299) —
	// (end of web push)
} as const satisfies Record<string, ErrorSpec>;
