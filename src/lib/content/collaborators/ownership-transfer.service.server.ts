import errorsDetail from '~/messages/errors-detail/index.ts';
import { findCollaboratorStatus } from '../../platform/access/board-collaborator.server.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { boardPath } from '../boards/board.ts';
import {
	findFirstBoardPosition,
	rememberBoardSlug,
} from '../boards/board-writes.repository.server.ts';
import { freeBoardSlug } from '../boards/create-board.server.ts';
import { countUserBoards } from '../pins/counters.repository.server.ts';
import { loadCollabBoard, requireOwner } from './collab-board.server.ts';
import type { OwnershipTransferState, ViewerOwnershipState } from './collaboration.ts';
import {
	clearPendingOwner,
	deleteEntriesOf,
	findOwnershipRow,
	insertEntry,
	setPendingOwner,
	transferBoardOwner,
} from './collaborators.repository.server.ts';

/**
 * Ownership transfer (COL-05, BRD-06): the owner offers the board to an accepted collaborator
 * (`boards.pending_owner_id`, answered as `pending_ownership_transfer`), may cancel the offer,
 * and the collaborator may accept it (or decline, which is the same as cancelling). On accept
 * the owner changes, the old owner stays on as a collaborator, and board counts follow.
 */

/** The board's ownership state for one viewer (who must be able to read the board). */
export async function ownershipStateFor(
	db: Db,
	viewerId: string,
	boardId: string,
): Promise<ViewerOwnershipState> {
	const cb = await loadCollabBoard(db, boardId, viewerId);
	if (!cb.access.read) throw new AppError('NotFound', { detail: `No board ${boardId}.` });
	const involved = cb.access.role === 'owner' || cb.board.pending_owner_id === viewerId;
	const pending = involved ? cb.board.pending_owner_id : null;
	return {
		board_id: cb.board.id,
		owner_id: cb.board.owner_id,
		url: boardPath(cb.board.owner_username, cb.board.slug),
		pending_owner_id: pending,
		pending_ownership_transfer: pending !== null,
		viewer_id: viewerId,
		viewer_role: cb.access.role,
	};
}

async function state(db: Db, boardId: string): Promise<OwnershipTransferState> {
	const row = await findOwnershipRow(db, boardId);
	return {
		board_id: row.id,
		owner_id: row.owner_id,
		url: boardPath(row.username, row.slug),
		pending_owner_id: row.pending_owner_id,
		pending_ownership_transfer: row.pending_owner_id !== null,
	};
}

/** The owner offers the board to one of its accepted collaborators (replacing an earlier offer). */
export async function requestOwnershipTransfer(
	db: Db,
	ownerId: string,
	boardId: string,
	userId: string,
): Promise<OwnershipTransferState> {
	const cb = await loadCollabBoard(db, boardId, ownerId);
	requireOwner(cb, 'transfer');
	if (userId === ownerId) throw new AppError('CollaboratorIsOwner');
	if ((await findCollaboratorStatus(db, boardId, userId)) !== 'accepted') {
		throw new AppError('OwnershipTransferTargetInvalid');
	}
	await setPendingOwner(db, boardId, ownerId, userId);
	return state(db, boardId);
}

/** The owner withdraws the offer, or the collaborator it was made to declines it. */
export async function cancelOwnershipTransfer(
	db: Db,
	viewerId: string,
	boardId: string,
): Promise<OwnershipTransferState> {
	const cb = await loadCollabBoard(db, boardId, viewerId);
	if (cb.board.pending_owner_id !== viewerId) requireOwner(cb, 'cancelTransfer');
	await clearPendingOwner(db, boardId);
	return state(db, boardId);
}

/**
 * The collaborator the board was offered to takes it over, in one transaction: the board moves
 * to them (first in their order, under a slug free among their boards, remembered for SEO-07), their
 * collaborator entry goes, the old owner becomes an accepted collaborator (so the count stays),
 * and both users' `board_count` follow (never below zero).
 */
export async function acceptOwnershipTransfer(
	db: Db,
	viewerId: string,
	boardId: string,
): Promise<OwnershipTransferState> {
	const cb = await loadCollabBoard(db, boardId, viewerId);
	if (cb.board.pending_owner_id !== viewerId || cb.viewerStatus !== 'accepted') {
		throw new AppError('NotFound', { detail: errorsDetail().ownershipNotOffered() });
	}
	const oldOwnerId = cb.board.owner_id;
	await db.transaction().execute(async (trx) => {
		const at = new Date().toISOString();
		const slug = await freeBoardSlug(trx, viewerId, cb.board.name, boardId);
		// The board goes first in the new owner's order, as a new board would.
		const first = await findFirstBoardPosition(trx, viewerId);
		const position = first === null || first === undefined ? 0 : Number(first) - 1;
		const moved = await transferBoardOwner(trx, {
			boardId,
			oldOwnerId,
			newOwnerId: viewerId,
			slug,
			position,
			at,
		});
		if (!moved) {
			throw new AppError('NotFound', { detail: errorsDetail().ownershipNotOffered() });
		}
		await rememberBoardSlug(trx, viewerId, slug, boardId, at);
		await deleteEntriesOf(trx, boardId, [viewerId, oldOwnerId]);
		await insertEntry(trx, {
			boardId,
			userId: oldOwnerId,
			status: 'accepted',
			invitedById: viewerId,
		});
		await countUserBoards(trx, oldOwnerId, -1);
		await countUserBoards(trx, viewerId, 1);
	});
	return state(db, boardId);
}
