import type { APIRoute } from 'astro';
import { urlsetXml, xmlResponse } from '~/lib/discovery/seo/sitemap-xml.ts';
import { todayArticles } from '~/lib/discovery/today/today-collection.server.ts';
import { todaySitemapEntries } from '~/lib/discovery/today/today-sitemap.ts';
import { absoluteUrl } from '~/lib/platform/routing/absolute-url.server.ts';

/** `/sitemaps/today.xml`: the Today list and every published article. */
export const GET: APIRoute = async ({ url }) =>
	xmlResponse(
		urlsetXml(todaySitemapEntries(await todayArticles(), (p) => absoluteUrl(url, p), new Date())),
	);
