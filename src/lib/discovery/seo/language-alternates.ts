import { COMPLETE_LANGUAGES, languagePrefix } from '~/lib/platform/i18n/languages.ts';

/** One `hreflang` alternate of a page: `<link rel="alternate" hreflang href>`. */
export interface LanguageAlternate {
	hreflang: string;
	href: string;
}

/**
 * The language versions of a public page (docs/i18n.md), given its address without a language
 * prefix: one stable address per complete language (`/de/pin/1/`) and `x-default`, the address
 * without a prefix, which answers in the visitor's own language. Every version lists the same
 * set, so each alternate points back at the others. Partial languages are left out: their pages
 * are mostly the English text, which would be a duplicate, not a translation.
 */
export function languageAlternates(defaultUrl: string): LanguageAlternate[] {
	const url = new URL(defaultUrl);
	const rest = url.pathname + url.search;
	const alternates: LanguageAlternate[] = COMPLETE_LANGUAGES.map((language) => ({
		hreflang: language,
		href: `${url.origin}${languagePrefix(language)}${rest}`,
	}));
	alternates.push({ hreflang: 'x-default', href: url.toString() });
	return alternates;
}

/** The address of a page in a language, given its address without a prefix (`''` = none). */
export function addressInLanguage(defaultUrl: string, prefix: string): string {
	if (!prefix) return defaultUrl;
	const url = new URL(defaultUrl);
	return `${url.origin}${prefix}${url.pathname}${url.search}`;
}
