import { randomUUID } from 'node:crypto';
import type { AstroCookies } from 'astro';
import type { CookieJar } from './cookie-jar.server.ts';

/**
 * The visitor id: a random, long-lived, HttpOnly cookie that names a browser (signed in or
 * not). Signed-out visitors are assigned experiment groups by it (LOG-07), and their logged
 * events, activations and fingerprints are kept under it. It identifies a browser, not a
 * person, and is never shown to scripts.
 */
export const VISITOR_COOKIE = '_cb_vid';
/** One year, renewed whenever it is minted again after expiring. */
const VISITOR_MAX_AGE_S = 60 * 60 * 24 * 365;
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Reading and writing the cookie, over a `CookieJar` (API handlers; pages only read it). */
export interface VisitorCookies {
	read(): string | undefined;
	write(value: string): void;
}

export function visitorCookiesOfJar(jar: CookieJar): VisitorCookies {
	return {
		read: () => jar.get(VISITOR_COOKIE),
		write: (value) => jar.set(VISITOR_COOKIE, value, { maxAge: VISITOR_MAX_AGE_S }),
	};
}

/**
 * The browser's visitor id; with `mint`, a new one is made (and set as a cookie) when the
 * browser has none or a malformed one. Without `mint`, null then.
 */
export function visitorId(cookies: VisitorCookies, mint: boolean): string | null {
	const current = cookies.read();
	if (current && VISITOR_ID.test(current)) return current;
	if (!mint) return null;
	const id = randomUUID();
	cookies.write(id);
	return id;
}

/**
 * The browser's visitor id as a page reads it: the cookie's value when well formed, else null.
 * Pages never make one (a page that sets a cookie cannot be kept by a shared cache).
 */
export function visitorIdOfPage(cookies: AstroCookies): string | null {
	return visitorId({ read: () => cookies.get(VISITOR_COOKIE)?.value, write: () => {} }, false);
}
