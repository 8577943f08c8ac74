/**
 * The interface languages (SET-08, SEO-09) and what the site does with each: which are complete,
 * their address prefix, direction and locale mode. Pure: pages, middleware and islands share it.
 *
 * - **Complete** languages have every message of the catalogue, written for people (a test
 *   checks it); their pages are listed as `hreflang` alternates and in the sitemaps.
 * - Every other language is **partial**: it may translate some messages and falls back to
 *   English message by message; the language picker marks it so.
 * - The site default is English.
 */
export const DEFAULT_LANGUAGE = 'en';

/**
 * SET-08: the interface languages a user may pick (`LocalesResource`, `identity/settings/locales.ts`), about 45 as the spec
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

/** The complete languages, in the order alternates and the picker list them. */
export const COMPLETE_LANGUAGES = ['en', 'de', 'ja', 'ar'] as const;

/** The pseudo-locale of the tests (build/messages.ts); a language only with `PSEUDO_LOCALE`. */
export const PSEUDO_LANGUAGE = 'en-XA';

const known = new Map<string, string>(
	[...LOCALE_KEYS, ...COMPLETE_LANGUAGES].map((tag) => [tag.toLowerCase(), tag]),
);

/** The stored tag of a language, matching case-insensitively (`EN-gb` → `en-GB`), or null. */
export function knownLanguage(tag: string | null | undefined): string | null {
	if (!tag || tag.length > 16) return null;
	return known.get(tag.replace('_', '-').toLowerCase()) ?? null;
}

/** True when a language has every message (`de`, `ja`, `ar`, any English). */
export function isCompleteLanguage(tag: string): boolean {
	const base = tag.split('-')[0]!.toLowerCase();
	return (COMPLETE_LANGUAGES as readonly string[]).includes(base);
}

/**
 * The path prefix of a language's stable addresses: `/de/pin/1/`, `/en-gb/pin/1/`. Lower case,
 * so that one page has one address; an address with another case is redirected to it.
 */
export function languagePrefix(tag: string): string {
	return `/${tag.toLowerCase()}`;
}

/**
 * Splits a path into its language prefix and the page path: `/de/pin/1/` → `{language: 'de',
 * path: '/pin/1/'}`; `/pin/1/` → `{language: null, path: '/pin/1/'}`. `allowPseudo` admits the
 * test pseudo-locale's prefix (`/en-xa/`).
 */
export function splitLanguagePath(
	pathname: string,
	allowPseudo = false,
): { language: string | null; path: string } {
	const end = pathname.indexOf('/', 1);
	const first = end === -1 ? pathname.slice(1) : pathname.slice(1, end);
	if (first.length < 2 || first.length > 7) return { language: null, path: pathname };
	const language =
		allowPseudo && first.toLowerCase() === PSEUDO_LANGUAGE.toLowerCase()
			? PSEUDO_LANGUAGE
			: knownLanguage(first);
	if (!language) return { language: null, path: pathname };
	return { language, path: end === -1 ? '/' : pathname.slice(end) };
}

/** True for a top-level path segment that is a language prefix (never a username). */
export function isLanguageSegment(segment: string): boolean {
	return knownLanguage(segment) !== null || segment.toLowerCase() === PSEUDO_LANGUAGE.toLowerCase();
}

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

/** The text direction of a language (`ar`, `he-IL`, `en-US` …); unknown ones are left to right. */
export function directionOf(tag: string | null | undefined): 'ltr' | 'rtl' {
	const language = (tag ?? '').split(/[-_]/)[0]!.toLowerCase();
	return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

/**
 * SEO-09's locale modes: the typographic family a language's pages use (`<html
 * data-locale-mode>`; `global.css` sets fonts and line heights by it). `ck` is Chinese and
 * Korean, `ja` Japanese, `th` Thai, `vi` Vietnamese (stacked diacritics), `tall` the scripts
 * whose marks reach above and below Latin lines (Arabic, Hebrew, Persian, Urdu and the
 * Indic scripts); every other language has none.
 */
export type LocaleMode = 'tall' | 'ck' | 'ja' | 'th' | 'vi';

const MODES: Record<string, LocaleMode> = {
	zh: 'ck',
	ko: 'ck',
	ja: 'ja',
	th: 'th',
	vi: 'vi',
	ar: 'tall',
	he: 'tall',
	fa: 'tall',
	ur: 'tall',
	hi: 'tall',
	bn: 'tall',
};

export function localeModeOf(tag: string): LocaleMode | null {
	return MODES[tag.split('-')[0]!.toLowerCase()] ?? null;
}
