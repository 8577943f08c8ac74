/**
 * The runtime of a generated message namespace (`src/messages/<namespace>/index.ts`, made by
 * `build/messages.ts`; docs/i18n.md).
 *
 * On the server every locale of the namespace is loaded once, and each call picks the table of
 * the request's language (`language-scope.server.ts` keeps it for the request). In the browser
 * only the page's language is loaded, read from `<html lang>`: an island downloads English with
 * its own code and, on a page in another language, one more small module with the strings of
 * that language, before it hydrates (the namespace module awaits it at its top level), so the
 * first render in the browser matches the server's HTML.
 */
import { catalogueLocaleOf } from './catalogue-locale.ts';
import { currentLanguage } from './current-language.ts';

type Loader<M> = () => Promise<{ default: M }>;

/**
 * The accessor of one namespace: `messages()` returns the functions of the current language.
 * `en` is the English table; `others` load the other locales' tables (each complete: a partial
 * locale's table holds English for what it lacks).
 */
export async function catalogue<M>(en: M, others: Record<string, Loader<M>>): Promise<() => M> {
	const available = ['en', ...Object.keys(others)];
	// Not `import.meta.env.SSR`: scripts (migrations, the seed, mail jobs) run this outside Vite.
	if (typeof document === 'undefined') {
		const tables = new Map<string, M>([['en', en]]);
		for (const [locale, load] of Object.entries(others)) tables.set(locale, (await load()).default);
		let lastTag = '';
		let last = en;
		return () => {
			const tag = currentLanguage();
			if (tag !== lastTag) {
				last = tables.get(catalogueLocaleOf(tag, available)) ?? en;
				lastTag = tag;
			}
			return last;
		};
	}
	const locale = catalogueLocaleOf(document.documentElement.lang, available);
	const load = others[locale];
	const table = load ? (await load()).default : en;
	return () => table;
}
