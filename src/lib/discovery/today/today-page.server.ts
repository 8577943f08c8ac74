import type { Kysely } from 'kysely';
import type { Pin } from '../../content/pins/pin.ts';
import type { Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import type { PageLoad } from '../../platform/routing/page-load.ts';
import { type TodayArticle, todayArticlePath } from './today-article.ts';
import { articlesForMarket, resolveArticleRoute, utcDay } from './today-articles.ts';
import { todayArticleJsonLd, todayListJsonLd } from './today-jsonld.ts';
import { languagesIn, type TodayLanguage, type TodayMarket, todayMarket } from './today-markets.ts';
import { interestsBySlug } from './today-pins.repository.server.ts';
import { curatedPins, heroPins } from './today-pins.service.server.ts';
import { todayPopularPath } from './today-popular-path.ts';

export interface TodayRequest {
	db: Kysely<Database>;
	viewer: Viewer | null;
	url: URL;
	/** `locals.country`. */
	country: string;
	acceptLanguage: string | null;
	/** Every article of the collection. */
	articles: readonly TodayArticle[];
	/** Absolute URL of a path (`absoluteUrl` bound to the request). */
	abs: (path: string) => string;
	now?: Date;
}

/** What `/today/` shows. */
export interface TodayListData {
	market: TodayMarket;
	/** The other languages of this country's Today, for the language links. */
	otherLanguages: TodayLanguage[];
	items: { article: TodayArticle; path: string; hero: Pin | null }[];
	/** The interests these stories are about, each linking to its popular page (RTE-08). */
	popular: { name: string; path: string }[];
	jsonLd: Record<string, unknown> | null;
}

/**
 * `/today/`: the published articles of the visitor's edition (country from `locals.country`,
 * language from `?lang=`, then `Accept-Language`, then the country's default), newest first,
 * each with one picture.
 */
export async function loadTodayList(req: TodayRequest): Promise<TodayListData> {
	const market = todayMarket({
		country: req.country,
		lang: req.url.searchParams.get('lang'),
		acceptLanguage: req.acceptLanguage,
	});
	const list = articlesForMarket(req.articles, market, utcDay(req.now ?? new Date()));
	const slugs = [...new Set(list.flatMap((a) => a.pins.interests))];
	const [heroes, interests] = await Promise.all([
		heroPins(req.db, req.viewer, list),
		interestsBySlug(req.db, slugs),
	]);
	return {
		market,
		otherLanguages: languagesIn(market.country).filter((l) => l !== market.language),
		items: list.map((article) => ({
			article,
			path: todayArticlePath(article),
			hero: heroes.get(article.id) ?? null,
		})),
		popular: slugs.flatMap((slug) => {
			const interest = interests.get(slug);
			return interest ? [{ name: interest.name, path: todayPopularPath(interest) }] : [];
		}),
		jsonLd: list.length > 0 ? todayListJsonLd(list, req.abs) : null,
	};
}

/** What an article page shows. */
export interface TodayArticleData {
	article: TodayArticle;
	canonicalPath: string;
	/**
	 * False when the article is not offered in the visitor's country: the page answers 404 with
	 * a readable note and a link to their Today, and shows no pins.
	 */
	available: boolean;
	pins: Pin[];
	jsonLd: Record<string, unknown>;
}

/**
 * `/today/{kind}/{slug}/{id}/` (SEO-03). Unknown or unpublished ids and other first segments
 * are not found; a known id under another kind or slug is a 301 to the canonical path. An
 * article offered in the visitor's country (in any of its Today languages) renders; elsewhere
 * it is a readable 404 page.
 */
export async function loadTodayArticle(
	req: TodayRequest & { params: { kind: string; slug: string; id: string } },
): Promise<PageLoad<TodayArticleData>> {
	const route = resolveArticleRoute(
		req.articles,
		req.params,
		utcDay(req.now ?? new Date()),
		req.url.search,
	);
	if (route.kind === 'not-found') return route;
	if (route.kind === 'redirect') return { kind: 'redirect', to: route.to, status: 301 };
	const { article } = route;
	const available = article.countries.includes(req.country.toUpperCase());
	const pins = available ? await curatedPins(req.db, req.viewer, article) : [];
	return {
		kind: 'ok',
		data: {
			article,
			canonicalPath: todayArticlePath(article),
			available,
			pins,
			jsonLd: todayArticleJsonLd(article, pins, req.abs),
		},
	};
}
