import { LOCALE_KEYS } from '~/lib/platform/i18n/languages.ts';
import { type Option, sortByName } from './countries.ts';

export { LOCALE_KEYS };

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
