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
 * `Vary`: a public page differs by session cookie (signed-in visitors get their own page) and by
 * country (the consent banner, STA-06), so it varies on `Cookie` and on the headers the country
 * is read from.
 */
import { COUNTRY_SIGNAL_HEADERS } from '../compliance/request-country.server.ts';

/** Seconds a shared cache may keep a public page, then serve it stale while revalidating. */
export const PUBLIC_MAX_AGE = 60;
export const PUBLIC_STALE_WHILE_REVALIDATE = 300;

export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_MAX_AGE}, stale-while-revalidate=${PUBLIC_STALE_WHILE_REVALIDATE}`;
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
export const ERROR_CACHE_CONTROL = 'no-store';
export const PUBLIC_VARY = ['Cookie', ...COUNTRY_SIGNAL_HEADERS].join(', ');

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
}

export interface CacheDecision {
	cacheControl: string;
	vary: string | null;
	/** A shared cache may store it: the response must not set the CSRF cookie. */
	shared: boolean;
}

export function cacheDecision(input: CacheInput): CacheDecision {
	if (input.status >= 300) return { cacheControl: ERROR_CACHE_CONTROL, vary: null, shared: false };
	if (input.existing) {
		return { cacheControl: input.existing, vary: null, shared: /\bpublic\b/.test(input.existing) };
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

/** Lets a shared cache keep this page when a signed-out visitor asked for it (see above). */
export function markPublicPage(locals: App.Locals): void {
	locals.publicPage = true;
}
