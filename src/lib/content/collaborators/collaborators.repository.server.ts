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
