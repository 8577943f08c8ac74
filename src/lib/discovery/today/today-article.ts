import { z } from 'zod';
import { TODAY_EDITIONS, TODAY_LANGUAGES, type TodayLanguage } from './today-markets.ts';

/** SEO-03: the first segment of an article URL; any other segment is not an article. */
export const TODAY_KINDS = ['trending', 'best', 'article', 'shop'] as const;
export type TodayKind = (typeof TODAY_KINDS)[number];

export function isTodayKind(value: string): value is TodayKind {
	return (TODAY_KINDS as readonly string[]).includes(value);
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The frontmatter of a Today article (`src/content/today/*.md`), checked when the collection
 * loads: a bad article fails the build instead of a page.
 */
export const todayArticleSchema = z
	.strictObject({
		/** Permanent number in the URL (`/today/{kind}/{slug}/{articleId}/`); never reused. */
		articleId: z.string().regex(/^[1-9][0-9]{0,9}$/),
		/** URL words; may change later (old slugs answer 301 to the current one). */
		slug: z.string().regex(SLUG).max(80),
		kind: z.enum(TODAY_KINDS),
		title: z.string().min(1).max(100),
		/** One or two sentences for cards, the meta description and social cards. */
		summary: z.string().min(20).max(300),
		/** Publication day (UTC), `YYYY-MM-DD`; the article is hidden before it. */
		date: z.string().regex(DAY),
		/** Day of the last real change, if any. */
		updated: z.string().regex(DAY).optional(),
		/** The language it is written in. */
		language: z.enum(TODAY_LANGUAGES),
		/**
		 * Countries it is offered in (ISO codes); each must have this language's edition (SEO-08).
		 * Left out: every country of the language's edition.
		 */
		countries: z
			.array(z.string().regex(/^[A-Z]{2}$/))
			.min(1)
			.optional(),
		/** Curated pins, found when the page renders (pin ids differ per database). */
		pins: z.strictObject({
			/** Interest slugs the pins come from, most important first (the hero comes from the first). */
			interests: z.array(z.string().regex(SLUG)).min(1).max(3),
			/** Words preferred in pin titles; pins matching any come first. */
			terms: z.array(z.string().min(2).max(40)).max(8).default([]),
			/** How many pins the article shows. */
			count: z.number().int().min(4).max(30).default(12),
		}),
	})
	.superRefine((data, ctx) => {
		const edition = TODAY_EDITIONS[data.language];
		for (const c of data.countries ?? []) {
			if (!edition.includes(c))
				ctx.addIssue({
					code: 'custom',
					path: ['countries'],
					message: `Today in "${data.language}" is not offered in ${c} (SEO-08)`,
				});
		}
		if (data.updated && data.updated < data.date)
			ctx.addIssue({ code: 'custom', path: ['updated'], message: 'updated is before date' });
	});

export type TodayArticleData = z.output<typeof todayArticleSchema>;

/** A Today article as pages see it. */
export interface TodayArticle {
	id: string;
	slug: string;
	kind: TodayKind;
	title: string;
	summary: string;
	date: string;
	/** `updated`, else `date`. */
	modified: string;
	language: TodayLanguage;
	countries: readonly string[];
	pins: { interests: readonly string[]; terms: readonly string[]; count: number };
	/**
	 * Null for an article as written; for a translation (`today-translations.ts`), the language
	 * of the article it translates. A translation shares its original's id and address.
	 */
	translatedFrom: TodayLanguage | null;
	/** The collection entry's id (for `render`; `todayTranslations` when translated). */
	entryId: string;
}

/** Collection entry → domain article (the one place frontmatter is read). */
export function toTodayArticle(entryId: string, data: TodayArticleData): TodayArticle {
	return {
		id: data.articleId,
		slug: data.slug,
		kind: data.kind,
		title: data.title,
		summary: data.summary,
		date: data.date,
		modified: data.updated ?? data.date,
		language: data.language,
		countries: data.countries ?? TODAY_EDITIONS[data.language],
		pins: { interests: data.pins.interests, terms: data.pins.terms, count: data.pins.count },
		translatedFrom: null,
		entryId,
	};
}

/** SEO-03: `/today/{kind}/{slug}/{id}/`, the canonical path. */
export function todayArticlePath(a: Pick<TodayArticle, 'kind' | 'slug' | 'id'>): string {
	return `/today/${a.kind}/${a.slug}/${a.id}/`;
}
