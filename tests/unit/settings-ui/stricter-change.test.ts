import { describe, expect, it } from 'vitest';
import {
	AUDIENCE_ORDER,
	allChangesStricter,
	isFreeChange,
	isStricterChange,
} from '~/lib/identity/settings/client/stricter-change.ts';
import { AUDIENCES } from '~/lib/identity/users/user-settings.ts';

describe('isStricterChange', () => {
	it('U-30: making the account private or turning comments off is stricter', () => {
		expect(isStricterChange('opt_in_private_account', false, true)).toBe(true);
		expect(isStricterChange('comments_disabled', false, true)).toBe(true);
	});
	it('U-30: the opposite direction is not', () => {
		expect(isStricterChange('opt_in_private_account', true, false)).toBe(false);
		expect(isStricterChange('comments_disabled', true, false)).toBe(false);
		expect(isStricterChange('comments_disabled', true, true)).toBe(false);
	});
	it('U-30: narrowing mentions or messages is stricter; widening or keeping is not', () => {
		for (const field of ['allow_mentions', 'messaging_permissions']) {
			expect(isStricterChange(field, 'everyone', 'following')).toBe(true);
			expect(isStricterChange(field, 'everyone', 'nobody')).toBe(true);
			expect(isStricterChange(field, 'following', 'nobody')).toBe(true);
			expect(isStricterChange(field, 'nobody', 'following')).toBe(false);
			expect(isStricterChange(field, 'following', 'everyone')).toBe(false);
			expect(isStricterChange(field, 'following', 'following')).toBe(false);
			expect(isStricterChange(field, 'bogus', 'nobody')).toBe(false);
		}
	});
	it('U-30: turning off shopping or video recommendations is stricter', () => {
		expect(isStricterChange('shopping_rec_disabled', false, true)).toBe(true);
		expect(isStricterChange('video_rec_enabled', true, false)).toBe(true);
		expect(isStricterChange('video_rec_enabled', false, true)).toBe(false);
	});
	it('U-30: profile, account and email fields never skip the passcode', () => {
		expect(isStricterChange('email', 'a@x.com', 'b@x.com')).toBe(false);
		expect(isStricterChange('username', 'a', 'b')).toBe(false);
		expect(isStricterChange('about', 'x', '')).toBe(false);
	});
	it('uses the same audience order as the settings schema', () => {
		expect(AUDIENCE_ORDER).toEqual(AUDIENCES);
	});
});

describe('isFreeChange', () => {
	it('CMP-04: cookie consents and moves to an opt-out value are free; the reverse is not', () => {
		expect(isFreeChange('allow_analytic_cookies', true)).toBe(true);
		expect(isFreeChange('ccpa_opted_out', true)).toBe(true);
		expect(isFreeChange('ccpa_opted_out', false)).toBe(false);
		expect(isFreeChange('personalize_from_offsite_browsing', false)).toBe(true);
		expect(isFreeChange('personalize_from_offsite_browsing', true)).toBe(false);
		expect(isFreeChange('opt_in_private_account', true)).toBe(false);
	});
});

describe('allChangesStricter', () => {
	const current = {
		opt_in_private_account: false,
		comments_disabled: false,
		allow_mentions: 'everyone',
		messaging_permissions: 'following',
	};
	it('U-30: true when every real change is stricter', () => {
		expect(allChangesStricter({ opt_in_private_account: true }, current)).toBe(true);
		expect(
			allChangesStricter(
				{ comments_disabled: true, allow_mentions: 'nobody', messaging_permissions: 'following' },
				current,
			),
		).toBe(true);
	});
	it('U-30: false when any change is not stricter', () => {
		expect(
			allChangesStricter(
				{ opt_in_private_account: true, messaging_permissions: 'everyone' },
				current,
			),
		).toBe(false);
		expect(allChangesStricter({ opt_in_private_account: true, about: 'hi' }, current)).toBe(false);
	});
	it('CMP-04: cookie answers and opt-outs need no passcode, so they do not spoil a skip', () => {
		const withSharing = { ...current, ccpa_opted_out: false, allow_marketing_cookies: null };
		expect(
			allChangesStricter(
				{ opt_in_private_account: true, ccpa_opted_out: true, allow_marketing_cookies: true },
				withSharing,
			),
		).toBe(true);
		// Opting back in to sharing is protected.
		expect(
			allChangesStricter(
				{ opt_in_private_account: true, ccpa_opted_out: false },
				{ ...current, ccpa_opted_out: true },
			),
		).toBe(false);
	});
	it('false when nothing changes', () => {
		expect(allChangesStricter({}, current)).toBe(false);
		expect(allChangesStricter({ allow_mentions: 'everyone' }, current)).toBe(false);
	});
});

describe('the client rule mirrors the server rule', () => {
	it('U-30: free / skippable / protected agree with passcodeNeed for every privacy change', async () => {
		const { passcodeNeed } = await import('~/lib/identity/settings/passcode-policy.ts');
		const booleans = [
			'opt_in_private_account',
			'shopping_rec_disabled',
			'comments_disabled',
			'ads_customize_from_conversion',
			'personalize_from_offsite_browsing',
			'third_party_marketing_tracking_enabled',
			'ccpa_opted_out',
			'third_party_ads_personalization',
			'video_rec_enabled',
			'allow_analytic_cookies',
			'allow_personalization_cookies',
			'allow_marketing_cookies',
		];
		const cases: [string, unknown, unknown][] = [
			...booleans.flatMap((f): [string, unknown, unknown][] => [
				[f, false, true],
				[f, true, false],
			]),
			...['allow_mentions', 'messaging_permissions'].flatMap((f) =>
				AUDIENCES.flatMap((from) =>
					AUDIENCES.filter((to) => to !== from).map((to): [string, unknown, unknown] => [
						f,
						from,
						to,
					]),
				),
			),
			['username', 'a', 'b'],
			['email', 'a@x.com', 'b@x.com'],
		];
		for (const [field, from, to] of cases) {
			const client = isFreeChange(field, to)
				? 'free'
				: isStricterChange(field, from, to)
					? 'skippable'
					: 'protected';
			expect([field, from, to, client]).toEqual([field, from, to, passcodeNeed(field, from, to)]);
		}
	});
});
