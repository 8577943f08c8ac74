import type { APIRoute } from 'astro';
import { robotsTxt } from '~/lib/discovery/seo/robots.ts';
import { absoluteUrl } from '~/lib/platform/routing/absolute-url.server.ts';

/** `/robots.txt`, naming the sitemap index by absolute URL (PUBLIC_ORIGIN when set). */
export const GET: APIRoute = ({ url }) =>
	new Response(robotsTxt(absoluteUrl(url, '/sitemap.xml')), {
		headers: {
			'content-type': 'text/plain; charset=utf-8',
			'cache-control': 'public, max-age=86400',
		},
	});
