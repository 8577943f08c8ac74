import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type { ResourceContext } from '../../platform/http/resource.server.ts';
import { sha256Hex } from '../../platform/security/secret-token.server.ts';
import { rememberDevice } from './known-device.server.ts';
import { createSession, liveSessionByToken, type NewSession } from './session.server.ts';
import {
	currentToken,
	STORED_ACCOUNTS_COOKIE,
	setCurrentSession,
	setStoredTokens,
	storedTokens,
} from './session-cookies.server.ts';
import { deleteSessions, listSessionsByTokenHashes } from './sessions.repository.server.ts';

/**
 * What the auth services need from a request. Resource handlers pass their `ResourceContext`;
 * plain pages build one from the request (a `CookieJar`, the client address, the viewer).
 */
export type AuthContext = Pick<
	ResourceContext,
	'db' | 'viewer' | 'cookies' | 'clientAddress' | 'request'
>;

/**
 * Opens a brand-new session for `userId` in this browser and makes it the current account
 * (AUTH-05, AUTH-01; a new token at every login, so a planted token is never upgraded):
 * - the browser's current session, when it is live and belongs to another user, is kept as a
 *   stored account (MAS add-account);
 * - sessions of this same user found in the browser (current or stored) are ended, so one
 *   account is never listed twice;
 * - other stored accounts stay as they are (expired ones are for `refresh_stored_accounts`).
 * - the browser becomes (or stays) a known device of the account, with a new device token.
 *
 * `db` may be a transaction; the cookies are set at once, so call it last.
 */
export async function startBrowserSession(
	ctx: AuthContext,
	userId: string,
	db: Kysely<Database> = ctx.db,
): Promise<NewSession> {
	const current = currentToken(ctx.cookies);
	const stored = storedTokens(ctx.cookies);
	const tokens = [...new Set([...(current ? [current] : []), ...stored])];
	const rows =
		tokens.length === 0 ? [] : await listSessionsByTokenHashes(db, tokens.map(sha256Hex));
	const byHash = new Map(rows.map((r) => [r.token_hash, r]));
	const sameUser = rows.filter((r) => r.user_id === userId).map((r) => r.id);
	if (sameUser.length > 0) await deleteSessions(db, sameUser);

	const keep: string[] = [];
	if (current) {
		const live = await liveSessionByToken(db, current);
		if (live && live.user_id !== userId) keep.push(current);
	}
	for (const token of stored) {
		const row = byHash.get(sha256Hex(token));
		if (row && row.user_id !== userId && !keep.includes(token)) keep.push(token);
	}

	const session = await createSession(db, userId, {
		client: ctx.request.headers.get('user-agent'),
	});
	await rememberDevice(db, ctx.cookies, userId);
	setCurrentSession(ctx.cookies, session);
	if (keep.length > 0 || ctx.cookies.get(STORED_ACCOUNTS_COOKIE) !== undefined) {
		setStoredTokens(ctx.cookies, keep);
	}
	return session;
}
