import { nameColumns } from '../../identity/users/display-name.sql.server.ts';
import { personLiveSql } from '../../platform/access/person-visibility.server.ts';
import type { Db } from '../../platform/db/database.ts';
import type { StoredCollaboratorStatus } from './collaborator-status.ts';

/**
 * All SQL of board collaborators: entries and their users. One user's entry status is read by
 * the access kernel (`platform/access/board-collaborator.server.ts`). The board's
 * `collaborator_count` changes in `pins/counters.repository.server.ts`.
 */

/** The board columns collaboration needs, with its owner's username. */
export async function findCollabBoard(db: Db, boardId: string) {
	return db
		.selectFrom('boards as b')
		.innerJoin('users as o', 'o.id', 'b.owner_id')
		.select([
			'b.id',
			'b.owner_id',
			'b.name',
			'b.slug',
			'b.privacy',
			'b.is_archived',
			'b.is_collaborative',
			'b.collaborator_count',
			'b.pending_owner_id',
			'o.username as owner_username',
			'o.status as owner_status',
			'o.is_private as owner_is_private',
			'o.owner_user_id as owner_owner_user_id',
		])
		.where('b.id', '=', boardId)
		.executeTakeFirst();
}

export type CollabBoardRow = NonNullable<Awaited<ReturnType<typeof findCollabBoard>>>;

/** Adds an entry unless the user already has one; true when it was added. */
export async function insertEntry(
	db: Db,
	entry: {
		boardId: string;
		userId: string;
		status: StoredCollaboratorStatus;
		invitedById: string | null;
	},
): Promise<boolean> {
	const result = await db
		.insertInto('board_collaborators')
		.values({
			board_id: entry.boardId,
			user_id: entry.userId,
			status: entry.status,
			invited_by_id: entry.invitedById,
			created_at: new Date().toISOString(),
		})
		.onConflict((oc) => oc.columns(['board_id', 'user_id']).doNothing())
		.executeTakeFirst();
	return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Moves an entry from one status to another; true when this call changed it (no double counts). */
export async function changeEntryStatus(
	db: Db,
	boardId: string,
	userId: string,
	from: StoredCollaboratorStatus,
	to: StoredCollaboratorStatus,
): Promise<boolean> {
	const result = await db
		.updateTable('board_collaborators')
		.set({ status: to })
		.where('board_id', '=', boardId)
		.where('user_id', '=', userId)
		.where('status', '=', from)
		.executeTakeFirst();
	return Number(result.numUpdatedRows) > 0;
}

/** Removes the entry if it still has `status`; true when this call removed it. */
export async function deleteEntry(
	db: Db,
	boardId: string,
	userId: string,
	status: StoredCollaboratorStatus,
): Promise<boolean> {
	const result = await db
		.deleteFrom('board_collaborators')
		.where('board_id', '=', boardId)
		.where('user_id', '=', userId)
		.where('status', '=', status)
		.executeTakeFirst();
	return Number(result.numDeletedRows) > 0;
}

/** Clears a pending ownership transfer to this user (they left or were removed). */
export async function clearPendingOwnerIf(db: Db, boardId: string, userId: string): Promise<void> {
	await db
		.updateTable('boards')
		.set({ pending_owner_id: null })
		.where('id', '=', boardId)
		.where('pending_owner_id', '=', userId)
		.execute();
}

/** A board's ownership state with its owner's username (COL-05). */
export async function findOwnershipRow(db: Db, boardId: string) {
	return db
		.selectFrom('boards as b')
		.innerJoin('users as o', 'o.id', 'b.owner_id')
		.select(['b.id', 'b.owner_id', 'b.pending_owner_id', 'b.slug', 'o.username'])
		.where('b.id', '=', boardId)
		.executeTakeFirstOrThrow();
}

/** Offers the board to `userId`, when `ownerId` still owns it (replacing an earlier offer). */
export async function setPendingOwner(
	db: Db,
	boardId: string,
	ownerId: string,
	userId: string,
): Promise<void> {
	await db
		.updateTable('boards')
		.set({ pending_owner_id: userId })
		.where('id', '=', boardId)
		.where('owner_id', '=', ownerId)
		.execute();
}

/** Withdraws the board's ownership offer, whoever it was made to. */
export async function clearPendingOwner(db: Db, boardId: string): Promise<void> {
	await db
		.updateTable('boards')
		.set({ pending_owner_id: null })
		.where('id', '=', boardId)
		.execute();
}

/**
 * Hands the board to the user it was offered to, only while `oldOwnerId` owns it and the offer
 * stands; false when either changed.
 */
export async function transferBoardOwner(
	db: Db,
	input: {
		boardId: string;
		oldOwnerId: string;
		newOwnerId: string;
		slug: string;
		position: number;
		at: string;
	},
): Promise<boolean> {
	const moved = await db
		.updateTable('boards')
		.set({
			owner_id: input.newOwnerId,
			pending_owner_id: null,
			slug: input.slug,
			position: input.position,
			updated_at: input.at,
		})
		.where('id', '=', input.boardId)
		.where('owner_id', '=', input.oldOwnerId)
		.where('pending_owner_id', '=', input.newOwnerId)
		.executeTakeFirst();
	return Number(moved.numUpdatedRows) !== 0;
}

/** Removes these users' entries of a board, whatever their status. */
export async function deleteEntriesOf(
	db: Db,
	boardId: string,
	userIds: readonly string[],
): Promise<void> {
	await db
		.deleteFrom('board_collaborators')
		.where('board_id', '=', boardId)
		.where('user_id', 'in', [...userIds])
		.execute();
}

/** The boards offered to a user whose offer they can take (accepted collaborator), newest first. */
export async function listOwnershipOffers(db: Db, userId: string, limit: number) {
	return db
		.selectFrom('boards as b')
		.innerJoin('users as o', 'o.id', 'b.owner_id')
		.innerJoin('board_collaborators as bc', (j) =>
			j.onRef('bc.board_id', '=', 'b.id').onRef('bc.user_id', '=', 'b.pending_owner_id'),
		)
		.select(['b.id', 'b.name', 'b.slug', ...nameColumns('o')])
		.where('b.pending_owner_id', '=', userId)
		.where('bc.status', '=', 'accepted')
		.orderBy('b.id', 'desc')
		.limit(limit)
		.execute();
}

/** A board's slug and its owner's username (its address), or throws when there is no board. */
export async function findBoardAddress(db: Db, boardId: string) {
	return db
		.selectFrom('boards as b')
		.innerJoin('users as o', 'o.id', 'b.owner_id')
		.select(['b.slug', 'o.username'])
		.where('b.id', '=', boardId)
		.executeTakeFirstOrThrow();
}

/** The viewer's own entry (board and status) on each of these boards that has one. */
export async function listEntryStatusesOf(db: Db, userId: string, boardIds: readonly string[]) {
	return db
		.selectFrom('board_collaborators')
		.select(['board_id', 'status'])
		.where('user_id', '=', userId)
		.where('board_id', 'in', [...boardIds])
		.execute();
}

/**
 * The accepted, live members of these boards with their names and avatar media, in the order
 * they joined (deactivated and suspended members are left out while they are so, SET-12).
 */
export async function listMembersWithAvatars(db: Db, boardIds: readonly string[]) {
	return db
		.selectFrom('board_collaborators as bc')
		.innerJoin('users as u', 'u.id', 'bc.user_id')
		.leftJoin('media as m', 'm.id', 'u.image_media_id')
		.select([
			'bc.board_id',
			'u.id',
			...nameColumns('u'),
			'm.storage_key',
			'm.variants',
			'u.status',
			'u.is_private',
			'u.owner_user_id',
		])
		.where('bc.board_id', 'in', [...boardIds])
		.where('bc.status', '=', 'accepted')
		.where(personLiveSql('u'))
		.orderBy('bc.created_at', 'asc')
		.orderBy('bc.user_id', 'asc')
		.execute();
}
