import todayPages from '~/messages/today-pages/index.ts';
import type { Pin } from '../../content/pins/pin.ts';
import type { PageLoad } from '../../platform/routing/page-load.ts';
import { BRAND } from '../../platform/ui/brand.ts';
import type { Interest } from '../interests/interest.ts';
import { withInterestName } from '../interests/interest-name.ts';
import { getInterestById, getSubInterests } from '../interests/interests.service.server.ts';
import type { TodayArticle } from './today-article.ts';
import { articlesForMarket, utcDay } from './today-articles.ts';
import { todayPopularJsonLd } from './today-jsonld.ts';
import type { TodayMarket } from './today-markets.ts';
import { storyPath, type TodayRequest, todayMarketOf } from './today-page.server.ts';
import { heroPins, popularInterestPins } from './today-pins.service.server.ts';
import { todayPopularPath } from './today-popular-path.ts';

/** What `/today/popular/{interest}/{id}/` shows. */
export interface TodayPopularData {
	/** Its name in the request's language (`interestName`). */
	interest: Interest;
	market: TodayMarket;
	/** The edition's stories about this interest, its category or its sub-interests. */
	stories: { article: TodayArticle; path: string; hero: Pin | null }[];
	/** Its most saved recent pins. */
	pins: Pin[];
	canonicalPath: string;
	description: string;
	jsonLd: Record<string, unknown>;
}

/**
 * `/today/popular/{interest}/{interestId}/` (RTE-08): the interest's most saved recent pins and
 * the visitor's Today stories about it. The id decides: unknown → not found; another slug
 * (renamed interest, wrong case) → 301 to the canonical path, keeping the query.
 */
export async function loadTodayPopular(
	req: TodayRequest & { params: { interest: string; id: string } },
): Promise<PageLoad<TodayPopularData>> {
	const found = await getInterestById(req.db, req.params.id);
	if (!found) return { kind: 'not-found' };
	const interest = withInterestName(found);
	const canonicalPath = todayPopularPath(interest);
	if (req.params.interest !== interest.slug) {
		return { kind: 'redirect', to: `${canonicalPath}${req.url.search}`, status: 301 };
	}
	const market = todayMarketOf(req);
	const [children, parent, pins] = await Promise.all([
		getSubInterests(req.db, [interest.id]),
		interest.parentId ? getInterestById(req.db, interest.parentId) : Promise.resolve(null),
		popularInterestPins(req.db, req.viewer, interest.id),
	]);
	const related = new Set([interest.slug, ...children.map((c) => c.slug)]);
	if (parent) related.add(parent.slug);
	const articles = articlesForMarket(req.articles, market, utcDay(req.now ?? new Date())).filter(
		(a) => a.pins.interests.some((slug) => related.has(slug)),
	);
	const heroes = await heroPins(req.db, req.viewer, articles);
	const description = todayPages().popularDescription({ interest: interest.name, brand: BRAND });
	return {
		kind: 'ok',
		data: {
			interest,
			market,
			stories: articles.map((article) => ({
				article,
				path: storyPath(article, req),
				hero: heroes.get(article.id) ?? null,
			})),
			pins,
			canonicalPath,
			description,
			jsonLd: todayPopularJsonLd(interest, description, canonicalPath, pins, req.abs),
		},
	};
}
