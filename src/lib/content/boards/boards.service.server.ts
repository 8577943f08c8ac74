import type { Kysely } from 'kysely';
import errorsDetail from '~/messages/errors-detail/index.ts';
import {
	type BoardAccess,
	boardAccess,
	isBoardPublic,
} from '../../platform/access/board-access.ts';
import { findCollaboratorStatus } from '../../platform/access/board-collaborator.server.ts';
import {
	type PersonState,
	personContentVisibleTo,
	personOpenToAll,
} from '../../platform/access/person-visibility.ts';
import { readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import { isId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Board } from './board.ts';
import { boardRowToBoard, boardStateOfRow } from './board-row.server.ts';
import { type BoardJoinedRow, findBoardRow } from './boards.repository.server.ts';

export interface BoardForViewer {
	board: Board;
	access: BoardAccess;
	/** The viewer's collaborator row status (`invited`, `requested`, `accepted`) or null. */
	collaboratorStatus: string | null;
	/**
	 * Everyone, signed out included, may read it (public, live, its owner visible to all): only
	 * such a board is indexed and describes itself in JSON-LD.
	 */
	isOpen: boolean;
}

/** The board owner of a row, as the person rule reads them. */
function boardOwnerOf(row: BoardJoinedRow): PersonState {
	return {
		id: row.owner_id,
		status: row.owner_status,
		is_private: row.owner_is_private,
		owner_user_id: row.owner_owner_user_id,
	};
}

/** The access of `readerId` to a board row (one extra query only for non-owners of non-public boards). */
async function accessToBoardRow(
	db: Kysely<Database>,
	row: BoardJoinedRow,
	readerId: string | null,
): Promise<{ access: BoardAccess; status: string | null }> {
	const status =
		readerId === null || readerId === row.owner_id
			? null
			: await findCollaboratorStatus(db, row.id, readerId);
	return { access: boardAccess(boardStateOfRow(row), readerId, status), status };
}

/**
 * Turns a row into what the viewer may see of it, or null when they may not read it: board
 * access (secret and archived boards: members only) and the person rule for its owner
 * (`person-visibility.ts`: a private profile's boards show only to their members; a
 * deactivated or suspended owner's to nobody). The common public case asks nothing more.
 */
export async function boardRowForViewer(
	db: Kysely<Database>,
	row: BoardJoinedRow | undefined,
	viewer: Viewer | null,
): Promise<BoardForViewer | null> {
	if (!row) return null;
	const owner = boardOwnerOf(row);
	const isOpen = isBoardPublic(boardStateOfRow(row)) && personOpenToAll(owner);
	const readerId = readerIdOf(viewer);
	if (readerId === null && !isOpen) return null;
	const { access, status } = await accessToBoardRow(db, row, readerId);
	if (!access.read || !personContentVisibleTo(owner, readerId, access.role !== 'none')) {
		return null;
	}
	return { board: boardRowToBoard(row), access, collaboratorStatus: status, isOpen };
}

/** A board the viewer may read, or null (the caller answers 404: secret boards never leak). */
export async function getBoardForViewer(
	db: Kysely<Database>,
	viewer: Viewer | null,
	id: string,
): Promise<BoardForViewer | null> {
	if (!isId(id)) return null;
	return boardRowForViewer(db, await findBoardRow(db, id), viewer);
}

/** Like `getBoardForViewer`, but throws `NotFound`. */
export async function requireReadableBoard(
	db: Kysely<Database>,
	viewer: Viewer | null,
	id: string,
): Promise<BoardForViewer> {
	const found = await getBoardForViewer(db, viewer, id);
	if (!found) throw new AppError('NotFound', { detail: `No board ${id.slice(0, 20)}.` });
	return found;
}

/**
 * A board the viewer may change in the way `need` names. Unreadable boards are `NotFound`;
 * readable ones without the right are `Forbidden` with a message saying who may.
 */
export async function requireBoardAccess(
	db: Kysely<Database>,
	viewer: Viewer | null,
	id: string,
	need: 'write' | 'edit' | 'delete' | 'removePins',
): Promise<BoardForViewer> {
	const found = await requireReadableBoard(db, viewer, id);
	if (!found.access[need]) {
		const t = errorsDetail();
		const detail =
			need === 'write' && found.board.isArchived
				? t.boardArchivedWrite()
				: need === 'write' || need === 'removePins'
					? t.boardMembersOnly()
					: t.boardOwnerOnly();
		throw new AppError('Forbidden', { detail });
	}
	return found;
}
