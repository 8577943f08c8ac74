import { randomBytes, timingSafeEqual } from 'node:crypto';

/** Cookie holding the CSRF token; readable by scripts so they can echo it. */
export const CSRF_COOKIE = 'csrftoken';
/** Header every write must carry with the cookie's value. */
export const CSRF_HEADER = 'x-csrftoken';
/** Form field accepted instead of the header for plain HTML forms (no script to set headers). */
export const CSRF_FIELD = 'csrftoken';

// Random bytes are drawn 128 tokens at a time: one system call instead of one per new visitor.
const TOKEN_BYTES = 24;
let pool = Buffer.alloc(0);
let offset = 0;

/** A new random token (24 bytes, base64url). */
export function newCsrfToken(): string {
	if (offset + TOKEN_BYTES > pool.length) {
		pool = randomBytes(TOKEN_BYTES * 128);
		offset = 0;
	}
	const token = pool.subarray(offset, offset + TOKEN_BYTES).toString('base64url');
	offset += TOKEN_BYTES;
	return token;
}

/**
 * Paths whose writes carry their own authority and use no cookie, so the CSRF and Origin check
 * does not apply: the one-click unsubscribe of notification mail (RFC 8058), posted by mail
 * clients from outside any page of ours with `List-Unsubscribe=One-Click` and authorised by its
 * signed token alone (`social/notification-mail`). A forged post needs that token, which is
 * already the power to unsubscribe.
 */
export function isCsrfExempt(pathname: string): boolean {
	return pathname === '/email/unsubscribe/' || pathname === '/email/unsubscribe';
}

/** Methods that never change anything and need no token. */
export function isSafeMethod(method: string): boolean {
	return method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
}

export function tokensMatch(a: string | undefined | null, b: string | undefined | null): boolean {
	if (!a || !b || a.length !== b.length || a.length > 200) return false;
	// Same string length is not same byte length (non-ASCII), and timingSafeEqual throws then.
	const x = Buffer.from(a);
	const y = Buffer.from(b);
	return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Whether the request comes from one of our origins: the `Origin` header, or failing that
 * the `Referer`, must match. A write with neither is refused. `allowed` is the configured list
 * (`ourOrigins`), never an origin made of the request's own `Host`: a page whose name resolves
 * to this server (DNS rebinding) sends `Host` and `Origin` that agree.
 */
export function isSameOrigin(request: Request, allowed: readonly string[]): boolean {
	const origin = request.headers.get('origin');
	if (origin && origin !== 'null') return allowed.includes(origin);
	const referer = request.headers.get('referer');
	if (!referer) return false;
	try {
		return allowed.includes(new URL(referer).origin);
	} catch {
		return false;
	}
}

/** Paths answered in the API envelope (the rest are pages, which get the `/csrf_error` page). */
export function isApiPath(pathname: string): boolean {
	return /^\/(resource|v3|ads|vx|_|upload-image|upload-video)(\/|$)/.test(pathname);
}
