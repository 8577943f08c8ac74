import { config } from '../config/config.server.ts';

/**
 * An absolute URL for a path: on PUBLIC_ORIGIN when set, and then never on the request's own
 * origin (its `Host` is the client's to choose). Without PUBLIC_ORIGIN (a laptop install) it is
 * the request's origin, and the answer it goes into is never shared-cacheable
 * (`cache-policy.ts`), so a forged Host reaches only the client that sent it.
 */
export function absoluteUrl(requestUrl: URL, pathOrUrl: string): string {
	const base = config().PUBLIC_ORIGIN ?? requestUrl.origin;
	return new URL(pathOrUrl, base).toString();
}

/**
 * An absolute URL for a link sent by mail. Never built from the request: its `Host` header is
 * the client's to choose, and a reset link pointing at an attacker's host would hand them the
 * token. PUBLIC_ORIGIN when set (production must set it); otherwise this machine's own address
 * (`http://localhost:$PORT`), which is right for a laptop install.
 */
export function mailUrl(pathOrUrl: string): string {
	const base = config().PUBLIC_ORIGIN ?? `http://localhost:${config().PORT}`;
	return new URL(pathOrUrl, base).toString();
}
