import type { Db } from '../db/database.ts';
import { type CollaboratorStatus, parseCollaboratorStatus } from './board-access.ts';

/**
 * The user's collaborator entry on a board (null: none), the status `boardAccess` takes. The one
 * read of it: collaborators' invites and join requests, pin writes and saves all ask here.
 */
export async function findCollaboratorStatus(
	db: Db,
	boardId: string,
	userId: string,
): Promise<CollaboratorStatus | null> {
	const row = await db
		.selectFrom('board_collaborators')
		.select('status')
		.where('board_id', '=', boardId)
		.where('user_id', '=', userId)
		.executeTakeFirst();
	return parseCollaboratorStatus(row?.status);
}
