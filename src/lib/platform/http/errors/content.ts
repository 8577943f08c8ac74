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
	// — drafts and publishing, src/lib/content/drafts (4080–4099) —
	DraftInvalid: {
		status: 400,
		apiErrorCode: 4080,
		message: "This Pin can't be published yet. Fix what is marked and try again.",
	},
	DraftMediaUnavailable: {
		status: 400,
		apiErrorCode: 4081,
		message:
			'That image or video is not one of your uploads, or it is already in a Pin. Upload it again.',
	},
	DraftInterestUnknown: {
		status: 400,
		apiErrorCode: 4082,
		message: "One of the topics you picked doesn't exist. Pick topics from the list.",
	},
	DraftAlreadyPublished: {
		status: 409,
		apiErrorCode: 4083,
		message: 'This draft is already published, or being published right now.',
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
	// — story pins (4090–4099, PIN-17, BLD-11) —
	StoryInvalid: {
		status: 400,
		apiErrorCode: 4090,
		message: 'This story is not valid. Check its pages and try again.',
	},
	StoryPageEmpty: {
		status: 400,
		apiErrorCode: 4091,
		message: 'A page of this story is empty. Add text, a picture, a video or a link, or remove it.',
	},
	StoryTooManyPages: {
		status: 400,
		apiErrorCode: 4092,
		message: 'A story can have at most 10 pages. Remove a page and try again.',
	},
	StoryMediaNotOwned: {
		status: 400,
		apiErrorCode: 4093,
		message: 'A picture or video of this story is not one of your uploads. Upload it again.',
	},
	StoryLinkInvalid: {
		status: 400,
		apiErrorCode: 4094,
		message:
			'A link in this story is not valid. Use a web address starting with http:// or https://.',
	},
	// — profiles (4203–4249) —
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
} as const satisfies Record<string, ErrorSpec>;
