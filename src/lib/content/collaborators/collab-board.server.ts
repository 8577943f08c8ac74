import type { Kysely } from 'kysely';
import errorsDetail from '~/messages/errors-detail/index.ts';
import { type BoardAccess, boardAccess } from '../../platform/access/board-access.ts';
import { findCollaboratorStatus } from '../../platform/access/board-collaborator.server.ts';
import { isLivePerson, personContentVisibleTo } from '../../platform/access/person-visibility.ts';
import type { Database } from '../../platform/db/database.ts';
import { isId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import { boardStateOfRow } from '../boards/board-row.server.ts';
import type { StoredCollaboratorStatus } from './collaborator-status.ts';
import { type CollabBoardRow, findCollabBoard } from './collaborators.repository.server.ts';

/** A board with the viewer's entry and access, as every collaboration action starts. */
export interface CollabBoard {
	board: CollabBoardRow;
	/** The viewer's own entry on the board, or null. */
	viewerStatus: StoredCollaboratorStatus | null;
	/**
	 * What the viewer may do. `read` also holds the person rule for the owner
	 * (`person-visibility.ts`): a private profile's board is read by its members only, a
	 * deactivated or suspended owner's by nobody.
	 */
	access: BoardAccess;
}

function notFound(boardId: string): AppError {
	return new AppError('NotFound', { detail: `No board ${boardId.slice(0, 20)}.` });
}

/**
 * Loads the board for a viewer. Boards the viewer cannot read are "not found" unless the viewer
 * has an entry on it (an invited user may answer an invite to a secret board they cannot see
 * yet); nothing of a deactivated or suspended owner's board is found (SET-12).
 */
export async function loadCollabBoard(
	db: Kysely<Database>,
	boardId: string,
	viewerId: string,
): Promise<CollabBoard> {
	const board = isId(boardId) ? await findCollabBoard(db, boardId) : undefined;
	if (!board) throw notFound(boardId);
	const owner = {
		id: board.owner_id,
		status: board.owner_status,
		is_private: board.owner_is_private,
		owner_user_id: board.owner_owner_user_id,
	};
	if (!isLivePerson(owner)) throw notFound(boardId);
	const viewerStatus = await findCollaboratorStatus(db, boardId, viewerId);
	const boardRule = boardAccess(boardStateOfRow(board), viewerId, viewerStatus);
	const read = boardRule.read && personContentVisibleTo(owner, viewerId, boardRule.role !== 'none');
	const access = { ...boardRule, read };
	if (!access.read && viewerStatus === null) throw notFound(boardId);
	return { board, viewerStatus, access };
}

/** What only a board's owner may do, named as the `ownerOnlyAction` message selects it. */
export type OwnerOnlyAction =
	| 'seeCollaborators'
	| 'seePending'
	| 'invite'
	| 'approve'
	| 'remove'
	| 'transfer'
	| 'cancelTransfer';

/** Only the owner manages collaborators: others who can read get Forbidden, the rest NotFound. */
export function requireOwner(cb: CollabBoard, action: OwnerOnlyAction): void {
	if (cb.access.role === 'owner') return;
	if (!cb.access.read) throw notFound(cb.board.id);
	throw new AppError('Forbidden', { detail: errorsDetail().ownerOnlyAction({ action }) });
}
