import { describe, expect, it } from 'vitest';
import {
	COUNTRY_CODES,
	countryOptions,
	isKnownCountry,
} from '~/lib/identity/settings/countries.ts';
import { isKnownLocale, LOCALE_KEYS, localeOptions } from '~/lib/identity/settings/locales.ts';
import { withLanguage } from '~/lib/platform/i18n/language-scope.server.ts';

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
		expect(isKnownLocale('pt-BR')).toBe(true);
		expect(isKnownLocale('pt_BR')).toBe(false);
	});

	it('names each language in that language, whatever the page language, partial ones flagged', () => {
		for (const language of ['en', 'de', 'ja']) {
			const options = withLanguage(language, () => localeOptions());
			expect(options).toContainEqual({ key: 'de', name: 'Deutsch', complete: true });
			expect(options).toContainEqual({ key: 'ja', name: '日本語', complete: true });
			expect(options).toContainEqual({ key: 'ar', name: 'العربية', complete: true });
			expect(options).toContainEqual({ key: 'fr', name: 'Français', complete: false });
			expect(options).toContainEqual({ key: 'zh-CN', name: '中文（中国）', complete: false });
			expect(options).toContainEqual({
				key: 'en-GB',
				name: 'English (United Kingdom)',
				complete: true,
			});
		}
	});

	it('lists the complete languages first, each group sorted by name', () => {
		const options = localeOptions();
		const firstPartial = options.findIndex((o) => !o.complete);
		expect(firstPartial).toBeGreaterThan(0);
		expect(options.slice(firstPartial).every((o) => !o.complete)).toBe(true);
		const collator = new Intl.Collator('en', { sensitivity: 'base' });
		for (const group of [options.slice(0, firstPartial), options.slice(firstPartial)]) {
			const names = group.map((o) => o.name);
			expect(names).toEqual([...names].sort(collator.compare));
		}
	});

	it('names and sorts countries in the current language, one list per language', () => {
		const english = countryOptions();
		const german = withLanguage('de', () => countryOptions());
		const name = (list: readonly { key: string; name: string }[], key: string) =>
			list.find((o) => o.key === key)?.name;
		expect(name(english, 'DE')).toBe('Germany');
		expect(name(german, 'DE')).toBe('Deutschland');
		expect(
			name(
				withLanguage('ja', () => countryOptions()),
				'DE',
			),
		).toBe('ドイツ');
		// The German list did not replace the English one.
		expect(name(countryOptions(), 'DE')).toBe('Germany');
		for (const [language, list] of [
			['en', english],
			['de', german],
		] as const) {
			const collator = new Intl.Collator(language, { sensitivity: 'base' });
			const names = list.map((o) => o.name);
			expect(names).toEqual([...names].sort(collator.compare));
		}
	});
});
