import todayPages from '~/messages/today-pages/index.ts';
import type { Pin } from '../../content/pins/pin.ts';
import { BRAND } from '../../platform/ui/brand.ts';
import { type Interest, interestPath } from '../interests/interest.ts';
import { pinItemList } from '../interests/interest-jsonld.ts';
import { breadcrumbList } from '../seo/breadcrumbs.ts';
import { type TodayArticle, todayArticlePath } from './today-article.ts';

/**
 * JSON-LD of an article page: an `Article` (headline, summary, days, language, the hero
 * picture, the curated pins' pictures) and its `BreadcrumbList` (Home › Today › the article).
 */
export function todayArticleJsonLd(
	article: TodayArticle,
	pins: readonly Pin[],
	abs: (path: string) => string,
): Record<string, unknown> {
	const url = abs(todayArticlePath(article));
	const publisher = { '@type': 'Organization', name: BRAND, url: abs('/') };
	return {
		'@context': 'https://schema.org',
		'@graph': [
			{
				'@type': 'Article',
				'@id': `${url}#article`,
				headline: article.title,
				description: article.summary,
				datePublished: article.date,
				dateModified: article.modified,
				inLanguage: article.language,
				mainEntityOfPage: url,
				url,
				author: publisher,
				publisher,
				...(pins.length > 0
					? { image: pins.slice(0, 3).map((p) => abs(p.images['736x'].url)) }
					: {}),
			},
			breadcrumbList([
				{ name: BRAND, url: abs('/') },
				{ name: todayPages().crumbToday(), url: abs('/today/') },
				{ name: article.title, url },
			]),
		],
	};
}

/** JSON-LD of the Today list: a `CollectionPage` whose `ItemList` is the edition's articles. */
export function todayListJsonLd(
	articles: readonly TodayArticle[],
	abs: (path: string) => string,
): Record<string, unknown> {
	return {
		'@context': 'https://schema.org',
		'@type': 'CollectionPage',
		name: todayPages().listName({ brand: BRAND }),
		url: abs('/today/'),
		mainEntity: {
			'@type': 'ItemList',
			itemListElement: articles.map((a, i) => ({
				'@type': 'ListItem',
				position: i + 1,
				url: abs(todayArticlePath(a)),
				name: a.title,
			})),
		},
	};
}

/**
 * JSON-LD of a popular page (RTE-08): a `CollectionPage` about the interest whose `ItemList`
 * is its popular pins, and its `BreadcrumbList` (Home › Today › Popular in …).
 */
export function todayPopularJsonLd(
	interest: Interest,
	description: string,
	path: string,
	pins: readonly Pin[],
	abs: (path: string) => string,
): Record<string, unknown> {
	const url = abs(path);
	const name = todayPages().popularTitle({ interest: interest.name });
	return {
		'@context': 'https://schema.org',
		'@graph': [
			{
				'@type': 'CollectionPage',
				name,
				description,
				url,
				about: { '@type': 'Thing', name: interest.name, url: abs(interestPath(interest)) },
				mainEntity: pinItemList(abs, pins),
			},
			breadcrumbList([
				{ name: BRAND, url: abs('/') },
				{ name: todayPages().crumbToday(), url: abs('/today/') },
				{ name, url },
			]),
		],
	};
}
