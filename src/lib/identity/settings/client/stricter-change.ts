import type { Audience } from '../../users/user-settings.ts';

/**
 * U-30 on the client: which settings changes may skip the parental passcode after the 'Update
 * this setting?' acknowledgement. A change that only makes the account stricter may: making it
 * private, turning comments off, narrowing who may mention or message the user (everyone →
 * following → nobody), and switching a privacy "sharing" option to its off value. The server
 * decides for itself (`passcodeNeed` in `passcode-policy.ts`; this mirrors it without its zod
 * import, and a unit test checks they agree); the client uses this only to pick the passcode
 * modal's mode.
 */

/**
 * Audiences from widest to narrowest; the same values as `AUDIENCES` in `user-settings.ts`,
 * repeated here so islands do not bundle that module's zod schemas.
 */
export const AUDIENCE_ORDER: readonly Audience[] = ['everyone', 'following', 'nobody'];

/** How narrow an audience is: a higher rank lets fewer people in; -1 for an unknown value. */
function audienceRank(value: unknown): number {
	return AUDIENCE_ORDER.indexOf(value as Audience);
}

/**
 * CMP-04's opt-out values: moving to one never needs the passcode at all (it only shares less).
 */
const OPT_OUT_VALUE: Record<string, boolean> = {
	personalize_from_offsite_browsing: false,
	ads_customize_from_conversion: false,
	third_party_marketing_tracking_enabled: false,
	ccpa_opted_out: true,
	third_party_ads_personalization: false,
};

/** The stricter value of each on/off field that has one. */
const STRICTER_VALUE: Record<string, boolean> = {
	opt_in_private_account: true,
	comments_disabled: true,
	shopping_rec_disabled: true,
	video_rec_enabled: false,
};

/** Cookie consents are the user's own answer and never need the passcode. */
const FREE_FIELDS = new Set([
	'allow_analytic_cookies',
	'allow_personalization_cookies',
	'allow_marketing_cookies',
]);

/** Whether changing `field` to `to` needs no passcode at all. */
export function isFreeChange(field: string, to: unknown): boolean {
	return FREE_FIELDS.has(field) || (field in OPT_OUT_VALUE && OPT_OUT_VALUE[field] === to);
}

/** Whether setting `field` from `from` to `to` makes the account stricter. */
export function isStricterChange(field: string, from: unknown, to: unknown): boolean {
	if (from === to) return false;
	if (field in STRICTER_VALUE) return STRICTER_VALUE[field] === to;
	if (field === 'allow_mentions' || field === 'messaging_permissions') {
		const a = audienceRank(from);
		const b = audienceRank(to);
		return a >= 0 && b >= 0 && b > a;
	}
	return false;
}

/**
 * True when the changes that need the passcode (fields whose value really changes, apart from
 * free ones) are at least one, and every one of them is stricter than `current`.
 */
export function allChangesStricter(
	changes: Record<string, unknown>,
	current: Record<string, unknown>,
): boolean {
	const guarded = Object.entries(changes).filter(
		([k, v]) => JSON.stringify(current[k]) !== JSON.stringify(v) && !isFreeChange(k, v),
	);
	return guarded.length > 0 && guarded.every(([k, v]) => isStricterChange(k, current[k], v));
}
