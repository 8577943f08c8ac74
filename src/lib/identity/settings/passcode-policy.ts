import { AUDIENCES, type Audience } from '../users/user-settings.ts';

/**
 * Which settings changes need the parental passcode (PPC-01, U-30, CMP-04). Pure, so the rule
 * can be read and tested on its own; `settings.service.server.ts` applies it to each real change.
 */

const CONSENT_FIELDS: readonly string[] = [
	'allow_analytic_cookies',
	'allow_personalization_cookies',
	'allow_marketing_cookies',
];

/**
 * CMP-04: the opt-outs a Global Privacy Control signal saves on its own. Moving one of these to
 * this value never needs the passcode (it only shares less); the opposite way does.
 */
const GPC_OPT_OUT_VALUES = {
	personalize_from_offsite_browsing: false,
	ads_customize_from_conversion: false,
	third_party_marketing_tracking_enabled: false,
	ccpa_opted_out: true,
	third_party_ads_personalization: false,
} as const;

/** U-30: the stricter value of each on/off privacy field (the "off" of sharing). */
const STRICTER_VALUE: Record<string, boolean> = {
	...GPC_OPT_OUT_VALUES,
	opt_in_private_account: true,
	comments_disabled: true,
	shopping_rec_disabled: true,
	video_rec_enabled: false,
};

function audienceRank(value: unknown): number {
	return AUDIENCES.indexOf(value as Audience);
}

/** How one real change (a field moving from one value to another) stands with the passcode. */
export type PasscodeNeed = 'free' | 'skippable' | 'protected';

/**
 * PPC-01 and U-30, per field: the cookie-consent answers and CMP-04's opt-outs are `free`; a
 * change that only makes the account stricter (private, comments off, a narrower mention or
 * message audience, a privacy "off" value) is `skippable` with `user_confirm_skip_passcode`;
 * every other change of a protected setting (privacy, visibility, permissions, mentions,
 * messages, email, account and profile fields) needs the passcode.
 */
export function passcodeNeed(field: string, from: unknown, to: unknown): PasscodeNeed {
	if ((CONSENT_FIELDS as readonly string[]).includes(field)) return 'free';
	if (field in GPC_OPT_OUT_VALUES) {
		if (to === GPC_OPT_OUT_VALUES[field as keyof typeof GPC_OPT_OUT_VALUES]) return 'free';
		return 'protected';
	}
	if (field in STRICTER_VALUE) return to === STRICTER_VALUE[field] ? 'skippable' : 'protected';
	if (field === 'allow_mentions' || field === 'messaging_permissions') {
		return audienceRank(to) > audienceRank(from) ? 'skippable' : 'protected';
	}
	return 'protected';
}

/** The passcode rule for a set of real changes: the strictest need among them. */
export function passcodeNeedOf(needs: PasscodeNeed[]): PasscodeNeed {
	if (needs.includes('protected')) return 'protected';
	return needs.includes('skippable') ? 'skippable' : 'free';
}
