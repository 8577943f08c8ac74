import { currentLanguage } from './current-language.ts';

/**
 * Numbers, dates and times in the current language (the request's on the server, the page's in
 * the browser), through `Intl`. Counts with a noun belong in a message (`{count, plural, …}`);
 * these are for a bare number, a date, a time or "3 days ago". Formatters are kept per language
 * and option set, since building one costs far more than using it.
 */
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat;
const cache = new Map<string, Formatter>();

function cached<T extends Formatter>(
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

/** The steps of a relative time, largest first: the first one the distance reaches is used. */
const RELATIVE_STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
	['year', 365 * 24 * 3600],
	['month', 30 * 24 * 3600],
	['week', 7 * 24 * 3600],
	['day', 24 * 3600],
	['hour', 3600],
	['minute', 60],
];

/**
 * "3 days ago" / "vor 3 Tagen" / "3日前": how long before (or after) `now` a moment is, in the
 * largest whole unit it reaches (a year, a month of 30 days, a week, a day, an hour, a minute);
 * under a minute "now" (`numeric: 'auto'`, so also "yesterday" for one day).
 */
export function formatRelativeTime(
	value: Date | string | number,
	now: number = Date.now(),
): string {
	const seconds = Math.round((new Date(value).getTime() - now) / 1000);
	const format = cached('r', {}, (l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto' }));
	for (const [unit, size] of RELATIVE_STEPS) {
		if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
	}
	return format.format(0, 'second');
}
