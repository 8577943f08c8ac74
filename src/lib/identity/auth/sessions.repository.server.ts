import type { Insertable } from 'kysely';
import type { Db, SessionTable } from '../../platform/db/database.ts';
import { nameColumns } from '../users/display-name.sql.server.ts';

/**
 * The statements on `sessions`. Sessions are found by the SHA-256 of their cookie token
 * (`token_hash`); the rules (lifetimes, limited login, which sessions a browser keeps) are in
 * `session.server.ts`, `browser-session.server.ts` and `logout.service.server.ts`. Every
 * function takes a `Db`, which may be the caller's transaction.
 */

export async function insertSession(db: Db, row: Insertable<SessionTable>): Promise<void> {
	await db.insertInto('sessions').values(row).execute();
}

/** The session of a token digest with what a viewer is made of (its user's names and status). */
export async function findSessionViewerRow(db: Db, tokenHash: string) {
	return db
		.selectFrom('sessions')
		.innerJoin('users', 'users.id', 'sessions.user_id')
		.select([
			'sessions.id as session_id',
			'sessions.expires_at',
			'sessions.owner_user_id as session_owner_id',
			'users.id',
			...nameColumns('users'),
			'users.email',
			'users.status',
			'users.locale',
		])
		.where('sessions.token_hash', '=', tokenHash)
		.executeTakeFirst();
}

/** The session of a token digest with its user's status, live or not. */
export async function findSessionByTokenHash(db: Db, tokenHash: string) {
	return db
		.selectFrom('sessions')
		.innerJoin('users', 'users.id', 'sessions.user_id')
		.select([
			'sessions.id',
			'sessions.user_id',
			'sessions.owner_user_id',
			'sessions.expires_at',
			'users.status',
		])
		.where('sessions.token_hash', '=', tokenHash)
		.executeTakeFirst();
}

/** The session of a token digest (no join), for logging out. */
export async function findSessionOwnersByTokenHash(db: Db, tokenHash: string) {
	return db
		.selectFrom('sessions')
		.select(['id', 'user_id', 'owner_user_id'])
		.where('token_hash', '=', tokenHash)
		.executeTakeFirst();
}

/** The sessions of any of these token digests (a browser's current and stored tokens). */
export async function listSessionsByTokenHashes(db: Db, tokenHashes: readonly string[]) {
	return db
		.selectFrom('sessions')
		.select(['id', 'user_id', 'token_hash'])
		.where('token_hash', 'in', tokenHashes)
		.execute();
}

/** A new token digest and lifetime for one session. */
export async function updateSessionToken(
	db: Db,
	sessionId: string,
	set: { token_hash: string; expires_at: string; last_used_at: string },
): Promise<void> {
	await db.updateTable('sessions').set(set).where('id', '=', sessionId).execute();
}

/** Ends one session. */
export async function deleteSession(db: Db, sessionId: string): Promise<void> {
	await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends these sessions (none: no statement). */
export async function deleteSessions(db: Db, sessionIds: readonly string[]): Promise<void> {
	if (sessionIds.length === 0) return;
	await db.deleteFrom('sessions').where('id', 'in', sessionIds).execute();
}

/** Ends the linked-business sessions a person opened (MAS-07). */
export async function deleteSessionsOpenedBy(db: Db, ownerUserId: string): Promise<void> {
	await db.deleteFrom('sessions').where('owner_user_id', '=', ownerUserId).execute();
}

/**
 * Ends every session of a user (and the linked-business sessions they opened), except
 * `exceptSessionId` when given: used on password change (others) and suspension (all).
 */
export async function revokeUserSessions(
	db: Db,
	userId: string,
	exceptSessionId?: string,
): Promise<void> {
	let query = db
		.deleteFrom('sessions')
		.where((eb) => eb.or([eb('user_id', '=', userId), eb('owner_user_id', '=', userId)]));
	if (exceptSessionId) query = query.where('id', '<>', exceptSessionId);
	await query.execute();
}

/**
 * Ends every session of a user (and the linked-business sessions they opened) but one, and
 * answers what each ended session was (its client and last use), for the notice mail.
 */
export async function deleteOtherSessions(db: Db, userId: string, keepSessionId: string) {
	return db
		.deleteFrom('sessions')
		.where((eb) => eb.or([eb('user_id', '=', userId), eb('owner_user_id', '=', userId)]))
		.where('id', '<>', keepSessionId)
		.returning(['client', 'last_used_at'])
		.execute();
}
