import { describe, expect, it } from 'vitest';
import { languageAlternates } from '~/lib/discovery/seo/language-alternates.ts';
import { catalogueLocaleOf } from '~/lib/platform/i18n/catalogue-locale.ts';
import {
	directionOf,
	isCompleteLanguage,
	isLanguageSegment,
	knownLanguage,
	localeModeOf,
	splitLanguagePath,
} from '~/lib/platform/i18n/languages.ts';
import { localizeLinks, localizeLocation } from '~/lib/platform/i18n/localize-links.server.ts';
import { acceptedLanguage, requestLanguage } from '~/lib/platform/i18n/request-language.server.ts';

describe('languages (SEO-09, SET-08)', () => {
	it('knows the interface languages case-insensitively and rejects anything else', () => {
		expect(knownLanguage('DE')).toBe('de');
		expect(knownLanguage('en_gb')).toBe('en-GB');
		expect(knownLanguage('pt-br')).toBe('pt-BR');
		for (const bad of [
			'',
			'xx',
			'de-XX-ZZ',
			'../de',
			'<script>',
			'de;q=1',
			'a'.repeat(100),
			null,
		]) {
			expect(knownLanguage(bad)).toBeNull();
		}
	});

	it('SEO-09: maps the locale modes tall, ck, ja, th, vi', () => {
		expect(localeModeOf('ja')).toBe('ja');
		expect(localeModeOf('zh-CN')).toBe('ck');
		expect(localeModeOf('ko')).toBe('ck');
		expect(localeModeOf('th')).toBe('th');
		expect(localeModeOf('vi')).toBe('vi');
		expect(localeModeOf('ar')).toBe('tall');
		expect(localeModeOf('hi')).toBe('tall');
		expect(localeModeOf('de')).toBeNull();
	});

	it('English, German, Japanese and Arabic are complete; Arabic is right to left', () => {
		expect(['en-US', 'en-GB', 'de', 'ja', 'ar'].every(isCompleteLanguage)).toBe(true);
		expect(isCompleteLanguage('fr')).toBe(false);
		expect(directionOf('ar')).toBe('rtl');
		expect(directionOf('de')).toBe('ltr');
	});

	it('splits a language prefix off a path, and only a known one', () => {
		expect(splitLanguagePath('/de/pin/1/')).toEqual({ language: 'de', path: '/pin/1/' });
		expect(splitLanguagePath('/ja')).toEqual({ language: 'ja', path: '/' });
		expect(splitLanguagePath('/en-gb/today/')).toEqual({ language: 'en-GB', path: '/today/' });
		expect(splitLanguagePath('/pin/1/')).toEqual({ language: null, path: '/pin/1/' });
		expect(splitLanguagePath('/xx/pin/1/')).toEqual({ language: null, path: '/xx/pin/1/' });
		expect(splitLanguagePath('/en-xa/')).toEqual({ language: null, path: '/en-xa/' });
		expect(splitLanguagePath('/en-xa/', true)).toEqual({ language: 'en-XA', path: '/' });
	});
});

describe('the language of a request', () => {
	const none = { pathLanguage: null, setting: null, cookie: null, acceptLanguage: null };

	it('prefers the address, then the setting, the cookie, Accept-Language, English', () => {
		const all = { pathLanguage: 'ja', setting: 'de', cookie: 'ar', acceptLanguage: 'fr' };
		expect(requestLanguage(all)).toBe('ja');
		expect(requestLanguage({ ...all, pathLanguage: null })).toBe('de');
		expect(requestLanguage({ ...all, pathLanguage: null, setting: null })).toBe('ar');
		expect(requestLanguage({ ...none, acceptLanguage: 'fr' })).toBe('fr');
		expect(requestLanguage(none)).toBe('en');
	});

	it('skips unknown or malformed values instead of failing or reflecting them', () => {
		expect(requestLanguage({ ...none, setting: 'zz', cookie: '<b>', acceptLanguage: '%%%' })).toBe(
			'en',
		);
		expect(requestLanguage({ ...none, cookie: 'de"; x' })).toBe('en');
	});

	it('reads Accept-Language by weight and falls back to the base language', () => {
		expect(acceptedLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7')).toBe('fr');
		expect(acceptedLanguage('de-AT,de;q=0.9')).toBe('de');
		expect(acceptedLanguage('xx, ja;q=0.5')).toBe('ja');
		expect(acceptedLanguage('en-US,en;q=0.9')).toBe('en-US');
		expect(acceptedLanguage('x'.repeat(600))).toBeNull();
	});

	it('picks the catalogue table of a tag: itself, its base language, else English', () => {
		const available = ['en', 'de', 'ja', 'ar', 'en-XA'];
		expect(catalogueLocaleOf('de-AT', available)).toBe('de');
		expect(catalogueLocaleOf('en-xa', available)).toBe('en-XA');
		expect(catalogueLocaleOf('fr', available)).toBe('en');
	});
});

describe('addresses per language', () => {
	it('lists every complete language and x-default, the same set from every version', () => {
		const alternates = languageAlternates('https://cb.example/pin/1/?a=b');
		expect(alternates).toEqual([
			{ hreflang: 'en', href: 'https://cb.example/en/pin/1/?a=b' },
			{ hreflang: 'de', href: 'https://cb.example/de/pin/1/?a=b' },
			{ hreflang: 'ja', href: 'https://cb.example/ja/pin/1/?a=b' },
			{ hreflang: 'ar', href: 'https://cb.example/ar/pin/1/?a=b' },
			{ hreflang: 'x-default', href: 'https://cb.example/pin/1/?a=b' },
		]);
	});

	it('keeps links of a prefixed page under its prefix, but not assets, APIs or other languages', () => {
		const html =
			'<a href="/pin/1/">p</a><a href="/">h</a><a href="/ja/x/">j</a><img src="/media/a.jpg">' +
			'<link href="/_astro/a.css"><a href="/v3/x/">api</a><a href="https://x.test/">e</a>' +
			'<a href="//evil.test/">e</a><a href="#main">s</a>';
		expect(localizeLinks(html, '/de', isLanguageSegment)).toBe(
			'<a href="/de/pin/1/">p</a><a href="/de/">h</a><a href="/ja/x/">j</a><img src="/media/a.jpg">' +
				'<link href="/_astro/a.css"><a href="/v3/x/">api</a><a href="https://x.test/">e</a>' +
				'<a href="//evil.test/">e</a><a href="#main">s</a>',
		);
	});

	it("keeps a prefixed page's forms under its prefix, but not the language picker's", () => {
		const html =
			'<form action="/board/create/" method="post"></form><form action="/language" method="get">' +
			'</form><form action="/logout" method="post"></form><form action="/de/search/pins/">';
		expect(localizeLinks(html, '/de', isLanguageSegment)).toBe(
			'<form action="/de/board/create/" method="post"></form><form action="/language" method="get">' +
				'</form><form action="/logout" method="post"></form><form action="/de/search/pins/">',
		);
	});

	it('keeps a redirect of a prefixed address under its prefix, with the page to come back to', () => {
		const at = (location: string) => localizeLocation(location, '/de', isLanguageSegment);
		expect(at('/ideas/food-drink/12/')).toBe('/de/ideas/food-drink/12/');
		expect(at('/')).toBe('/de/');
		expect(at('/search/pins/?q=k%C3%A4se#top')).toBe('/de/search/pins/?q=k%C3%A4se#top');
		expect(at('/login?next=%2Fsettings%2Fprofile')).toBe(
			'/de/login?next=%2Fde%2Fsettings%2Fprofile',
		);
		expect(at('/login?next=%2Fja%2Fx%2F')).toBe('/de/login?next=%2Fja%2Fx%2F');
		expect(at('/login?next=%2F%2Fevil.test')).toBe('/de/login?next=%2F%2Fevil.test');
		for (const kept of [
			'/ja/x/',
			'/media/a.jpg',
			'/v3/x/',
			'https://x.test/a',
			'//evil.test/',
			'/\\evil.test',
		]) {
			expect(at(kept)).toBe(kept);
		}
		expect(localizeLocation('/x/', '', isLanguageSegment)).toBe('/x/');
	});
});
