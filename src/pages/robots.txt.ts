import type { APIRoute } from 'astro';
import { absoluteUrl } from '~/lib/routing/absolute-url.server.ts';
import { robotsTxt } from '~/lib/seo/robots.ts';

/** `/robots.txt`, naming the sitemap index by absolute URL (PUBLIC_ORIGIN when set). */
export const GET: APIRoute = ({ url }) =>
	new Response(robotsTxt(absoluteUrl(url, '/sitemap.xml')), {
		headers: {
			'content-type': 'text/plain; charset=utf-8',
			'cache-control': 'public, max-age=86400',
		},
	});
