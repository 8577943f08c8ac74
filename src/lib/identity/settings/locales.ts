import { type Option, sortByName } from './countries.ts';

/**
 * SET-08: the interface languages a user may pick (`LocalesResource`), about 45 as the spec
 * says (D1 §9: en_US, en_GB, de, fr, ja, zh_CN, pt_BR, …). Keys are BCP 47 tags with a hyphen,
 * as `users.locale` stores them (`en-US`); names come from `Intl.DisplayNames` in English.
 */
export const LOCALE_KEYS: readonly string[] = [
	'en-US',
	'en-GB',
	'en-AU',
	'en-CA',
	'en-IE',
	'en-IN',
	'en-NZ',
	'de',
	'fr',
	'fr-CA',
	'es',
	'es-419',
	'pt-BR',
	'pt-PT',
	'it',
	'nl',
	'sv',
	'da',
	'nb',
	'fi',
	'pl',
	'cs',
	'sk',
	'hu',
	'ro',
	'el',
	'tr',
	'ru',
	'uk',
	'ja',
	'ko',
	'zh-CN',
	'zh-TW',
	'id',
	'ms',
	'th',
	'vi',
	'fil',
	'hi',
	'bn',
	'ar',
	'he',
	'bg',
	'hr',
	'ca',
];

const known = new Set(LOCALE_KEYS);

/** True for a locale the settings accept. */
export function isKnownLocale(key: string): boolean {
	return known.has(key);
}

let cached: readonly Option[] | undefined;

/** `[{key: 'en-US', name: 'English (United States)'}, …]`, sorted by name. */
export function localeOptions(): readonly Option[] {
	if (!cached) {
		const names = new Intl.DisplayNames('en', { type: 'language', languageDisplay: 'standard' });
		cached = Object.freeze(
			sortByName(LOCALE_KEYS.map((key) => ({ key, name: names.of(key) ?? key }))),
		);
	}
	return cached;
}
