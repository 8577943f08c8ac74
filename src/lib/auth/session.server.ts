import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import type { Viewer } from './viewer.ts';

/** Cookie holding the opaque session token (HttpOnly, SameSite=Lax). */
export const SESSION_COOKIE = '_cb_sess';
/** Sessions last 30 days from their last use. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

function hashToken(token: string): string {
	return createHash('sha256').update(token).digest('hex');
}

/** Creates a session and returns the token to put in the cookie; only its hash is stored. */
export async function createSession(
	db: Kysely<Database>,
	userId: string,
	now = new Date(),
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
	const token = randomBytes(32).toString('base64url');
	const sessionId = newId();
	const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
	await db
		.insertInto('sessions')
		.values({
			id: sessionId,
			token_hash: hashToken(token),
			user_id: userId,
			created_at: now.toISOString(),
			expires_at: expiresAt.toISOString(),
			last_used_at: now.toISOString(),
		})
		.execute();
	return { token, sessionId, expiresAt };
}

/** The viewer a session token belongs to, or null when it is unknown or expired. */
export async function viewerFromToken(
	db: Kysely<Database>,
	token: string | undefined,
	now = new Date(),
): Promise<Viewer | null> {
	if (!token || token.length > 100) return null;
	const row = await db
		.selectFrom('sessions')
		.innerJoin('users', 'users.id', 'sessions.user_id')
		.select([
			'sessions.id as session_id',
			'sessions.expires_at',
			'users.id',
			'users.username',
			'users.first_name',
			'users.last_name',
			'users.account_type',
		])
		.where('sessions.token_hash', '=', hashToken(token))
		.executeTakeFirst();
	if (!row || row.expires_at <= now.toISOString()) return null;
	return {
		id: row.id,
		username: row.username,
		fullName: `${row.first_name} ${row.last_name}`.trim(),
		accountType: row.account_type === 'business' ? 'business' : 'personal',
		sessionId: row.session_id,
	};
}

/** Ends a session. */
export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
	await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}
