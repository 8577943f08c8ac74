import { randomBytes } from 'node:crypto';

/**
 * Request ids: the caller's `X-Request-Id` when it has a safe shape (a proxy in front tying its
 * logs to ours), else our own. A client's header is echoed into every log line and back in the
 * response, so anything else (newlines, quotes, JSON, markup, a long text) is dropped, never
 * cleaned up: a forged log entry or a header injected downstream cannot start from it.
 */
export const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

// Our own ids: a random process prefix and a counter; unique without a random draw per request.
const ID_PREFIX = randomBytes(4).toString('hex');
let requestCounter = 0;

/** The request's id: `header` when it matches `SAFE_REQUEST_ID`, else a new one of ours. */
export function requestIdFrom(header: string | null): string {
	if (header !== null && SAFE_REQUEST_ID.test(header)) return header;
	return `${ID_PREFIX}-${(++requestCounter).toString(36)}`;
}
