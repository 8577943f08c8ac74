import type { CodeRanges, ErrorSpec } from './error-spec.ts';

/**
 * Catalogue entries of the identity area: sign-up, login, passwords, passcodes, accounts and
 * their switching, re-authentication, follows and blocks.
 */

/**
 * 3001–3999; follows and blocks hold 4200–4202, numbered in the profiles block (numbers never
 * change), and take new numbers from 3001–3999.
 */
export const IDENTITY_CODES: CodeRanges = [
	[3001, 3999],
	[4200, 4202],
];

export const IDENTITY_ERRORS = {
	// — sign-up, login, passwords, passcodes, accounts (3001–3039) —
	EmailTaken: {
		status: 409,
		apiErrorCode: 3001,
	},
	InvalidEmail: {
		status: 400,
		apiErrorCode: 3002,
	},
	InvalidPassword: {
		status: 400,
		apiErrorCode: 3003,
	},
	UsernameReserved: {
		status: 400,
		apiErrorCode: 3004,
	},
	UsernameTaken: {
		status: 409,
		apiErrorCode: 3005,
	},
	InvalidUsername: {
		status: 400,
		apiErrorCode: 3006,
	},
	AgeRestricted: {
		status: 403,
		apiErrorCode: 3007,
	},
	InvalidBirthday: {
		status: 400,
		apiErrorCode: 3008,
	},
	SignupTransient: {
		status: 503,
		apiErrorCode: 3009,
	},
	LoginFailed: {
		status: 401,
		apiErrorCode: 3010,
	},
	LoginRateLimited: {
		status: 429,
		apiErrorCode: 3011,
	},
	AccountSuspended: {
		status: 403,
		apiErrorCode: 3012,
	},
	PasswordResetSent: {
		status: 401,
		apiErrorCode: 3013,
	},
	MfaRequired: {
		status: 401,
		apiErrorCode: 3014,
	},
	MfaInvalid: {
		status: 401,
		apiErrorCode: 3015,
	},
	LimitedLogin: {
		status: 401,
		apiErrorCode: 3016,
	},
	TokenInvalid: {
		status: 400,
		apiErrorCode: 3017,
	},
	PasswordIncorrect: {
		status: 403,
		apiErrorCode: 3018,
	},
	PasswordMismatch: {
		status: 400,
		apiErrorCode: 3019,
	},
	PasscodeRequired: {
		status: 403,
		apiErrorCode: 3020,
	},
	PasscodeIncorrect: {
		status: 403,
		apiErrorCode: 3021,
	},
	PasscodeLocked: {
		status: 429,
		apiErrorCode: 3022,
	},
	SwitchFailed: {
		status: 401,
		apiErrorCode: 3023,
	},
	EmailNotVerified: {
		status: 403,
		apiErrorCode: 3024,
	},
	// — re-authentication for sensitive changes (3040–3049) —
	ReauthRequired: {
		status: 403,
		apiErrorCode: 3040,
	},
	PasswordNotSet: {
		status: 403,
		apiErrorCode: 3041,
	},
	// — follows and blocks (4200–4202; new ones take numbers from 3001–3999) —
	CannotFollowSelf: {
		status: 400,
		apiErrorCode: 4200,
	},
	FollowBlocked: {
		status: 403,
		apiErrorCode: 4201,
	},
	CannotBlockSelf: {
		status: 400,
		apiErrorCode: 4202,
	},
} as const satisfies Record<string, ErrorSpec>;
