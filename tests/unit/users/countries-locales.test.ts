import { describe, expect, it } from 'vitest';
import {
	COUNTRY_CODES,
	countryOptions,
	isKnownCountry,
} from '~/lib/identity/settings/countries.ts';
import { isKnownLocale, LOCALE_KEYS, localeOptions } from '~/lib/identity/settings/locales.ts';

describe('SET-08 countries and locales', () => {
	it('lists the 249 ISO 3166-1 codes once each, every one named', () => {
		expect(new Set(COUNTRY_CODES).size).toBe(249);
		for (const { key, name } of countryOptions()) expect(name, key).not.toBe(key);
		expect(isKnownCountry('US')).toBe(true);
		expect(isKnownCountry('us')).toBe(false);
		expect(isKnownCountry('XX')).toBe(false);
	});

	it('lists about 45 locales (D1 §9), every one named, none twice', () => {
		expect(LOCALE_KEYS.length).toBeGreaterThanOrEqual(40);
		expect(LOCALE_KEYS.length).toBeLessThanOrEqual(50);
		expect(new Set(LOCALE_KEYS).size).toBe(LOCALE_KEYS.length);
		for (const { key, name } of localeOptions()) expect(name, key).not.toBe(key);
		expect(localeOptions()).toContainEqual({ key: 'zh-CN', name: 'Chinese (China)' });
		expect(isKnownLocale('pt-BR')).toBe(true);
		expect(isKnownLocale('pt_BR')).toBe(false);
	});

	it('sorts both by name', () => {
		const collator = new Intl.Collator('en', { sensitivity: 'base' });
		for (const list of [countryOptions(), localeOptions()]) {
			const names = list.map((o) => o.name);
			expect(names).toEqual([...names].sort(collator.compare));
		}
	});
});
