/**
 * Today editions (SEO-08): Today is offered per country-language pair. A visitor's pair is their
 * country (the middleware's `locals.country`) and a language that country's Today is offered in:
 * one of its own editions (`TODAY_EDITIONS`) or a language its stories are translated into
 * (`today-translations.ts`).
 */

/** The languages Today is written or translated in. */
export const TODAY_LANGUAGES = [
	'en',
	'es',
	'pt',
	'de',
	'fr',
	'id',
	'ja',
	'it',
	'sv',
	'ar',
] as const;
export type TodayLanguage = (typeof TODAY_LANGUAGES)[number];

/**
 * SEO-08: the countries each language's own edition is offered in. "es in many countries" is read
 * as Spain, the Spanish-speaking Americas and the US. Arabic has no edition of its own: it reads
 * translations only.
 */
export const TODAY_EDITIONS: Readonly<Record<TodayLanguage, readonly string[]>> = {
	en: ['US', 'GB', 'CA', 'IN', 'AU', 'ID'],
	es: [
		'ES',
		'MX',
		'AR',
		'CL',
		'CO',
		'PE',
		'VE',
		'EC',
		'GT',
		'CU',
		'BO',
		'DO',
		'HN',
		'PY',
		'SV',
		'NI',
		'CR',
		'PA',
		'UY',
		'PR',
		'US',
	],
	pt: ['BR'],
	de: ['DE', 'AT', 'CH'],
	fr: ['FR'],
	id: ['ID'],
	ja: ['JP'],
	it: ['IT'],
	sv: ['SE'],
	ar: [],
};

/** Names shown on the page for each language, in that language. */
export const LANGUAGE_NAMES: Readonly<Record<TodayLanguage, string>> = {
	en: 'English',
	es: 'Español',
	pt: 'Português',
	de: 'Deutsch',
	fr: 'Français',
	id: 'Bahasa Indonesia',
	ja: '日本語',
	it: 'Italiano',
	sv: 'Svenska',
	ar: 'العربية',
};

/** A country-language pair; `language` is null where Today is not offered at all. */
export interface TodayMarket {
	country: string;
	language: TodayLanguage | null;
}

function isTodayLanguage(value: string): value is TodayLanguage {
	return (TODAY_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The languages a country's Today is offered in, its default first: a local language where the
 * country has one besides English and Spanish (Indonesia reads `id` first), then the table's
 * order (the US reads English first, then Spanish).
 */
export function languagesIn(country: string): TodayLanguage[] {
	const offered = TODAY_LANGUAGES.filter((l) => TODAY_EDITIONS[l].includes(country));
	const local: TodayLanguage[] = offered.filter((l) => l !== 'en' && l !== 'es');
	return [...local, ...offered.filter((l) => !local.includes(l))];
}

/**
 * The primary language subtags of an `Accept-Language` header, most preferred first (by `q`,
 * then by order); `*` and malformed parts are skipped, and at most 20 parts are read.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
	if (!header) return [];
	const parts = header.split(',').slice(0, 20);
	const ranked: { lang: string; q: number; i: number }[] = [];
	parts.forEach((part, i) => {
		const [tag = '', ...params] = part.trim().split(';');
		const m = /^([A-Za-z]{2,3})(?:-[A-Za-z0-9]{1,8})*$/.exec(tag.trim());
		if (!m?.[1]) return;
		const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
		const q = qParam ? Number(qParam.slice(2)) : 1;
		if (!Number.isFinite(q) || q <= 0) return;
		ranked.push({ lang: m[1].toLowerCase(), q, i });
	});
	return ranked.sort((a, b) => b.q - a.q || a.i - b.i).map((r) => r.lang);
}

/**
 * The languages a country's Today is offered in: its own editions (`languagesIn`, default first),
 * then the languages of stories offered there in translation, in `TODAY_LANGUAGES` order.
 */
export function languagesOffered(
	country: string,
	articles: readonly { language: TodayLanguage; countries: readonly string[] }[],
): TodayLanguage[] {
	const own = languagesIn(country);
	const translated = new Set(
		articles.filter((a) => a.countries.includes(country)).map((a) => a.language),
	);
	return [...own, ...TODAY_LANGUAGES.filter((l) => translated.has(l) && !own.includes(l))];
}

/**
 * The languages a reader asks for, most wanted first (primary subtags, lower case): `?lang=`,
 * then the request's interface language (address prefix, setting, cookie or `Accept-Language`,
 * docs/i18n.md), then the rest of `Accept-Language`.
 */
export function readerLanguages(input: {
	lang?: string | null | undefined;
	language?: string | null | undefined;
	acceptLanguage?: string | null | undefined;
}): string[] {
	const primary = (tag: string | null | undefined) =>
		/^([A-Za-z]{2,3})(?:[-_]|$)/.exec(tag ?? '')?.[1]?.toLowerCase();
	const asked = [primary(input.lang), primary(input.language)].filter(
		(l): l is string => l !== undefined,
	);
	return [...new Set([...asked, ...acceptedLanguages(input.acceptLanguage)])];
}

/**
 * The visitor's Today edition. Language, in order: `?lang=`, then the interface language, then
 * `Accept-Language` (`readerLanguages`), the first the country's Today is offered in (its own
 * editions, and with `articles`, the languages its stories are translated into), then the
 * country's default. A country without Today gets `language: null`.
 */
export function todayMarket(input: {
	country: string;
	lang?: string | null | undefined;
	/** The request's interface language (`locals.language`). */
	language?: string | null | undefined;
	acceptLanguage?: string | null | undefined;
	/** Every article and translation, for the languages offered in translation. */
	articles?: readonly { language: TodayLanguage; countries: readonly string[] }[];
}): TodayMarket {
	const country = input.country.toUpperCase();
	const own = languagesIn(country);
	const offered = languagesOffered(country, input.articles ?? []);
	for (const lang of readerLanguages(input)) {
		if (isTodayLanguage(lang) && offered.includes(lang)) return { country, language: lang };
	}
	return { country, language: own[0] ?? null };
}
