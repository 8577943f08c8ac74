import type { Kysely } from 'kysely';
import { LOGIN_STATE, type Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { randomToken, sha256Hex } from '../../platform/security/secret-token.server.ts';
import { fullName } from '../users/display-name.ts';
import {
	findSessionByTokenHash,
	findSessionViewerRow,
	insertSession,
	updateSessionToken,
} from './sessions.repository.server.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sessions last 180 days; the client refreshes them once fewer than 90 remain (ACC-17). */
export const SESSION_TTL_MS = 180 * DAY_MS;
/** ACC-17: refresh when the session expires within this window. */
export const REFRESH_WINDOW_MS = 90 * DAY_MS;
/**
 * LIM-01: for this long after a session expires, its browser is a limited-login viewer
 * (`login_state` 2): known by name, allowed to read, asked to log in again to act.
 */
export const LIMITED_LOGIN_WINDOW_MS = 90 * DAY_MS;

export interface NewSession {
	token: string;
	sessionId: string;
	expiresAt: Date;
}

/** Creates a session and returns the token for the cookie; only its SHA-256 is stored. */
export async function createSession(
	db: Kysely<Database>,
	userId: string,
	options: { ownerUserId?: string | null; client?: string | null; now?: Date } = {},
): Promise<NewSession> {
	const now = options.now ?? new Date();
	const token = randomToken();
	const sessionId = newId();
	const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
	await insertSession(db, {
		id: sessionId,
		token_hash: sha256Hex(token),
		user_id: userId,
		owner_user_id: options.ownerUserId ?? null,
		client: options.client?.slice(0, 300) ?? null,
		created_at: now.toISOString(),
		expires_at: expiresAt.toISOString(),
		last_used_at: now.toISOString(),
	});
	return { token, sessionId, expiresAt };
}

/**
 * The viewer a session token belongs to: a full viewer while the session is live, a
 * limited-login viewer for `LIMITED_LOGIN_WINDOW_MS` after it expires, else null. Accounts that
 * are not active (suspended, deactivated) have no viewer.
 */
export async function viewerFromToken(
	db: Kysely<Database>,
	token: string | undefined,
	now = new Date(),
): Promise<Viewer | null> {
	if (!token || token.length > 100) return null;
	const row = await findSessionViewerRow(db, sha256Hex(token));
	if (!row || row.status !== 'active') return null;
	const expiresAt = new Date(row.expires_at);
	if (expiresAt.getTime() + LIMITED_LOGIN_WINDOW_MS <= now.getTime()) return null;
	const business = row.account_type === 'business';
	return {
		id: row.id,
		username: row.username,
		email: row.email,
		firstName: row.first_name,
		fullName: fullName(row),
		accountType: business ? 'business' : 'personal',
		sessionId: row.session_id,
		loginState: expiresAt.getTime() > now.getTime() ? LOGIN_STATE.AUTH : LOGIN_STATE.LIMITED_LOGIN,
		ownerUserId: row.session_owner_id,
		expiresAt: row.expires_at,
		locale: row.locale,
	};
}

/** The session's user id when the token is live (not expired), for stored-account lookups. */
export async function liveSessionByToken(
	db: Kysely<Database>,
	token: string,
	now = new Date(),
): Promise<{
	id: string;
	user_id: string;
	owner_user_id: string | null;
	expires_at: string;
} | null> {
	if (!token || token.length > 100) return null;
	const row = await findSessionByTokenHash(db, sha256Hex(token));
	if (!row || row.status !== 'active' || row.expires_at <= now.toISOString()) return null;
	return {
		id: row.id,
		user_id: row.user_id,
		owner_user_id: row.owner_user_id,
		expires_at: row.expires_at,
	};
}

/**
 * Gives a session a new token and a fresh lifetime (refresh, privilege change); the old token
 * stops working at once. Returns the new token.
 */
export async function rotateSession(
	db: Kysely<Database>,
	sessionId: string,
	now = new Date(),
): Promise<NewSession> {
	const token = randomToken();
	const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
	await updateSessionToken(db, sessionId, {
		token_hash: sha256Hex(token),
		expires_at: expiresAt.toISOString(),
		last_used_at: now.toISOString(),
	});
	return { token, sessionId, expiresAt };
}
