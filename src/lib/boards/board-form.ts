import { ERRORS, type ErrorCode } from '../http/errors.ts';

/**
 * Board forms (which work without JavaScript) send failures back to the page as
 * `?error={code}`; the page shows the catalogue's message for that code. Only codes are
 * carried, never text, so a crafted link cannot put words on our page.
 */
export function boardFormError(code: string | null): string | null {
	if (!code || !Object.hasOwn(ERRORS, code)) return null;
	return ERRORS[code as ErrorCode].message;
}

/** A local path to go back to after a form post (`/…`, never `//host` or a full URL). */
export function safeBackPath(value: string | null | undefined, fallback: string): string {
	if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
	// Browsers drop tabs and newlines from a Location (`/\t/evil.example` becomes
	// `//evil.example`), and control characters make an invalid header: refuse them all.
	// biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
	if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
	const url = new URL(value.slice(0, 500), 'http://x');
	if (url.origin !== 'http://x') return fallback;
	return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` with `?error=code` (replacing an earlier error). */
export function withError(path: string, code: string): string {
	const url = new URL(path, 'http://x');
	url.searchParams.set('error', code);
	return `${url.pathname}${url.search}`;
}
