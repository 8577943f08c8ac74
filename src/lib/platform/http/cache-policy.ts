/**
 * Caching of responses (the viewer-shell issue): which answers a shared cache (a CDN) may keep.
 *
 * - **Public**: a page that opted in (`markPublicPage`: SEO pages such as pins, boards, profiles,
 *   topics, Today), answered 200 to a GET with no session cookie at all. Such a page carries no
 *   Set-Cookie (the CSRF cookie is left for a private answer to set, see `/_/_/state`) and is
 *   shared for a minute, then served stale for up to five while a fresh copy is fetched.
 * - **Private**: anything for a browser that has a session cookie (signed in, limited-login, or
 *   an expired one: the page may differ), every answer that sets cookies, and every page that did
 *   not opt in: `private, no-store`.
 * - **Errors** (4xx, 5xx) and redirects are never stored: `no-store`.
 *
 * **Only with `PUBLIC_ORIGIN`.** Public pages, robots.txt and sitemaps carry absolute URLs
 * (canonical, `og:url`, `og:image`, `Sitemap:`, `<loc>`), built on PUBLIC_ORIGIN when set and
 * otherwise on the request's `Host`. A Host-built answer in a shared cache would hand one
 * client's forged Host to every visitor (cache poisoning), and `Vary: Host` would not help: a
 * cache keys on the host it was asked for, while the origin behind it may be sent another. So
 * without PUBLIC_ORIGIN, every answer that would be shared is sent `private, no-cache` instead
 * (`HOST_BUILT_CACHE_CONTROL`), except paths whose bytes never depend on the request's address
 * (`/media/…`, `HOST_INDEPENDENT_PATH`). `private` keeps it out of every shared cache; `no-cache`
 * (rather than `no-store`) still lets the visitor's own browser keep the page for back/forward
 * navigation, asking the server again before any other reuse: the browser asked for that host
 * itself, so what it keeps is what it was sent.
 *
 * `Vary`: a public page differs by session cookie (signed-in visitors get their own page) and by
 * country (the consent banner, STA-06), so it varies on `Cookie` and on the headers the country
 * is read from, and by `Accept-Language` (an address without a language prefix answers in the
 * browser's language, docs/i18n.md).
 */
import { COUNTRY_SIGNAL_HEADERS } from '../compliance/request-country.server.ts';

/** Seconds a shared cache may keep a public page, then serve it stale while revalidating. */
const PUBLIC_MAX_AGE = 60;
const PUBLIC_STALE_WHILE_REVALIDATE = 300;

export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_MAX_AGE}, stale-while-revalidate=${PUBLIC_STALE_WHILE_REVALIDATE}`;
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
export const ERROR_CACHE_CONTROL = 'no-store';
/** What a would-be shared answer gets when PUBLIC_ORIGIN is unset (see above). */
export const HOST_BUILT_CACHE_CONTROL = 'private, no-cache';
/** Paths whose answers never depend on the request's address: shared even without PUBLIC_ORIGIN. */
const HOST_INDEPENDENT_PATH = /^\/media\//;
const PUBLIC_VARY = ['Cookie', 'Accept-Language', ...COUNTRY_SIGNAL_HEADERS].join(', ');

export interface CacheInput {
	method: string;
	status: number;
	/** The page called `markPublicPage` (only SEO pages do). */
	publicPage: boolean;
	/** The request carried a session cookie (valid or not). */
	hasSessionCookie: boolean;
	/** The response already sets a cookie other than the CSRF one. */
	setsCookies: boolean;
	/** The route chose its own `Cache-Control` (media, sitemaps): kept unless it is an error. */
	existing: string | null;
	/** PUBLIC_ORIGIN is set, so absolute URLs in answers never come from the request's Host. */
	originConfigured: boolean;
	/** The request's path (`HOST_INDEPENDENT_PATH` answers may be shared without PUBLIC_ORIGIN). */
	path: string;
}

export interface CacheDecision {
	cacheControl: string;
	vary: string | null;
	/** A shared cache may store it: the response must not set the CSRF cookie. */
	shared: boolean;
}

export function cacheDecision(input: CacheInput): CacheDecision {
	const decision = routeDecision(input);
	if (decision.shared && !input.originConfigured && !HOST_INDEPENDENT_PATH.test(input.path)) {
		return { cacheControl: HOST_BUILT_CACHE_CONTROL, vary: null, shared: false };
	}
	return decision;
}

/** The decision before the PUBLIC_ORIGIN rule: the route's own choice, or the page rules above. */
function routeDecision(input: CacheInput): CacheDecision {
	if (input.status >= 300) return { cacheControl: ERROR_CACHE_CONTROL, vary: null, shared: false };
	if (input.existing) {
		return { cacheControl: input.existing, vary: null, shared: isShareable(input.existing) };
	}
	const shared =
		(input.method === 'GET' || input.method === 'HEAD') &&
		input.publicPage &&
		!input.hasSessionCookie &&
		!input.setsCookies;
	return shared
		? { cacheControl: PUBLIC_CACHE_CONTROL, vary: PUBLIC_VARY, shared: true }
		: { cacheControl: PRIVATE_CACHE_CONTROL, vary: null, shared: false };
}

/**
 * Whether a shared cache may keep an answer with this `Cache-Control`: `public`, `s-maxage`, or
 * a plain `max-age` without `private`/`no-store` (RFC 9111 lets shared caches store those too).
 */
function isShareable(cacheControl: string): boolean {
	const value = cacheControl.toLowerCase();
	if (/\b(private|no-store)\b/.test(value)) return false;
	return /\b(public|s-maxage|max-age)\b/.test(value);
}

/** Lets a shared cache keep this page when a signed-out visitor asked for it (see above). */
export function markPublicPage(locals: App.Locals): void {
	locals.publicPage = true;
}
