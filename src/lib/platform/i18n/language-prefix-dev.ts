import { isLanguageSegment, knownLanguage, PSEUDO_LANGUAGE } from './languages.ts';

/**
 * Under `astro dev` there is no `scripts/start.ts` to take a `/de/` prefix off before routing;
 * `build/language-prefixes.ts` does it in Vite's dev server and names the language in this
 * header. The middleware reads the header only in development (`import.meta.env.DEV`): a built
 * server never believes it, so a client cannot use it.
 */
export const DEV_PATH_LANGUAGE_HEADER = 'x-corkboard-dev-path-language';

export function devPathLanguage(value: string | null): string | null {
	if (!value || !isLanguageSegment(value)) return null;
	return value.toLowerCase() === PSEUDO_LANGUAGE.toLowerCase()
		? PSEUDO_LANGUAGE
		: knownLanguage(value);
}
