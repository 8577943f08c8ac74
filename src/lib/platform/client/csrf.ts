/**
 * The browser's CSRF token (AUTH-23): the `csrftoken` cookie, sent back as `X-CSRFToken` on
 * writes. Pages a shared cache may keep (src/lib/platform/http/cache-policy.ts) do not set the cookie,
 * so before its first write a browser without one asks `/_/_/state` (STA-10), a private answer
 * that sets it. Asked once per page.
 */
const COOKIE = /(?:^|;\s*)csrftoken=([^;]+)/;

/** The token from the cookie, or `''` when there is none yet. */
export function csrfToken(): string {
	const match = COOKIE.exec(document.cookie);
	return match ? decodeURIComponent(match[1]!) : '';
}

let asking: Promise<string> | null = null;

/** The token, fetching the cookie first when the page came from a shared cache. */
export function ensureCsrfToken(): Promise<string> {
	const token = csrfToken();
	if (token) return Promise.resolve(token);
	asking ??= fetch(`/_/_/state?source_url=${encodeURIComponent(location.pathname)}`, {
		credentials: 'same-origin',
		headers: { accept: 'application/json' },
	})
		.catch(() => null)
		.then(() => {
			asking = null;
			return csrfToken();
		});
	return asking;
}
