import { describe, expect, it } from 'vitest';
import { COMPLETE_LANGUAGES, LOCALE_KEYS } from '~/lib/platform/i18n/languages.ts';
import {
	languageChoice,
	ownLanguageName,
	pickerLanguages,
	pickerValueOf,
	returnPath,
} from '~/lib/platform/ui/language-picker.ts';

describe('pickerLanguages', () => {
	it('lists the complete languages first, each named in itself', () => {
		const list = pickerLanguages();
		expect(list.slice(0, 4)).toEqual([
			{ tag: 'en', name: 'English', complete: true },
			{ tag: 'de', name: 'Deutsch', complete: true },
			{ tag: 'ja', name: '日本語', complete: true },
			{ tag: 'ar', name: 'العربية', complete: true },
		]);
		expect(list.slice(0, COMPLETE_LANGUAGES.length).map((l) => l.tag)).toEqual([
			...COMPLETE_LANGUAGES,
		]);
	});

	it('then every other language of the settings once, partial, without English variants', () => {
		const partial = pickerLanguages().slice(COMPLETE_LANGUAGES.length);
		expect(partial.every((l) => !l.complete)).toBe(true);
		expect(partial.map((l) => l.tag)).not.toContain('en-GB');
		expect(new Set(partial.map((l) => l.tag)).size).toBe(partial.length);
		const expected = LOCALE_KEYS.filter((tag) => !/^(en|de|ja|ar)(-|$)/.test(tag));
		expect(partial.map((l) => l.tag).sort()).toEqual([...expected].sort());
		expect(partial.find((l) => l.tag === 'fr')?.name).toBe('Français');
	});

	it('names a language in itself with a capital letter', () => {
		expect(ownLanguageName('es')).toBe('Español');
		expect(ownLanguageName('ru')).toBe('Русский');
	});
});

describe('pickerValueOf', () => {
	it('selects the page language, or its complete base, else English', () => {
		expect(pickerValueOf('de')).toBe('de');
		expect(pickerValueOf('pt-BR')).toBe('pt-BR');
		expect(pickerValueOf('en-GB')).toBe('en');
		expect(pickerValueOf('en-XA')).toBe('en');
		expect(pickerValueOf('xx')).toBe('en');
	});
});

describe('returnPath', () => {
	it('goes back to the page without its language prefix', () => {
		expect(returnPath('/de/pin/1/?x=1#top')).toBe('/pin/1/?x=1#top');
		expect(returnPath('/ja')).toBe('/');
		expect(returnPath('/pt-br/search/pins/?q=a')).toBe('/search/pins/?q=a');
		expect(returnPath('/en-xa/today/')).toBe('/today/');
		expect(returnPath('/demo/recipes/')).toBe('/demo/recipes/');
	});

	it('never leaves the site', () => {
		for (const next of [
			'https://evil.example/',
			'//evil.example',
			'/\\evil',
			'/de//evil.example',
			null,
			'',
		]) {
			const path = returnPath(next);
			expect(path.startsWith('/') && !path.startsWith('//'), String(next)).toBe(true);
			expect(path, String(next)).not.toContain('evil.example/');
		}
	});
});

describe('languageChoice', () => {
	it('accepts a language of the site, as the site spells it', () => {
		expect(languageChoice('zh_cn', '/de/')).toEqual({ language: 'zh-CN', location: '/' });
	});

	it('refuses anything else', () => {
		for (const lang of ['xx', '', null, 'de-AT', 'en-XA', '<b>']) {
			expect(languageChoice(lang, '/'), String(lang)).toBeNull();
		}
	});
});
