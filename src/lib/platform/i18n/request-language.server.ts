import Negotiator from 'negotiator';
import { DEFAULT_LANGUAGE, knownLanguage, PSEUDO_LANGUAGE } from './languages.ts';

/** The cookie the footer's language picker sets for visitors. */
export const LANGUAGE_COOKIE = 'cb_lang';

export interface LanguageSignals {
	/** The language of the address (`/de/…`), when it has a prefix. */
	pathLanguage: string | null;
	/**
	 * The language of the page an API call came from (`PAGE_LANGUAGE_HEADER`), already checked by
	 * `pageLanguageOf`; null for pages and for calls that did not say.
	 */
	pageLanguage?: string | null;
	/** The signed-in viewer's setting (`users.locale`). */
	setting: string | null | undefined;
	/** The `cb_lang` cookie. */
	cookie: string | null | undefined;
	/** The `Accept-Language` header. */
	acceptLanguage: string | null;
}

/**
 * The language of a request, first that applies: the address's prefix (so a shared link and a
 * crawler see one stable page), for an API call the language of the page it came from (so an
 * island answers in its page's language), the signed-in viewer's setting, the visitor's explicit choice
 * (cookie), the browser's `Accept-Language`, else the site default. Anything unknown or
 * malformed is skipped, never reflected.
 */
export function requestLanguage(signals: LanguageSignals): string {
	return (
		signals.pathLanguage ??
		signals.pageLanguage ??
		knownLanguage(signals.setting) ??
		knownLanguage(signals.cookie) ??
		acceptedLanguage(signals.acceptLanguage) ??
		DEFAULT_LANGUAGE
	);
}

/** The best known language of an `Accept-Language` header, by the header's own weights. */
export function acceptedLanguage(header: string | null): string | null {
	if (!header || header.length > 500) return null;
	const wanted = new Negotiator({ headers: { 'accept-language': header } }).languages();
	for (const tag of wanted.slice(0, 20)) {
		const exact = knownLanguage(tag);
		if (exact) return exact;
		const base = knownLanguage(tag.split('-')[0]);
		if (base) return base;
		if (tag.split('-')[0]!.toLowerCase() === 'en') return DEFAULT_LANGUAGE;
	}
	return null;
}

/**
 * The page language an API call names (`PAGE_LANGUAGE_HEADER`) as a known tag (`DE` → `de`),
 * or null for anything else: an unknown or malformed value is ignored, never reflected. The
 * test pseudo-locale counts only when it is on (`allowPseudo`).
 */
export function pageLanguageOf(
	value: string | null | undefined,
	allowPseudo = false,
): string | null {
	if (!value) return null;
	if (allowPseudo && value.toLowerCase() === PSEUDO_LANGUAGE.toLowerCase()) return PSEUDO_LANGUAGE;
	return knownLanguage(value);
}
