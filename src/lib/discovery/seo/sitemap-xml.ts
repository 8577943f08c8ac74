/**
 * Sitemap XML (sitemaps.org protocol 0.9): a `<urlset>` of page URLs and a `<sitemapindex>` of
 * child sitemaps. Pure string building; every value is escaped, so a board name or username with
 * `&`, `<` or quotes cannot break the document. Each page lists its language versions as
 * `xhtml:link` alternates (the same set its `hreflang` links give, `language-alternates.ts`).
 */
import { languageAlternates } from './language-alternates.ts';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** One `<url>` (or, in an index, one `<sitemap>`): an absolute URL and when it last changed. */
export interface SitemapEntry {
	loc: string;
	/** ISO-8601 timestamp (or `YYYY-MM-DD`); left out when unknown. */
	lastmod?: string | null;
}

/**
 * Escapes text for XML character data and attribute values. Characters XML 1.0 cannot carry at
 * all (most C0 controls, lone surrogates, U+FFFE/U+FFFF) are dropped rather than written as
 * invalid references.
 */
export function xmlEscape(text: string): string {
	return text
		.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&apos;');
}

/** A W3C datetime for `<lastmod>`: the date and time in UTC to the second, or the date as given. */
export function lastmodOf(value: string | null | undefined): string | null {
	if (!value) return null;
	if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
	const time = Date.parse(value);
	return Number.isNaN(time) ? null : `${new Date(time).toISOString().slice(0, 19)}Z`;
}

function entryXml(tag: 'url' | 'sitemap', entry: SitemapEntry): string {
	const lastmod = lastmodOf(entry.lastmod);
	const alternates =
		tag === 'url'
			? languageAlternates(entry.loc)
					.map(
						(a) =>
							`<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(a.href)}"/>`,
					)
					.join('')
			: '';
	return (
		`<${tag}><loc>${xmlEscape(entry.loc)}</loc>` +
		(lastmod ? `<lastmod>${lastmod}</lastmod>` : '') +
		alternates +
		`</${tag}>`
	);
}

/** A `<urlset>` document. Callers keep `entries` within `SITEMAP_MAX_URLS`. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
	return (
		`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n` +
		entries.map((e) => `${entryXml('url', e)}\n`).join('') +
		'</urlset>\n'
	);
}

/** A `<sitemapindex>` document listing child sitemaps. */
export function sitemapIndexXml(entries: readonly SitemapEntry[]): string {
	return (
		`<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n` +
		entries.map((e) => `${entryXml('sitemap', e)}\n`).join('') +
		'</sitemapindex>\n'
	);
}

/** How long crawlers and caches may keep a sitemap or robots.txt (seconds). */
const SITEMAP_MAX_AGE = 3600;

/** An XML answer with cacheable headers (sitemaps are the same for every visitor). */
export function xmlResponse(body: string, maxAge = SITEMAP_MAX_AGE): Response {
	return new Response(body, {
		status: 200,
		headers: {
			'content-type': 'application/xml; charset=utf-8',
			'cache-control': `public, max-age=${maxAge}`,
		},
	});
}
