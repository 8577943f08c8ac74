import type { APIRoute } from 'astro';
import { sitemapIndexXml, xmlResponse } from '~/lib/discovery/seo/sitemap-xml.ts';
import { cachedSitemapChildren } from '~/lib/discovery/seo/sitemaps.service.server.ts';
import { absoluteUrl } from '~/lib/platform/routing/absolute-url.server.ts';

/**
 * `/sitemap.xml`: the sitemap index. Its children are `/sitemaps/{name}.xml`: public pins, boards
 * and profiles by id range, topics, and Today (src/lib/discovery/seo/README.md).
 */
export const GET: APIRoute = async ({ url, locals }) => {
	const children = await cachedSitemapChildren(locals.db);
	return xmlResponse(
		sitemapIndexXml(children.map((c) => ({ loc: absoluteUrl(url, `/sitemaps/${c.name}.xml`) }))),
	);
};
