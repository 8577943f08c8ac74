import { config } from '../config/config.server.ts';

/** An absolute URL for a path, on PUBLIC_ORIGIN when set, else on the request's origin. */
export function absoluteUrl(requestUrl: URL, pathOrUrl: string): string {
	const base = config().PUBLIC_ORIGIN ?? requestUrl.origin;
	return new URL(pathOrUrl, base).toString();
}
