import { ERRORS, type ErrorCode, errorMessage } from '../../platform/http/errors.ts';
import { localPath } from '../../platform/routing/local-path.ts';

/**
 * Board forms (which work without JavaScript) send failures back to the page as
 * `?error={code}`; the page shows the catalogue's message for that code. Only codes are
 * carried, never text, so a crafted link cannot put words on our page.
 */
export function boardFormError(code: string | null): string | null {
	if (!code || !Object.hasOwn(ERRORS, code)) return null;
	return errorMessage(code as ErrorCode);
}

/**
 * A local path to go back to after a form post (`/…`, never `//host` or a full URL), by the
 * same rule as the login's `next` (`localPath`); `fallback` when the value is not one.
 */
export function safeBackPath(value: string | null | undefined, fallback: string): string {
	return localPath(value) ?? fallback;
}

/** `path` with `?error=code` (replacing an earlier error). */
export function withError(path: string, code: string): string {
	const url = new URL(path, 'http://x');
	url.searchParams.set('error', code);
	return `${url.pathname}${url.search}`;
}
