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
		message: 'An account with this email already exists. Log in instead, or use another email.',
	},
	InvalidEmail: {
		status: 400,
		apiErrorCode: 3002,
		message: "That email address doesn't look right. Check it and try again.",
	},
	InvalidPassword: {
		status: 400,
		apiErrorCode: 3003,
		message:
			'Your password needs at least 8 characters, and can only have letters, numbers and basic symbols.',
	},
	UsernameReserved: {
		status: 400,
		apiErrorCode: 3004,
		message: 'That username is reserved. Choose another one.',
	},
	UsernameTaken: {
		status: 409,
		apiErrorCode: 3005,
		message: 'That username is taken. Choose another one.',
	},
	InvalidUsername: {
		status: 400,
		apiErrorCode: 3006,
		message: 'Usernames have 3 to 30 letters, numbers or underscores.',
	},
	AgeRestricted: {
		status: 403,
		apiErrorCode: 3007,
		message: "Sorry, you're not old enough to use Corkboard yet.",
	},
	InvalidBirthday: {
		status: 400,
		apiErrorCode: 3008,
		message: 'Enter your birthday as a real date (YYYY-MM-DD).',
	},
	SignupTransient: {
		status: 503,
		apiErrorCode: 3009,
		message: 'We could not create your account just now. Try again in a moment.',
	},
	LoginFailed: {
		status: 401,
		apiErrorCode: 3010,
		message: "That email or username and password don't match. Try again, or reset your password.",
	},
	LoginRateLimited: {
		status: 429,
		apiErrorCode: 3011,
		message: 'Too many login attempts. Wait a few minutes, or reset your password.',
	},
	AccountSuspended: {
		status: 403,
		apiErrorCode: 3012,
		message: 'This account has been suspended. Contact support if you think this is a mistake.',
	},
	PasswordResetSent: {
		status: 401,
		apiErrorCode: 3013,
		message: 'We sent you an email with a link to set a new password. Check your inbox.',
	},
	MfaRequired: {
		status: 401,
		apiErrorCode: 3014,
		message: 'Enter the 6-digit code from your authenticator app, or a backup code.',
	},
	MfaInvalid: {
		status: 401,
		apiErrorCode: 3015,
		message: "That code didn't work. Check your authenticator app and try again.",
	},
	LimitedLogin: {
		status: 401,
		apiErrorCode: 3016,
		message: 'Log in again to do that. For your security, some actions need a fresh login.',
	},
	TokenInvalid: {
		status: 400,
		apiErrorCode: 3017,
		message: 'This link is invalid or has expired. Ask for a new one.',
	},
	PasswordIncorrect: {
		status: 403,
		apiErrorCode: 3018,
		message: 'Your current password is incorrect.',
	},
	PasswordMismatch: {
		status: 400,
		apiErrorCode: 3019,
		message: "The new passwords don't match.",
	},
	PasscodeRequired: {
		status: 403,
		apiErrorCode: 3020,
		message: 'Enter your parental passcode to change this setting.',
	},
	PasscodeIncorrect: {
		status: 403,
		apiErrorCode: 3021,
		message: 'That passcode is incorrect.',
	},
	PasscodeLocked: {
		status: 429,
		apiErrorCode: 3022,
		message: 'Too many wrong passcodes. Try again in an hour.',
	},
	SwitchFailed: {
		status: 401,
		apiErrorCode: 3023,
		message: 'Failed to log into this account. Log in again.',
	},
	EmailNotVerified: {
		status: 403,
		apiErrorCode: 3024,
		message: 'Verify your email address first. We sent you a link.',
	},
	// — re-authentication for sensitive changes (3040–3049) —
	ReauthRequired: {
		status: 403,
		apiErrorCode: 3040,
		message: "For your security, confirm it's you: enter your password to make this change.",
	},
	PasswordNotSet: {
		status: 403,
		apiErrorCode: 3041,
		message:
			"Your account doesn't have a password yet. Set one with “Forgot password?” on the login page, then try again.",
	},
	// — follows and blocks (4200–4202; new ones take numbers from 3001–3999) —
	CannotFollowSelf: {
		status: 400,
		apiErrorCode: 4200,
		message: 'You cannot follow yourself.',
	},
	FollowBlocked: {
		status: 403,
		apiErrorCode: 4201,
		message: 'You cannot follow this account. Unblock it first, or it has blocked you.',
	},
	CannotBlockSelf: {
		status: 400,
		apiErrorCode: 4202,
		message: 'You cannot block yourself.',
	},
} as const satisfies Record<string, ErrorSpec>;
