import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type { CookieJar } from '../../platform/http/cookie-jar.server.ts';
import type { ResourceContext } from '../../platform/http/resource.server.ts';
import { sha256Hex } from '../../platform/security/secret-token.server.ts';
import { LIMITED_LOGIN_WINDOW_MS } from '../auth/session.server.ts';
import {
	currentToken,
	setCurrentSession,
	setStoredTokens,
	storedTokens,
} from '../auth/session-cookies.server.ts';
import { sessionsByTokenHashes, type TokenSessionRow } from './multi-account.repository.server.ts';

/** What multi-account code needs from a request: resource handlers, REST routes and pages all have it. */
export type AccountsContext = Pick<ResourceContext, 'db' | 'viewer' | 'cookies'> & {
	request?: Request;
};

/**
 * The state of one token this browser holds:
 * - `live`: its session is unexpired and its account active;
 * - `expired`: the session expired less than `LIMITED_LOGIN_WINDOW_MS` ago; the account is
 *   still known and shows as failed (MAS-08) until the person logs in again or removes it;
 * - `dead`: no session row (revoked, logged out elsewhere), an inactive account, or expired
 *   longer ago than that window. Dead tokens are dropped from the cookie.
 */
export type TokenState = 'live' | 'expired' | 'dead';

export interface HeldToken {
	token: string;
	state: TokenState;
	/** Null when dead for want of a row. */
	session: TokenSessionRow | null;
}

export interface BrowserTokens {
	/** The `_cb_sess` token, or null when the cookie is missing or malformed. */
	current: HeldToken | null;
	/** The `_cb_accts` tokens, in cookie order. */
	stored: HeldToken[];
}

export function tokenState(session: TokenSessionRow | null, now: Date): TokenState {
	if (session?.user_status !== 'active') return 'dead';
	const expires = new Date(session.expires_at).getTime();
	if (expires > now.getTime()) return 'live';
	if (expires + LIMITED_LOGIN_WINDOW_MS > now.getTime()) return 'expired';
	return 'dead';
}

/**
 * Every token of this browser with its session, in one query. The server never trusts a user
 * id sent by the client: what a browser may act as is exactly what these tokens prove.
 */
export async function browserTokens(
	db: Kysely<Database>,
	jar: CookieJar,
	now = new Date(),
): Promise<BrowserTokens> {
	const current = currentToken(jar) ?? null;
	const stored = storedTokens(jar).filter((t) => t !== current);
	const all = current ? [current, ...stored] : stored;
	const rows = await sessionsByTokenHashes(
		db,
		all.map((t) => sha256Hex(t)),
	);
	const byHash = new Map(rows.map((r) => [r.token_hash, r]));
	const hold = (token: string): HeldToken => {
		const session = byHash.get(sha256Hex(token)) ?? null;
		return { token, session, state: tokenState(session, now) };
	};
	return { current: current ? hold(current) : null, stored: stored.map(hold) };
}

/**
 * The stored tokens worth keeping: no dead ones, one per account (a live token wins over an
 * expired one, an earlier one over a later one), none for the account of a live current token.
 */
export function keptStoredTokens(tokens: BrowserTokens): HeldToken[] {
	const currentUser =
		tokens.current?.state === 'live' ? tokens.current.session!.user_id : undefined;
	const best = new Map<string, HeldToken>();
	for (const held of tokens.stored) {
		if (held.state === 'dead') continue;
		const userId = held.session!.user_id;
		if (userId === currentUser) continue;
		const seen = best.get(userId);
		if (!seen || (seen.state !== 'live' && held.state === 'live')) best.set(userId, held);
	}
	return tokens.stored.filter((h) => best.get(h.session?.user_id ?? '') === h);
}

/** Rewrites `_cb_accts` only when the list changed, so reads do not send cookies needlessly. */
export function writeStoredTokens(jar: CookieJar, before: HeldToken[], after: string[]): void {
	const old = before.map((h) => h.token);
	if (old.length === after.length && old.every((t, i) => t === after[i])) return;
	setStoredTokens(jar, after);
}

/**
 * Promotes an existing token to current without rotating it: used by the GET refresh, where two
 * tabs may ask at once and a rotation would make the other tab's copy of the token useless.
 */
export function promoteToken(jar: CookieJar, held: HeldToken): void {
	setCurrentSession(jar, { token: held.token, expiresAt: new Date(held.session!.expires_at) });
}
