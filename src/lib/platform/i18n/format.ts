import { currentLanguage } from './current-language.ts';

/**
 * Numbers, dates and times in the current language (the request's on the server, the page's in
 * the browser), through `Intl`. Counts with a noun belong in a message (`{count, plural, …}`);
 * these are for a bare number, a date, a time or "3 days ago". Formatters are kept per language
 * and option set, since building one costs far more than using it.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
	kind: string,
	options: object,
	make: (language: string) => T,
): T {
	const language = currentLanguage();
	const key = `${kind}|${language}|${JSON.stringify(options)}`;
	let formatter = cache.get(key) as T | undefined;
	if (!formatter) {
		try {
			formatter = make(language);
		} catch {
			formatter = make('en');
		}
		if (cache.size > 500) cache.clear();
		cache.set(key, formatter);
	}
	return formatter;
}

/** `1,234` / `1.234` / `١٬٢٣٤`. */
export function formatNumber(n: number, options: Intl.NumberFormatOptions = {}): string {
	return cached('n', options, (l) => new Intl.NumberFormat(l, options)).format(n);
}

/** A date (and time) in the current language; `timeZone` defaults to the runtime's. */
export function formatDate(
	value: Date | string | number,
	options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
	return cached('d', options, (l) => new Intl.DateTimeFormat(l, options)).format(new Date(value));
}

/** A language's or region's name in the current language (`de` → "Deutsch" in German). */
export function displayName(code: string, type: 'language' | 'region'): string {
	try {
		return new Intl.DisplayNames(currentLanguage(), { type }).of(code) ?? code;
	} catch {
		return code;
	}
}
