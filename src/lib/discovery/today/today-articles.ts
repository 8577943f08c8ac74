import { isTodayKind, type TodayArticle, todayArticlePath } from './today-article.ts';
import type { TodayMarket } from './today-markets.ts';

/** `YYYY-MM-DD` of a moment in UTC: the day Today publishes by. */
export function utcDay(now: Date): string {
	return now.toISOString().slice(0, 10);
}

/** Articles whose day has come, newest first (then by id, newest first). */
export function publishedArticles(
	articles: readonly TodayArticle[],
	today: string,
): TodayArticle[] {
	return articles
		.filter((a) => a.date <= today)
		.sort((a, b) =>
			a.date !== b.date
				? b.date.localeCompare(a.date)
				: BigInt(b.id) > BigInt(a.id)
					? 1
					: BigInt(b.id) < BigInt(a.id)
						? -1
						: 0,
		);
}

/** Whether an article is offered in this country-language pair (SEO-08). */
function isOfferedIn(article: TodayArticle, market: TodayMarket): boolean {
	return article.language === market.language && article.countries.includes(market.country);
}

/** Today's list for one edition: published articles offered in the pair, newest first. */
export function articlesForMarket(
	articles: readonly TodayArticle[],
	market: TodayMarket,
	today: string,
): TodayArticle[] {
	if (market.language === null) return [];
	return publishedArticles(articles, today).filter((a) => isOfferedIn(a, market));
}

/** What an article URL leads to. */
export type ArticleRoute =
	| { kind: 'ok'; article: TodayArticle }
	| { kind: 'redirect'; to: string }
	| { kind: 'not-found' };

/**
 * Resolves `/today/{kind}/{slug}/{id}/` to the article as written (its translations share the
 * address; the page picks the version). The id decides: an unknown or not yet published id is
 * not found; a first segment that is not an article kind is never an article (SEO-03); a known
 * id under another kind or slug (a renamed article, a shortened link) is a 301 to its canonical
 * path, keeping the query string.
 */
export function resolveArticleRoute(
	articles: readonly TodayArticle[],
	params: { kind: string; slug: string; id: string },
	today: string,
	search = '',
): ArticleRoute {
	if (!isTodayKind(params.kind)) return { kind: 'not-found' };
	const article = articles.find((a) => a.id === params.id && a.translatedFrom === null);
	if (!article || article.date > today) return { kind: 'not-found' };
	if (article.kind !== params.kind || article.slug !== params.slug)
		return { kind: 'redirect', to: `${todayArticlePath(article)}${search}` };
	return { kind: 'ok', article };
}
