/**
 * Keeps a visitor on a language's addresses: in a page served at `/de/…`, every link to one of
 * our pages (`href="/pin/1/"`) becomes `href="/de/pin/1/"`, and so does every form's target
 * (`action="/board/create/"`: what the form answers, a page or its errors, stays German), so crawlers and people who came by
 * a shared link keep reading German. Applied in one place (the middleware) to HTML answers of
 * prefixed addresses only; unprefixed pages are sent as rendered.
 *
 * Left alone: absolute URLs (canonical, alternates, Open Graph), links already under a language,
 * protocol-relative links, and paths that are not pages (scripts, media, the APIs, feeds).
 */
const NOT_PAGES =
	/^\/(?:_astro|_|media|v3|vx|resource|ads\/v4|og|fonts|favicon|robots\.txt|sitemap|sitemaps|manifest|sw\.js|upload-image|upload-video|logout|language)(?:[/?.#"]|$)/;

const LINK = /\b(href|action)="(\/[^"/][^"]*|\/)"/g;

export function localizeLinks(
	html: string,
	prefix: string,
	isLanguageSegment: (segment: string) => boolean,
): string {
	return html.replace(LINK, (whole, attribute: string, path: string) => {
		if (NOT_PAGES.test(path)) return whole;
		const first = path.slice(1).split(/[/?#]/, 1)[0] ?? '';
		if (first && isLanguageSegment(first)) return whole;
		return `${attribute}="${prefix}${path === '/' ? '/' : path}"`;
	});
}

/** The query parameters that name a page of ours to go to next (`/login?next=/settings/`). */
const NEXT_PARAMETERS = ['next'];

/** A path of ours (starts with one `/`) to a page, not under a language yet. */
function isUnprefixedPage(path: string, isLanguageSegment: (segment: string) => boolean): boolean {
	if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
	if (NOT_PAGES.test(path)) return false;
	const first = path.slice(1).split(/[/?#]/, 1)[0] ?? '';
	return !(first && isLanguageSegment(first));
}

/**
 * The `Location` of a redirect answered for a prefixed address, kept under the prefix: for a
 * `/de/…` request, `/ideas/food-drink/` becomes `/de/ideas/food-drink/`, and a page to come
 * back to after logging in (`/login?next=%2Fsettings%2Fprofile`) comes back under it too
 * (`/de/login?next=%2Fde%2Fsettings%2Fprofile`). Absolute and protocol-relative locations,
 * locations already under a language and paths that are not pages are left as they are.
 */
export function localizeLocation(
	location: string,
	prefix: string,
	isLanguageSegment: (segment: string) => boolean,
): string {
	if (!prefix || !isUnprefixedPage(location, isLanguageSegment)) return location;
	let localized = `${prefix}${location === '/' ? '/' : location}`;
	const queryAt = localized.indexOf('?');
	if (queryAt !== -1) {
		const hashAt = localized.indexOf('#', queryAt);
		const end = hashAt === -1 ? localized.length : hashAt;
		const query = new URLSearchParams(localized.slice(queryAt + 1, end));
		let changed = false;
		for (const name of NEXT_PARAMETERS) {
			const next = query.get(name);
			if (next && isUnprefixedPage(next, isLanguageSegment)) {
				query.set(name, `${prefix}${next}`);
				changed = true;
			}
		}
		if (changed) {
			localized = `${localized.slice(0, queryAt)}?${query.toString()}${localized.slice(end)}`;
		}
	}
	return localized;
}

/**
 * A redirect answered for a prefixed address with its `Location` kept under the prefix
 * (`localizeLocation`); any other answer as it is. The one place every redirect passes
 * (the middleware's `finish`), so pages, endpoints and the middleware's own redirects agree.
 */
export function localizeRedirect(
	response: Response,
	prefix: string,
	isLanguageSegment: (segment: string) => boolean,
): Response {
	const location = response.headers.get('location');
	if (!prefix || !location || response.status < 300 || response.status >= 400) return response;
	const localized = localizeLocation(location, prefix, isLanguageSegment);
	if (localized === location) return response;
	try {
		response.headers.set('location', localized);
		return response;
	} catch {
		// Headers of a fetched answer are immutable: the same answer with the new location.
		const headers = new Headers(response.headers);
		headers.set('location', localized);
		return new Response(response.body, {
			status: response.status,
			statusText: response.statusText,
			headers,
		});
	}
}
