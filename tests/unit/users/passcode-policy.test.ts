import { describe, expect, it } from 'vitest';
import { passcodeNeed, passcodeNeedOf } from '~/lib/identity/settings/passcode-policy.ts';

describe('PPC-01/U-30/CMP-04 passcode policy', () => {
	it('cookie-consent answers never need the passcode (CMP-05)', () => {
		expect(passcodeNeed('allow_analytic_cookies', null, true)).toBe('free');
		expect(passcodeNeed('allow_marketing_cookies', false, true)).toBe('free');
	});

	it('GPC opt-outs are free one way and protected the other (CMP-04)', () => {
		expect(passcodeNeed('ccpa_opted_out', false, true)).toBe('free');
		expect(passcodeNeed('ccpa_opted_out', true, false)).toBe('protected');
		expect(passcodeNeed('personalize_from_offsite_browsing', true, false)).toBe('free');
		expect(passcodeNeed('third_party_ads_personalization', false, true)).toBe('protected');
	});

	it('stricter-only changes may skip with the acknowledgement (U-30)', () => {
		expect(passcodeNeed('opt_in_private_account', false, true)).toBe('skippable');
		expect(passcodeNeed('opt_in_private_account', true, false)).toBe('protected');
		expect(passcodeNeed('comments_disabled', false, true)).toBe('skippable');
		expect(passcodeNeed('video_rec_enabled', true, false)).toBe('skippable');
		expect(passcodeNeed('shopping_rec_disabled', true, false)).toBe('protected');
		expect(passcodeNeed('allow_mentions', 'everyone', 'following')).toBe('skippable');
		expect(passcodeNeed('messaging_permissions', 'following', 'nobody')).toBe('skippable');
		expect(passcodeNeed('allow_mentions', 'nobody', 'following')).toBe('protected');
	});

	it('everything else is protected (PPC-01)', () => {
		for (const field of ['username', 'email', 'about', 'first_name', 'featureMap', 'country']) {
			expect(passcodeNeed(field, 'a', 'b'), field).toBe('protected');
		}
	});

	it('a request needs what its strictest change needs', () => {
		expect(passcodeNeedOf([])).toBe('free');
		expect(passcodeNeedOf(['free', 'free'])).toBe('free');
		expect(passcodeNeedOf(['free', 'skippable'])).toBe('skippable');
		expect(passcodeNeedOf(['skippable', 'protected', 'free'])).toBe('protected');
	});
});
