import type { CodeRanges, ErrorSpec } from './error-spec.ts';

/** Catalogue entries of the growth area: event logging and experiments. */

/** 4600–4649. */
export const GROWTH_CODES: CodeRanges = [[4600, 4649]];

export const GROWTH_ERRORS = {
	// — event logging and experiments (4600–4649) —
	StateCrossOrigin: {
		status: 403,
		apiErrorCode: 4600,
	},
	TooManyExperiences: {
		status: 400,
		apiErrorCode: 4601,
	},
} as const satisfies Record<string, ErrorSpec>;
