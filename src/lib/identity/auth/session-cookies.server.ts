import type { CookieJar } from '../../platform/http/cookie-jar.server.ts';
import { LIMITED_LOGIN_WINDOW_MS, type NewSession } from './session.server.ts';

/** Cookie holding the current account's opaque session token (HttpOnly, SameSite=Lax). */
export const SESSION_COOKIE = '_cb_sess';
/**
 * MAS-01: tokens of the browser's other stored accounts, dot-separated (HttpOnly). Switching
 * swaps one of these with the current token; the server never trusts a user id from the client.
 */
export const STORED_ACCOUNTS_COOKIE = '_cb_accts';
/** Most accounts one browser keeps. */
const MAX_STORED_ACCOUNTS = 5;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** Puts a session in the current-account cookie; it outlives the session by the limited-login window. */
export function setCurrentSession(
	jar: CookieJar,
	session: Pick<NewSession, 'token' | 'expiresAt'>,
) {
	jar.set(SESSION_COOKIE, session.token, {
		httpOnly: true,
		sameSite: 'lax',
		expires: new Date(session.expiresAt.getTime() + LIMITED_LOGIN_WINDOW_MS),
	});
}

export function currentToken(jar: CookieJar): string | undefined {
	const token = jar.get(SESSION_COOKIE);
	return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

/** The other stored accounts' tokens (well-formed ones only, at most `MAX_STORED_ACCOUNTS`). */
export function storedTokens(jar: CookieJar): string[] {
	const raw = jar.get(STORED_ACCOUNTS_COOKIE) ?? '';
	return [...new Set(raw.split('.').filter((t) => TOKEN_PATTERN.test(t)))].slice(
		0,
		MAX_STORED_ACCOUNTS,
	);
}

export function setStoredTokens(jar: CookieJar, tokens: string[]): void {
	const kept = [...new Set(tokens)].slice(0, MAX_STORED_ACCOUNTS);
	if (kept.length === 0) {
		jar.delete(STORED_ACCOUNTS_COOKIE);
		return;
	}
	jar.set(STORED_ACCOUNTS_COOKIE, kept.join('.'), {
		httpOnly: true,
		sameSite: 'lax',
		maxAge: (180 + 90) * 24 * 60 * 60,
	});
}

/** Forgets every account of this browser. */
export function clearSessionCookies(jar: CookieJar): void {
	jar.delete(SESSION_COOKIE);
	jar.delete(STORED_ACCOUNTS_COOKIE);
}
