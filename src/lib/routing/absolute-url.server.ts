import { config } from '../config/config.server.ts';

/** An absolute URL for a path, on PUBLIC_ORIGIN when set, else on the request's origin. */
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
	const base = config().PUBLIC_ORIGIN ?? `http://localhost:${Number(process.env.PORT) || 4321}`;
	return new URL(pathOrUrl, base).toString();
}
