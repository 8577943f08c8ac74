import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/database.ts';
import { isReservedTopLevel } from '../routing/reserved-paths.ts';
import { displayName, type PublicUser } from './user.ts';
import { findUserById, findUserByUsername } from './users.repository.server.ts';

export function userRowToPublicUser(row: UserRow): PublicUser {
	return {
		id: row.id,
		username: row.username,
		fullName: displayName({
			firstName: row.first_name,
			lastName: row.last_name,
			username: row.username,
		}),
		about: row.about,
		accountType: row.account_type === 'business' ? 'business' : 'personal',
		isPrivate: row.is_private === 1,
		followerCount: row.follower_count,
		followingCount: row.following_count,
		pinCount: row.pin_count,
		boardCount: row.board_count,
	};
}

/** The profile behind a top-level path segment (RTE-22), or null (reserved names never match). */
export async function getProfile(
	db: Kysely<Database>,
	segment: string,
): Promise<PublicUser | null> {
	if (isReservedTopLevel(segment) || !/^[A-Za-z0-9_]{1,30}$/.test(segment)) return null;
	const row = await findUserByUsername(db, segment);
	return row ? userRowToPublicUser(row) : null;
}

/** A user's public fields by id, or null. */
export async function getPublicUserById(
	db: Kysely<Database>,
	id: string,
): Promise<PublicUser | null> {
	const row = await findUserById(db, id);
	return row ? userRowToPublicUser(row) : null;
}
