import type { APIContext } from 'astro';
import { absoluteUrl } from '../../platform/routing/absolute-url.server.ts';
import { todayArticles } from './today-collection.server.ts';
import type { TodayRequest } from './today-page.server.ts';

/**
 * What the Today page loaders need from a page render: the request's database, viewer and URL,
 * the edition inputs (country, interface language, `Accept-Language`) and the collection's
 * articles with their translations. Kept apart from `today-page.server.ts` so tests can call the
 * loaders without `astro:content`.
 */
export async function todayRequestOf(
	context: Pick<APIContext, 'locals' | 'url' | 'request'>,
): Promise<TodayRequest> {
	return {
		db: context.locals.db,
		viewer: context.locals.viewer,
		url: context.url,
		country: context.locals.country,
		acceptLanguage: context.request.headers.get('accept-language'),
		language: context.locals.language,
		articles: await todayArticles(),
		abs: (path) => absoluteUrl(context.url, path),
	};
}
