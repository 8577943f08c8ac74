import {
	COMPLETE_LANGUAGES,
	isCompleteLanguage,
	knownLanguage,
	LOCALE_KEYS,
	splitLanguagePath,
} from '../i18n/languages.ts';
import { localPath } from '../routing/local-path.ts';

/**
 * The footer's language picker (Footer.astro, `src/pages/language.ts`): the languages it lists
 * and what a choice sends the browser to. Pure.
 *
 * It lists the complete languages first (COMPLETE_LANGUAGES, in that order), then the partial
 * ones of SET-08 by name. Every language is named in its own language ("Deutsch", "日本語"),
 * so a visitor who cannot read the current page still finds theirs. English variants
 * (`en-GB`, …) are left out: their text is the same English, and the settings page is where a
 * signed-in person picks a regional format.
 */
export interface PickerLanguage {
	/** The tag the picker sends, as `knownLanguage` stores it (`de`, `pt-BR`). */
	tag: string;
	/** The language's name in itself, with a capital first letter ("Français"). */
	name: string;
	complete: boolean;
}

/** A language's name in itself (`de` → "Deutsch", `fr` → "Français"); the tag if Intl has none. */
export function ownLanguageName(tag: string): string {
	try {
		const name = new Intl.DisplayNames(tag, { type: 'language' }).of(tag) ?? tag;
		return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
	} catch {
		return tag;
	}
}

let cached: readonly PickerLanguage[] | undefined;

/** The picker's languages: complete ones first, then the partial ones sorted by name. */
export function pickerLanguages(): readonly PickerLanguage[] {
	if (!cached) {
		const complete = COMPLETE_LANGUAGES.map((tag) => ({
			tag,
			name: ownLanguageName(tag),
			complete: true,
		}));
		const collator = new Intl.Collator('und');
		const partial = LOCALE_KEYS.filter((tag) => !isCompleteLanguage(tag))
			.map((tag) => ({ tag, name: ownLanguageName(tag), complete: false }))
			.sort((a, b) => collator.compare(a.name, b.name));
		cached = Object.freeze([...complete, ...partial]);
	}
	return cached;
}

/**
 * The picker's entry for the page's language: the language itself when listed, else its
 * complete base language (`en-GB`, the pseudo-locale `en-XA` → `en`), else English.
 */
export function pickerValueOf(language: string): string {
	const tags = pickerLanguages().map((l) => l.tag);
	const known = knownLanguage(language);
	if (known && tags.includes(known)) return known;
	const base = language.split('-')[0]!.toLowerCase();
	return (COMPLETE_LANGUAGES as readonly string[]).includes(base) ? base : 'en';
}

/**
 * Where the browser goes back to after choosing: the page it came from (`next`, a path on this
 * site by `localPath`'s rule, never another site) WITHOUT its language prefix, so the address
 * answers in the language just chosen (`/de/pin/1/?x=1` → `/pin/1/?x=1`). Home otherwise.
 */
export function returnPath(next: string | null | undefined): string {
	const path = localPath(next);
	if (!path) return '/';
	const url = new URL(path, 'http://corkboard.invalid');
	const page = splitLanguagePath(url.pathname, true).path;
	return localPath(page + url.search + url.hash) ?? '/';
}

export interface LanguageChoice {
	/** The chosen language, as stored (`pt-BR`). */
	language: string;
	/** The page to send the browser back to (`returnPath`). */
	location: string;
}

/** A picker's choice, or null when `lang` is not one of the site's languages (never echoed). */
export function languageChoice(
	lang: string | null | undefined,
	next: string | null | undefined,
): LanguageChoice | null {
	const language = knownLanguage(lang);
	return language ? { language, location: returnPath(next) } : null;
}
