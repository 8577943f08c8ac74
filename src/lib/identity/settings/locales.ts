import { currentLanguage } from '../../platform/i18n/current-language.ts';
import { isCompleteLanguage, LOCALE_KEYS } from '../../platform/i18n/languages.ts';
import { collatorOf, type Option } from './countries.ts';

export { LOCALE_KEYS };

const known = new Set(LOCALE_KEYS);

/** True for a locale the settings accept. */
export function isKnownLocale(key: string): boolean {
	return known.has(key);
}

/** One interface language of SET-08's picker. */
export interface LocaleOption extends Option {
	/**
	 * The language's name in that language itself (`Deutsch`, `日本語`, `English (United
	 * Kingdom)`), so a person finds their own language whatever the page's language is.
	 */
	name: string;
	/** True when every message is translated (`isCompleteLanguage`); the picker marks the rest. */
	complete: boolean;
}

/** A language's own name for itself, first letter capitalised as a list entry (`Français`). */
function nativeLanguageName(key: string): string {
	let name = key;
	try {
		name =
			new Intl.DisplayNames(key, { type: 'language', languageDisplay: 'standard' }).of(key) ?? key;
	} catch {
		// An unknown tag keeps its key.
	}
	const first = name.charAt(0);
	let upper = first;
	try {
		upper = first.toLocaleUpperCase(key);
	} catch {
		upper = first.toUpperCase();
	}
	return upper + name.slice(1);
}

/** The lists made so far, one per language (the order follows the reader's language). */
const cache = new Map<string, readonly LocaleOption[]>();

/**
 * `[{key: 'en-US', name: 'English (United States)', complete: true}, …, {key: 'fr', name:
 * 'Français', complete: false}, …]`: the complete languages first, then the partial ones, each
 * group sorted by name in the current language's order.
 */
export function localeOptions(): readonly LocaleOption[] {
	const language = currentLanguage();
	let list = cache.get(language);
	if (!list) {
		const collator = collatorOf(language);
		const options = LOCALE_KEYS.map((key) => ({
			key,
			name: nativeLanguageName(key),
			complete: isCompleteLanguage(key),
		}));
		list = Object.freeze(
			options.sort(
				(a, b) => Number(b.complete) - Number(a.complete) || collator.compare(a.name, b.name),
			),
		);
		if (cache.size > 100) cache.clear();
		cache.set(language, list);
	}
	return list;
}
