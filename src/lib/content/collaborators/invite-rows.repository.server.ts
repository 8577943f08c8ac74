import { nameColumns } from '../../identity/users/display-name.sql.server.ts';
import { personLiveSql } from '../../platform/access/person-visibility.server.ts';
import type { Db } from '../../platform/db/database.ts';

/** Entries with their board, the board's owner, the user and who invited them: one row each. */
function selectInviteRows(db: Db) {
	return db
		.selectFrom('board_collaborators as bc')
		.innerJoin('boards as b', 'b.id', 'bc.board_id')
		.innerJoin('users as o', 'o.id', 'b.owner_id')
		.innerJoin('users as u', 'u.id', 'bc.user_id')
		.leftJoin('media as um', 'um.id', 'u.image_media_id')
		.leftJoin('users as i', 'i.id', 'bc.invited_by_id')
		.select([
			'bc.status',
			'bc.created_at',
			'b.id as board_id',
			'b.name as board_name',
			'b.slug as board_slug',
			'b.privacy as board_privacy',
			'b.is_archived as board_is_archived',
			'b.is_collaborative as board_is_collaborative',
			'o.id as owner_id',
			...nameColumns('o', 'owner_'),
			'u.id as user_id',
			...nameColumns('u', 'user_'),
			'u.status as user_status',
			'u.is_private as user_is_private',
			'u.owner_user_id as user_owner_user_id',
			'um.storage_key as user_avatar_key',
			'um.variants as user_avatar_variants',
			'i.id as inviter_id',
			...nameColumns('i', 'inviter_'),
		]);
}

type InviteQuery = ReturnType<typeof selectInviteRows>;
export type InviteRow = Awaited<ReturnType<InviteQuery['executeTakeFirstOrThrow']>>;

/** One entry, or undefined. */
export async function findInviteRow(
	db: Db,
	boardId: string,
	userId: string,
): Promise<InviteRow | undefined> {
	return selectInviteRows(db)
		.where('bc.board_id', '=', boardId)
		.where('bc.user_id', '=', userId)
		.executeTakeFirst();
}

/**
 * A board's entries with one stored status, by user id descending, keyset below
 * `beforeUserId`. Deactivated and suspended accounts are left out while they are so (SET-12).
 */
export async function listBoardInviteRows(
	db: Db,
	boardId: string,
	status: string,
	options: { limit: number; beforeUserId?: string | undefined },
): Promise<InviteRow[]> {
	let q = selectInviteRows(db)
		.where('bc.board_id', '=', boardId)
		.where('bc.status', '=', status)
		.where(personLiveSql('u'))
		.orderBy('bc.user_id', 'desc')
		.limit(options.limit);
	if (options.beforeUserId) q = q.where('bc.user_id', '<', options.beforeUserId);
	return q.execute();
}

/**
 * A user's pending invites (status `invited`), newest board first, keyset on the board id
 * (strictly below `beforeBoardId`). Invites to archived boards wait until they are unarchived;
 * invites to boards of a deactivated or suspended owner until the owner is back (SET-12).
 */
export async function listInviteRowsForUser(
	db: Db,
	userId: string,
	options: { limit: number; beforeBoardId?: string | undefined },
): Promise<InviteRow[]> {
	let q = selectInviteRows(db)
		.where('bc.user_id', '=', userId)
		.where('bc.status', '=', 'invited')
		.where('b.is_archived', '=', 0)
		.where(personLiveSql('o'))
		.orderBy('bc.board_id', 'desc')
		.limit(options.limit);
	if (options.beforeBoardId) q = q.where('bc.board_id', '<', options.beforeBoardId);
	return q.execute();
}
