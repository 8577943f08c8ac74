/**
 * The error catalogue. Each entry has a permanent PascalCase name (never renamed: clients and
 * logs key on it), a stable numeric `apiErrorCode`, an HTTP status, and a message that says
 * what happened and what to do. Add entries; never reuse a number.
 */
export const ERRORS = {
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
	// Pins and boards (4001–4299): each part adds its entries under its own heading.
	// — boards and sections (4001–4049) —
	SectionNameTaken: {
		status: 409,
		apiErrorCode: 4001,
		message: 'This board already has a section with that name. Try another name.',
	},
	CoverPinNotOnBoard: {
		status: 400,
		apiErrorCode: 4002,
		message: 'That Pin is not on this board. Pick one of its Pins as the cover.',
	},
	MergeSameBoard: {
		status: 400,
		apiErrorCode: 4003,
		message: 'Pick two different boards to merge.',
	},
	SectionNotOnBoard: {
		status: 400,
		apiErrorCode: 4004,
		message: 'That section is not on the board you picked.',
	},
	BoardNameInvalid: {
		status: 400,
		apiErrorCode: 4005,
		message: 'Please enter a board name of 1 to 50 characters.',
	},
	SectionTitleInvalid: {
		status: 400,
		apiErrorCode: 4006,
		message: 'Please enter a section name of 1 to 50 characters.',
	},
	BoardPrivacyInvalid: {
		status: 400,
		apiErrorCode: 4007,
		message: 'Board privacy must be public or secret.',
	},
	// — pins (4050–4099) —
	PinTextInvalid: {
		status: 400,
		apiErrorCode: 4050,
		message: 'Some of the text of this pin is too long or not valid. Check it and try again.',
	},
	InvalidPinLink: {
		status: 400,
		apiErrorCode: 4051,
		message: 'Please enter a valid URL (starting with http:// or https://).',
	},
	BoardNotWritable: {
		status: 403,
		apiErrorCode: 4052,
		message: "You can't add pins to this board. Pick one of your boards.",
	},
	PinNotEditable: {
		status: 403,
		apiErrorCode: 4053,
		message: 'Only the person who saved this pin, or the board owner, can change it.',
	},
	PinNotRemovable: {
		status: 403,
		apiErrorCode: 4054,
		message:
			'Only the person who saved this pin, or the board owner and collaborators, can delete it.',
	},
	PinAlreadyReported: {
		status: 409,
		apiErrorCode: 4055,
		message: 'You already reported this pin. Thanks, we are looking into it.',
	},
	// — saving (4100–4149) —
	AlreadySaved: {
		status: 409,
		apiErrorCode: 4100,
		message: 'You already saved this pin to that board.',
	},
	NotSaved: {
		status: 404,
		apiErrorCode: 4101,
		message: "You haven't saved this pin.",
	},
	// — collaborators (4150–4199) —
	CollaboratorUserNotFound: {
		status: 404,
		apiErrorCode: 4150,
		message:
			"We couldn't find anyone with that username or email. Check the spelling, or ask them to sign up first.",
	},
	CollaboratorIsOwner: {
		status: 400,
		apiErrorCode: 4151,
		message: 'You own this board, so you are already on it.',
	},
	CollaboratorBoardArchived: {
		status: 409,
		apiErrorCode: 4152,
		message: 'This board is archived. Unarchive it before changing who collaborates on it.',
	},
	CollaboratorInviteBlocked: {
		status: 403,
		apiErrorCode: 4153,
		message: "You can't invite this person to collaborate.",
	},
	OwnershipTransferTargetInvalid: {
		status: 400,
		apiErrorCode: 4154,
		message: 'Only a collaborator who has joined the board can become its owner.',
	},
	CollaboratorInviteLimit: {
		status: 429,
		apiErrorCode: 4155,
		message: "You've sent a lot of invites in a short time. Try again in an hour.",
	},
	// — profiles and blocks (4200–4249) —
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
	ProfilePrivate: {
		status: 403,
		apiErrorCode: 4203,
		message: 'This account is private. Only its owner sees its pins, boards and followers.',
	},
	ProfileFilterOwnerOnly: {
		status: 403,
		apiErrorCode: 4204,
		message: 'Only the owner of a profile can filter its pins by favorites.',
	},
	// — outbound links (4250–4299) —
	OffsiteInvalidUrl: {
		status: 400,
		apiErrorCode: 4250,
		message:
			'This link cannot be opened. Only web addresses starting with http:// or https:// work.',
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
	// — event logging and experiments (4600–4649) —
	StateCrossOrigin: {
		status: 403,
		apiErrorCode: 4600,
		message:
			'The viewer state is only given to pages of this site. Open the page on Corkboard itself and it will load.',
	},
	TooManyExperiences: {
		status: 400,
		apiErrorCode: 4601,
		message:
			'This account has too many open experiences. Complete or dismiss some before starting another.',
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

export interface ErrorSpec {
	status:
		| 400
		| 401
		| 403
		| 404
		| 405
		| 408
		| 409
		| 413
		| 415
		| 422
		| 429
		| 500
		| 502
		| 503
		| 504
		| 507;
	apiErrorCode: number;
	message: string;
}

export type ErrorCode = keyof typeof ERRORS;

/** An expected failure with a catalogue entry; the gateway turns it into the envelope. */
export class AppError extends Error {
	readonly code: ErrorCode;
	readonly detail: string | undefined;
	readonly extra: Record<string, unknown> | undefined;

	constructor(
		code: ErrorCode,
		options: {
			detail?: string;
			message?: string;
			extra?: Record<string, unknown>;
			cause?: unknown;
		} = {},
	) {
		super(options.message ?? ERRORS[code].message, { cause: options.cause });
		this.name = 'AppError';
		this.code = code;
		this.detail = options.detail;
		this.extra = options.extra;
	}

	get status(): number {
		return ERRORS[this.code].status;
	}
}

/** Returns `value`, or throws `NotFound` when it is null or undefined. */
export function orNotFound<T>(value: T | null | undefined, detail?: string): T {
	if (value === null || value === undefined) {
		throw new AppError('NotFound', detail === undefined ? {} : { detail });
	}
	return value;
}
