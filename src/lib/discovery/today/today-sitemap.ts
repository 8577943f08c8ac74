import type { SitemapEntry } from '../seo/sitemap-xml.ts';
import type { TodayArticle } from './today-article.ts';
import { todayArticlePath } from './today-article.ts';
import { publishedArticles, utcDay } from './today-articles.ts';

/**
 * The Today sitemap: `/today/` and every published article of every edition (a crawler sees
 * the articles of its own country; the others answer a readable 404 there, but the list says
 * they exist for visitors of their countries). Articles not yet published are left out, and so
 * are translations: they share their original's address (the sitemap's language alternates
 * list its `/de/`, `/ja/`, `/ar/` versions).
 */
export function todaySitemapEntries(
	articles: readonly TodayArticle[],
	abs: (path: string) => string,
	now: Date,
): SitemapEntry[] {
	const published = publishedArticles(
		articles.filter((a) => a.translatedFrom === null),
		utcDay(now),
	);
	const newest = published.reduce<string | null>(
		(m, a) => (m && m > a.modified ? m : a.modified),
		null,
	);
	return [
		{ loc: abs('/today/'), lastmod: newest },
		...published.map((a) => ({ loc: abs(todayArticlePath(a)), lastmod: a.modified })),
	];
}
