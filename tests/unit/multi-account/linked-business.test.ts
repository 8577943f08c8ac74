import { describe, expect, it } from 'vitest';
import {
	businessUsernameCandidates,
	businessUsernameStem,
	linkedBusinessEmail,
	linkedBusinessInputSchema,
} from '~/lib/identity/multi-account/linked-business.ts';
import { isValidUsername } from '~/lib/platform/routing/reserved-paths.ts';

describe('businessUsernameStem', () => {
	it('drops accents, case and anything outside [a-z0-9_] (MAS-07)', () => {
		expect(businessUsernameStem('Café Olé & Co')).toBe('cafeoleco');
		expect(businessUsernameStem('Big_Shop 2024!')).toBe('big_shop2024');
		expect(businessUsernameStem('x'.repeat(50))).toHaveLength(30);
		expect(businessUsernameStem('★★★')).toBe('business');
	});
});

describe('businessUsernameCandidates', () => {
	it('starts with the stem when it is a valid, unreserved name', () => {
		expect(businessUsernameCandidates('Little Oven')[0]).toBe('littleoven');
	});

	it('never offers a reserved or invalid name (RTE-23)', () => {
		for (const name of ['Settings', 'Login', 'Business', 'ab', 'Pin', '']) {
			const list = businessUsernameCandidates(name, 12, () => 0.5);
			expect(list.length).toBeGreaterThan(0);
			for (const candidate of list) expect(isValidUsername(candidate)).toBe(true);
			expect(list).not.toContain(name.toLowerCase());
		}
	});

	it('keeps candidates within 30 characters', () => {
		for (const c of businessUsernameCandidates('y'.repeat(40), 12)) {
			expect(c.length).toBeLessThanOrEqual(30);
		}
	});
});

describe('linkedBusinessInputSchema', () => {
	it('normalizes a valid form', () => {
		expect(
			linkedBusinessInputSchema.parse({
				business_name: '  Hearth   & Home ',
				website_url: ' https://hearth.example.com ',
				contact_email: ' Hi@Hearth.Example.com ',
			}),
		).toEqual({
			business_name: 'Hearth & Home',
			website_url: 'https://hearth.example.com',
			contact_email: 'hi@hearth.example.com',
		});
		expect(linkedBusinessInputSchema.parse({ business_name: 'A', website_url: '' })).toEqual({
			business_name: 'A',
			website_url: null,
		});
	});

	it('refuses empty or long names, non-http links and bad addresses', () => {
		for (const input of [
			{ business_name: '   ' },
			{ business_name: 'x'.repeat(61) },
			{ business_name: 'Shop', website_url: 'javascript:alert(1)' },
			{ business_name: 'Shop', website_url: 'ftp://files.example.com' },
			{ business_name: 'Shop', contact_email: 'not-an-email' },
		]) {
			expect(linkedBusinessInputSchema.safeParse(input).success).toBe(false);
		}
	});
});

describe('linkedBusinessEmail', () => {
	it('is under the reserved .invalid top-level domain', () => {
		expect(linkedBusinessEmail('123')).toBe('biz-123@business.invalid');
	});
});
