/**
 * The error catalogue split by area (`src/lib/platform/http/errors/`): names and numbers are
 * unique across the area files, each number lies in its own area's ranges and in no other's, the
 * merged `ERRORS` loses no entry, and every published name keeps its number (ERR-09: clients key
 * on `code` and `api_error_code`).
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUE_AREAS } from '~/lib/platform/http/errors/catalogue.ts';
import type { CodeRanges, ErrorSpec } from '~/lib/platform/http/errors/error-spec.ts';
import { ERRORS } from '~/lib/platform/http/errors.ts';
import { AREA_NAMES } from '../../helpers/architecture/areas.ts';

/**
 * Every published entry's number; a published name is never renamed, renumbered or removed. A new
 * entry is added here too, and the count below moves with it.
 */
const PUBLISHED: Record<string, number> = {
	InvalidRequestBody: 1001,
	InvalidJson: 1002,
	InvalidOptions: 1003,
	UnknownResource: 1004,
	MethodNotAllowed: 1005,
	PayloadTooLarge: 1006,
	UnsupportedMediaType: 1007,
	NotFound: 1008,
	AuthenticationRequired: 1009,
	Forbidden: 1010,
	CsrfFailed: 1011,
	RateLimited: 1012,
	UnknownPersistedQuery: 1013,
	Conflict: 1014,
	StorageFull: 1015,
	ImageRequired: 2001,
	ImageTooLarge: 2002,
	ImageUnsupported: 2003,
	ImageTooManyPixels: 2004,
	ImageCorrupt: 2005,
	EmailTaken: 3001,
	InvalidEmail: 3002,
	InvalidPassword: 3003,
	UsernameReserved: 3004,
	UsernameTaken: 3005,
	InvalidUsername: 3006,
	AgeRestricted: 3007,
	InvalidBirthday: 3008,
	SignupTransient: 3009,
	LoginFailed: 3010,
	LoginRateLimited: 3011,
	AccountSuspended: 3012,
	PasswordResetSent: 3013,
	MfaRequired: 3014,
	MfaInvalid: 3015,
	LimitedLogin: 3016,
	TokenInvalid: 3017,
	PasswordIncorrect: 3018,
	PasswordMismatch: 3019,
	PasscodeRequired: 3020,
	PasscodeIncorrect: 3021,
	PasscodeLocked: 3022,
	SwitchFailed: 3023,
	EmailNotVerified: 3024,
	ReauthRequired: 3040,
	PasswordNotSet: 3041,
	SectionNameTaken: 4001,
	CoverPinNotOnBoard: 4002,
	MergeSameBoard: 4003,
	SectionNotOnBoard: 4004,
	BoardNameInvalid: 4005,
	SectionTitleInvalid: 4006,
	BoardPrivacyInvalid: 4007,
	PinTextInvalid: 4050,
	InvalidPinLink: 4051,
	BoardNotWritable: 4052,
	PinNotEditable: 4053,
	PinNotRemovable: 4054,
	PinAlreadyReported: 4055,
	DraftInvalid: 4080,
	DraftMediaUnavailable: 4081,
	DraftInterestUnknown: 4082,
	DraftAlreadyPublished: 4083,
	AlreadySaved: 4100,
	NotSaved: 4101,
	CollaboratorUserNotFound: 4150,
	CollaboratorIsOwner: 4151,
	CollaboratorBoardArchived: 4152,
	CollaboratorInviteBlocked: 4153,
	OwnershipTransferTargetInvalid: 4154,
	CollaboratorInviteLimit: 4155,
	CannotFollowSelf: 4200,
	FollowBlocked: 4201,
	CannotBlockSelf: 4202,
	ProfilePrivate: 4203,
	ProfileFilterOwnerOnly: 4204,
	OffsiteInvalidUrl: 4250,
	SearchScopeUnknown: 4300,
	SearchPriceRange: 4301,
	HomefeedInvalidBookmark: 4350,
	HomefeedUnfollowInvalid: 4351,
	InterestTargetRequired: 4400,
	InterestNotFound: 4401,
	TooManyInterests: 4402,
	VisualCropInvalid: 4450,
	VisualImageUnavailable: 4451,
	StateCrossOrigin: 4600,
	TooManyExperiences: 4601,
	FetchUrlRefused: 4650,
	FetchHostRefused: 4651,
	FetchFailed: 4652,
	FetchTimeout: 4653,
	FetchTooLarge: 4654,
	Internal: 9999,
};

const areas = Object.entries(CATALOGUE_AREAS) as [
	string,
	{ codes: CodeRanges; errors: Record<string, ErrorSpec> },
][];
const entries = areas.flatMap(([area, { errors }]) =>
	Object.entries(errors).map(([name, spec]) => ({ area, name, code: spec.apiErrorCode })),
);

function inRanges(code: number, ranges: CodeRanges): boolean {
	return ranges.some(([low, high]) => code >= low && code <= high);
}

function repeated(values: readonly (string | number)[]): (string | number)[] {
	return values.filter((value, i) => values.indexOf(value) !== i);
}

describe('the error catalogue by area (ERR-09)', () => {
	it('has one file per area of the floor plan', () => {
		for (const [area] of areas) expect(AREA_NAMES).toContain(area);
	});

	it('gives each name to one entry in one area file', () => {
		expect(repeated(entries.map((e) => e.name))).toEqual([]);
	});

	it('gives each entry its own number', () => {
		expect(repeated(entries.map((e) => e.code))).toEqual([]);
	});

	it("numbers each entry inside its area's ranges and outside every other area's", () => {
		const misplaced = entries.flatMap(({ area, name, code }) =>
			areas
				.filter(([other, { codes }]) => (other === area) !== inRanges(code, codes))
				.map(
					([other]) =>
						`${name} (${code}) of ${area}: ${other === area ? 'outside' : 'inside'} ${other}`,
				),
		);
		expect(misplaced).toEqual([]);
	});

	it('keeps the ranges of different areas apart', () => {
		const ranges = areas.flatMap(([area, { codes }]) =>
			codes.map(([low, high]) => ({ area, low, high })),
		);
		const overlaps = ranges.flatMap((a, i) =>
			ranges
				.slice(i + 1)
				.filter((b) => a.low <= b.high && b.low <= a.high)
				.map((b) => `${a.area} ${a.low}–${a.high} overlaps ${b.area} ${b.low}–${b.high}`),
		);
		expect(overlaps).toEqual([]);
	});

	it('merges every area entry into ERRORS, unchanged', () => {
		expect(Object.keys(ERRORS)).toHaveLength(entries.length);
		for (const [, { errors }] of areas) {
			for (const [name, spec] of Object.entries(errors)) {
				expect(ERRORS[name as keyof typeof ERRORS]).toBe(spec);
			}
		}
	});

	it('keeps every published name with its number', () => {
		expect(Object.keys(PUBLISHED)).toHaveLength(94);
		const now = Object.fromEntries(
			Object.entries(PUBLISHED).map(([name]) => [
				name,
				(ERRORS as Record<string, ErrorSpec>)[name]?.apiErrorCode,
			]),
		);
		// Nothing published is lost or renumbered; new entries need no line here (the uniqueness
		// and range tests above guard them).
		expect(now).toEqual(PUBLISHED);
	});
});
