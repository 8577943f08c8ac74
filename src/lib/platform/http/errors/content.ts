import type { CodeRanges, ErrorSpec } from './error-spec.ts';

/**
 * Catalogue entries of the content area: boards and sections, pins, saving, collaborators,
 * profiles, outbound links.
 */

/** 4001–4299, less 4200–4202 (identity's follows and blocks). */
export const CONTENT_CODES: CodeRanges = [
	[4001, 4199],
	[4203, 4299],
];

export const CONTENT_ERRORS = {
	// — boards and sections (4001–4049) —
	SectionNameTaken: {
		status: 409,
		apiErrorCode: 4001,
	},
	CoverPinNotOnBoard: {
		status: 400,
		apiErrorCode: 4002,
	},
	MergeSameBoard: {
		status: 400,
		apiErrorCode: 4003,
	},
	SectionNotOnBoard: {
		status: 400,
		apiErrorCode: 4004,
	},
	BoardNameInvalid: {
		status: 400,
		apiErrorCode: 4005,
	},
	SectionTitleInvalid: {
		status: 400,
		apiErrorCode: 4006,
	},
	BoardPrivacyInvalid: {
		status: 400,
		apiErrorCode: 4007,
	},
	// — pins (4050–4099) —
	PinTextInvalid: {
		status: 400,
		apiErrorCode: 4050,
	},
	InvalidPinLink: {
		status: 400,
		apiErrorCode: 4051,
	},
	BoardNotWritable: {
		status: 403,
		apiErrorCode: 4052,
	},
	PinNotEditable: {
		status: 403,
		apiErrorCode: 4053,
	},
	PinNotRemovable: {
		status: 403,
		apiErrorCode: 4054,
	},
	PinAlreadyReported: {
		status: 409,
		apiErrorCode: 4055,
	},
	// — drafts and publishing, src/lib/content/drafts (4080–4099) —
	DraftInvalid: {
		status: 400,
		apiErrorCode: 4080,
	},
	DraftMediaUnavailable: {
		status: 400,
		apiErrorCode: 4081,
	},
	DraftInterestUnknown: {
		status: 400,
		apiErrorCode: 4082,
	},
	DraftAlreadyPublished: {
		status: 409,
		apiErrorCode: 4083,
	},
	// — saving (4100–4149) —
	AlreadySaved: {
		status: 409,
		apiErrorCode: 4100,
	},
	NotSaved: {
		status: 404,
		apiErrorCode: 4101,
	},
	// — collaborators (4150–4199) —
	CollaboratorUserNotFound: {
		status: 404,
		apiErrorCode: 4150,
	},
	CollaboratorIsOwner: {
		status: 400,
		apiErrorCode: 4151,
	},
	CollaboratorBoardArchived: {
		status: 409,
		apiErrorCode: 4152,
	},
	CollaboratorInviteBlocked: {
		status: 403,
		apiErrorCode: 4153,
	},
	OwnershipTransferTargetInvalid: {
		status: 400,
		apiErrorCode: 4154,
	},
	CollaboratorInviteLimit: {
		status: 429,
		apiErrorCode: 4155,
	},
	// — story pins (4090–4099, PIN-17, BLD-11) —
	StoryInvalid: {
		status: 400,
		apiErrorCode: 4090,
	},
	StoryPageEmpty: {
		status: 400,
		apiErrorCode: 4091,
	},
	StoryTooManyPages: {
		status: 400,
		apiErrorCode: 4092,
	},
	StoryMediaNotOwned: {
		status: 400,
		apiErrorCode: 4093,
	},
	StoryLinkInvalid: {
		status: 400,
		apiErrorCode: 4094,
	},
	// — scheduled pins (4190–4199) —
	ScheduleTimeInPast: {
		status: 400,
		apiErrorCode: 4190,
	},
	ScheduleTimeTooFar: {
		status: 400,
		apiErrorCode: 4191,
	},
	ScheduleDraftPublished: {
		status: 409,
		apiErrorCode: 4192,
	},
	// — profiles (4203–4249) —
	ProfilePrivate: {
		status: 403,
		apiErrorCode: 4203,
	},
	ProfileFilterOwnerOnly: {
		status: 403,
		apiErrorCode: 4204,
	},
	// — outbound links (4250–4279) —
	OffsiteInvalidUrl: {
		status: 400,
		apiErrorCode: 4250,
	},
	// — the pin builder's image finder (4280–4289), src/lib/content/image-finder —
	ImageFinderNotHtml: {
		status: 415,
		apiErrorCode: 4280,
	},
	ImageFinderPageError: {
		status: 502,
		apiErrorCode: 4281,
	},
	// — collage (4290–4299) —
	CollageTooManyItems: {
		status: 400,
		apiErrorCode: 4290,
	},
	CollageCropInvalid: {
		status: 400,
		apiErrorCode: 4291,
	},
	CollageSourceUnavailable: {
		status: 503,
		apiErrorCode: 4292,
	},
} as const satisfies Record<string, ErrorSpec>;
