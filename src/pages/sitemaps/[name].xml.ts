import type { APIRoute } from 'astro';
import { parseRangeName } from '~/lib/discovery/seo/id-ranges.ts';
import { urlsetXml, xmlResponse } from '~/lib/discovery/seo/sitemap-xml.ts';
import {
	rangedSitemapEntries,
	topicsSitemapEntries,
} from '~/lib/discovery/seo/sitemaps.service.server.ts';
import { absoluteUrl } from '~/lib/platform/routing/absolute-url.server.ts';

/**
 * A child sitemap: `pins-{first}-{last}`, `boards-{first}-{last}`, `profiles-{first}-{last}`
 * (public rows with ids in the range) or `topics`. `today.xml` is its own route (it reads the
 * content collection). Any other name is 404.
 */
export const GET: APIRoute = async ({ params, url, locals }) => {
	const name = params.name ?? '';
	const abs = (path: string) => absoluteUrl(url, path);
	const database = locals.db;
	if (name === 'topics') return xmlResponse(urlsetXml(await topicsSitemapEntries(database, abs)));
	const range = parseRangeName(name);
	if (!range) return notFound();
	return xmlResponse(urlsetXml(await rangedSitemapEntries(database, range.kind, range, abs)));
};

function notFound(): Response {
	return new Response('Not found\n', {
		status: 404,
		headers: {
			'content-type': 'text/plain; charset=utf-8',
			'cache-control': 'public, max-age=300',
		},
	});
}
