import type { APIRoute } from 'astro';
import { db } from '~/lib/db/client.server.ts';
import { absoluteUrl } from '~/lib/routing/absolute-url.server.ts';
import { sitemapIndexXml, xmlResponse } from '~/lib/seo/sitemap-xml.ts';
import { cachedSitemapChildren } from '~/lib/seo/sitemaps.service.server.ts';

/**
 * `/sitemap.xml`: the sitemap index. Its children are `/sitemaps/{name}.xml`: public pins, boards
 * and profiles by id range, topics, and Today (src/lib/seo/README.md).
 */
export const GET: APIRoute = async ({ url, locals }) => {
	const children = await cachedSitemapChildren(locals.db ?? db());
	return xmlResponse(
		sitemapIndexXml(children.map((c) => ({ loc: absoluteUrl(url, `/sitemaps/${c.name}.xml`) }))),
	);
};
