import { z } from 'zod';
import type { TodayArticle } from './today-article.ts';
import { TODAY_EDITIONS, TODAY_LANGUAGES, type TodayLanguage } from './today-markets.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The frontmatter of a translated Today article (`src/content/today/{language}/{slug}.md`): the
 * words only. Its address, kind, days, countries and pins are the original's.
 */
export const todayTranslationSchema = z.strictObject({
	/** The `articleId` of the article it translates. */
	articleId: z.string().regex(/^[1-9][0-9]{0,9}$/),
	/** The language it is written in (also its folder's name); never the original's. */
	language: z.enum(TODAY_LANGUAGES),
	title: z.string().min(1).max(100),
	summary: z.string().min(10).max(300),
	/** Day of the translation's last real change, when later than the original's. */
	updated: z.string().regex(DAY).optional(),
});

export type TodayTranslationData = z.output<typeof todayTranslationSchema>;

/**
 * Where a translation is offered: wherever its original is, and, for an original offered in
 * every country of its own edition (a story for everyone, not one country's holiday), also in
 * the countries of the translation's own edition (German stories reach Germany, Japanese ones
 * Japan).
 */
export function translationCountries(
	original: Pick<TodayArticle, 'language' | 'countries'>,
	language: TodayLanguage,
): string[] {
	const edition = TODAY_EDITIONS[original.language];
	const everywhere = edition.every((c) => original.countries.includes(c));
	const out = new Set(original.countries);
	if (everywhere) for (const c of TODAY_EDITIONS[language]) out.add(c);
	return [...out];
}

/**
 * The articles as written followed by their translations, each translation an article of its
 * own language with its original's id, address, kind, days and pins (the one place translation
 * frontmatter is read). A translation of an unknown article, into its original's language or
 * into a language the article already has, is left out (`today-content.test.ts` refuses them).
 */
export function withTranslations(
	originals: readonly TodayArticle[],
	translations: readonly { entryId: string; data: TodayTranslationData }[],
): TodayArticle[] {
	const byId = new Map(originals.map((a) => [a.id, a]));
	const seen = new Set(originals.map((a) => `${a.id}:${a.language}`));
	const out = [...originals];
	for (const { entryId, data } of translations) {
		const original = byId.get(data.articleId);
		const key = `${data.articleId}:${data.language}`;
		if (!original || seen.has(key)) continue;
		seen.add(key);
		out.push({
			...original,
			title: data.title,
			summary: data.summary,
			modified: data.updated && data.updated > original.modified ? data.updated : original.modified,
			language: data.language,
			countries: translationCountries(original, data.language),
			translatedFrom: original.language,
			entryId,
		});
	}
	return out;
}

/**
 * The version of an article to show a reader: the first of `wanted` (primary language subtags,
 * most wanted first) it is written or translated in, else the article as written.
 */
export function articleVersion(
	versions: readonly TodayArticle[],
	wanted: readonly string[],
): TodayArticle | null {
	for (const lang of wanted) {
		const found = versions.find((v) => v.language === lang);
		if (found) return found;
	}
	return versions.find((v) => v.translatedFrom === null) ?? versions[0] ?? null;
}
