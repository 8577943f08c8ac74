import { describe, expect, it } from 'vitest';
import { saveErrorsOf } from '~/islands/settings/save-errors.ts';
import { backupCodesText, svgDataUrl } from '~/lib/identity/settings/client/backup-codes-file.ts';
import {
	customGenderText,
	genderChoiceOf,
	genderValueOf,
} from '~/lib/identity/settings/client/gender.ts';
import { PRIVACY_FIELDS, privacyGroups } from '~/lib/identity/settings/client/privacy-fields.ts';
import { toSelectOptions } from '~/lib/identity/settings/client/select-options.ts';
import { changedFields } from '~/lib/identity/settings/client/settings-view.ts';
import { ApiError } from '~/lib/platform/client/api.ts';

describe('toSelectOptions', () => {
	it('SET-08: (key, name) pairs become (value, label) options, in order', () => {
		expect(
			toSelectOptions([
				{ key: 'FR', name: 'France' },
				{ key: 'US', name: 'United States' },
			]),
		).toEqual([
			{ value: 'FR', label: 'France' },
			{ value: 'US', label: 'United States' },
		]);
	});
});

describe('saveErrorsOf', () => {
	const err = (code: string, message: string, extra?: Record<string, unknown>, detail = '') =>
		new ApiError(
			400,
			{
				api_error_code: 1,
				code,
				message,
				message_detail: detail,
				...(extra ? { extra_data: extra } : {}),
			},
			'x',
		);

	it('SET-04: username and email errors go under their field', () => {
		for (const code of ['UsernameTaken', 'UsernameReserved', 'InvalidUsername']) {
			expect(saveErrorsOf(err(code, 'bad name'))).toEqual({
				fields: { username: 'bad name' },
				form: null,
			});
		}
		for (const code of ['InvalidEmail', 'EmailTaken']) {
			expect(saveErrorsOf(err(code, 'bad email')).fields).toEqual({ email: 'bad email' });
		}
	});
	it('an InvalidOptions naming a field of the form goes under it, without the field prefix', () => {
		const e = err(
			'InvalidOptions',
			'Check',
			{ field: 'website_url' },
			'website_url: enter a full address.',
		);
		expect(saveErrorsOf(e, ['website_url'])).toEqual({
			fields: { website_url: 'Enter a full address.' },
			form: null,
		});
		expect(saveErrorsOf(e, ['about']).form).toBe('website_url: enter a full address.');
	});
	it('a network failure gets the generic message', () => {
		expect(saveErrorsOf(new ApiError(0, null, 'Network error')).form).toMatch(/Couldn't save/);
		expect(saveErrorsOf(new Error('boom')).form).toMatch(/Couldn't save/);
	});
});

describe('gender choices', () => {
	it('ACC-23: the three values select their radio; other text selects Custom with that text', () => {
		expect(genderChoiceOf(null)).toBe('');
		expect(genderChoiceOf('female')).toBe('female');
		expect(genderChoiceOf('unspecified')).toBe('unspecified');
		expect(genderChoiceOf('agender')).toBe('custom');
		expect(customGenderText('agender')).toBe('agender');
		expect(genderChoiceOf('custom_gender')).toBe('custom');
		expect(customGenderText('custom_gender')).toBe('');
		expect(customGenderText('male')).toBe('');
	});
	it('ACC-23: the stored value of a choice', () => {
		expect(genderValueOf('', '')).toBeNull();
		expect(genderValueOf('male', 'ignored')).toBe('male');
		expect(genderValueOf('custom', '  agender ')).toBe('agender');
	});
});

describe('changedFields', () => {
	it('keeps only the fields whose value differs (deeply for objects)', () => {
		expect(
			changedFields({ a: 1, b: 'x', m: { k: true } }, { a: 1, b: 'y', m: { k: true } }),
		).toEqual({ b: 'y' });
		expect(changedFields({ m: { k: true } }, { m: { k: false } })).toEqual({ m: { k: false } });
	});
});

describe('privacyGroups', () => {
	it('SET-01: every privacy field, the private profile and the three consents have a control', () => {
		const fields = privacyGroups().flatMap((g) => g.controls.map((c) => c.field));
		expect(fields).toEqual(PRIVACY_FIELDS);
		fields.sort();
		expect(fields).toEqual(
			[
				'shopping_rec_disabled',
				'comments_disabled',
				'allow_mentions',
				'messaging_permissions',
				'opt_in_private_account',
				'ads_customize_from_conversion',
				'personalize_from_offsite_browsing',
				'third_party_marketing_tracking_enabled',
				'ccpa_opted_out',
				'third_party_ads_personalization',
				'video_rec_enabled',
				'allow_analytic_cookies',
				'allow_personalization_cookies',
				'allow_marketing_cookies',
			].sort(),
		);
	});
});

describe('MFA helpers', () => {
	it('the backup-codes file lists every code on its own line', () => {
		const text = backupCodesText(['abcd-efgh', 'jkmn-pqrs'], 'demo');
		expect(text).toContain('Corkboard backup codes for demo');
		expect(text.split('\n')).toEqual(expect.arrayContaining(['abcd-efgh', 'jkmn-pqrs']));
	});
	it('SVG markup becomes an image data URL with nothing left unescaped', () => {
		const url = svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>');
		expect(url.startsWith('data:image/svg+xml;utf8,')).toBe(true);
		expect(url.slice('data:image/svg+xml;utf8,'.length)).not.toMatch(/[<>"]/);
	});
});
