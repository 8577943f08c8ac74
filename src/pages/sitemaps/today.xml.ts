import type { APIRoute } from 'astro';
import { absoluteUrl } from '~/lib/routing/absolute-url.server.ts';
import { urlsetXml, xmlResponse } from '~/lib/seo/sitemap-xml.ts';
import { todaySitemapEntries } from '~/lib/seo/today-sitemap.ts';
import { todayArticles } from '~/lib/today/today-collection.server.ts';

/** `/sitemaps/today.xml`: the Today list and every published article. */
export const GET: APIRoute = async ({ url }) =>
	xmlResponse(
		urlsetXml(todaySitemapEntries(await todayArticles(), (p) => absoluteUrl(url, p), new Date())),
	);
