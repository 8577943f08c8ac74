/**
 * Keeps a visitor on a language's addresses: in a page served at `/de/…`, every link to one of
 * our pages (`href="/pin/1/"`) becomes `href="/de/pin/1/"`, so crawlers and people who came by
 * a shared link keep reading German. Applied in one place (the middleware) to HTML answers of
 * prefixed addresses only; unprefixed pages are sent as rendered.
 *
 * Left alone: absolute URLs (canonical, alternates, Open Graph), links already under a language,
 * protocol-relative links, and paths that are not pages (scripts, media, the APIs, feeds).
 */
const NOT_PAGES =
	/^\/(?:_astro|_|media|v3|vx|resource|ads\/v4|og|fonts|favicon|robots\.txt|sitemap|sitemaps|manifest|sw\.js|upload-image|upload-video|logout)(?:[/?.#"]|$)/;

const HREF = /\bhref="(\/[^"/][^"]*|\/)"/g;

export function localizeLinks(
	html: string,
	prefix: string,
	isLanguageSegment: (segment: string) => boolean,
): string {
	return html.replace(HREF, (whole, path: string) => {
		if (NOT_PAGES.test(path)) return whole;
		const first = path.slice(1).split(/[/?#]/, 1)[0] ?? '';
		if (first && isLanguageSegment(first)) return whole;
		return `href="${prefix}${path === '/' ? '/' : path}"`;
	});
}
