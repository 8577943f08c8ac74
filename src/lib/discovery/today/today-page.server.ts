import type { Kysely } from 'kysely';
import type { Pin } from '../../content/pins/pin.ts';
import type { Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import type { PageLoad } from '../../platform/routing/page-load.ts';
import { withInterestName } from '../interests/interest-name.ts';
import { type TodayArticle, todayArticlePath } from './today-article.ts';
import { articlesForMarket, resolveArticleRoute, utcDay } from './today-articles.ts';
import { todayArticleJsonLd, todayListJsonLd } from './today-jsonld.ts';
import {
	languagesOffered,
	readerLanguages,
	type TodayLanguage,
	type TodayMarket,
	todayMarket,
} from './today-markets.ts';
import { interestsBySlug } from './today-pins.repository.server.ts';
import { curatedPins, heroPins } from './today-pins.service.server.ts';
import { todayPopularPath } from './today-popular-path.ts';
import { articleVersion } from './today-translations.ts';

export interface TodayRequest {
	db: Kysely<Database>;
	viewer: Viewer | null;
	url: URL;
	/** `locals.country`. */
	country: string;
	acceptLanguage: string | null;
	/** The request's interface language (`locals.language`); none in tests of the edition rules. */
	language?: string | null;
	/** Every article of the collection, and every translation (`withTranslations`). */
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
 * The visitor's edition (`todayMarket`): country from `locals.country`; language from `?lang=`,
 * then the interface language, then `Accept-Language`, among the languages the country's Today
 * is written or translated in, else the country's default.
 */
export function todayMarketOf(req: TodayRequest): TodayMarket {
	return todayMarket({
		country: req.country,
		lang: req.url.searchParams.get('lang'),
		language: req.language ?? null,
		acceptLanguage: req.acceptLanguage,
		articles: req.articles,
	});
}

/**
 * A story's link from a list: its canonical path, plus `?lang=` when the reader chose the list's
 * language with `?lang=`, so the story opens in the language the list showed it in.
 */
export function storyPath(article: TodayArticle, req: Pick<TodayRequest, 'url'>): string {
	const [asked] = readerLanguages({ lang: req.url.searchParams.get('lang') });
	const keep = asked === article.language ? `?lang=${article.language}` : '';
	return `${todayArticlePath(article)}${keep}`;
}

/**
 * `/today/`: the published articles of the visitor's edition (`todayMarketOf`), newest first,
 * each with one picture.
 */
export async function loadTodayList(req: TodayRequest): Promise<TodayListData> {
	const market = todayMarketOf(req);
	const list = articlesForMarket(req.articles, market, utcDay(req.now ?? new Date()));
	const slugs = [...new Set(list.flatMap((a) => a.pins.interests))];
	const [heroes, interests] = await Promise.all([
		heroPins(req.db, req.viewer, list),
		interestsBySlug(req.db, slugs),
	]);
	return {
		market,
		otherLanguages: languagesOffered(market.country, req.articles).filter(
			(l) => l !== market.language,
		),
		items: list.map((article) => ({
			article,
			path: storyPath(article, req),
			hero: heroes.get(article.id) ?? null,
		})),
		popular: slugs.flatMap((slug) => {
			const interest = interests.get(slug);
			return interest
				? [{ name: withInterestName(interest).name, path: todayPopularPath(interest) }]
				: [];
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
 * article offered in the visitor's country (in any of its Today languages, as written or
 * translated) renders, in the reader's language where it has a version in it (`?lang=`, the
 * interface language, `Accept-Language`), else as written; elsewhere it is a readable 404 page.
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
	const versions = req.articles.filter((a) => a.id === route.article.id);
	const article =
		articleVersion(
			versions,
			readerLanguages({
				lang: req.url.searchParams.get('lang'),
				language: req.language ?? null,
				acceptLanguage: req.acceptLanguage,
			}),
		) ?? route.article;
	const country = req.country.toUpperCase();
	const available = versions.some((v) => v.countries.includes(country));
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
