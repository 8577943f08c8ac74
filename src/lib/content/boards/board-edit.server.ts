import type { Kysely, Updateable } from 'kysely';
import { deleteUserStatesWithValue } from '../../identity/users/user-states.repository.server.ts';
import type { BoardTable, Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { countUserBoards } from '../pins/counters.repository.server.ts';
import { deletePinsCounted } from '../pins/pin-writes.repository.server.ts';
import type { Board } from './board.ts';
import {
	deleteBoardRow,
	deleteJoinRequests,
	isPinOnBoard,
	keepBoardSlug,
	listBoardPinIds,
	listOwnerBoardIds,
	rememberBoardSlug,
	setBoardPosition,
	updateBoardRow,
} from './board-writes.repository.server.ts';
import { freeBoardSlug, isUniqueViolation } from './create-board.server.ts';

export interface BoardChanges {
	name?: string;
	description?: string;
	privacy?: 'public' | 'secret';
	/** true archives, false unarchives. */
	archived?: boolean;
	/** A pin on the board, or null for "newest pins". */
	coverPinId?: string | null;
}

/**
 * Applies the owner's changes to a board in one transaction. A new name gets a new slug and
 * the old one stays in `board_slugs`, so old links keep answering with a redirect (SEO-07).
 */
export async function updateBoard(
	db: Kysely<Database>,
	board: Board,
	changes: BoardChanges,
): Promise<void> {
	// Two boards renamed to one name at once may pick the same free slug: the loser tries again.
	for (let attempt = 1; ; attempt++) {
		try {
			return await updateBoardOnce(db, board, changes);
		} catch (error) {
			if (attempt >= 5 || !isUniqueViolation(error)) throw error;
		}
	}
}

async function updateBoardOnce(
	db: Kysely<Database>,
	board: Board,
	changes: BoardChanges,
): Promise<void> {
	await db.transaction().execute(async (trx) => {
		const at = new Date().toISOString();
		const set: Updateable<BoardTable> = { updated_at: at };
		if (changes.name !== undefined && changes.name !== board.name) {
			set.name = changes.name;
			const slug = await freeBoardSlug(trx, board.owner.id, changes.name, board.id);
			if (slug !== board.slug) {
				set.slug = slug;
				// The slug it had stays an address of this board (boards made before slug history
				// existed may lack the row); an existing row keeps its time, so `oldSlugUrl` is the latest.
				await keepBoardSlug(trx, {
					owner_id: board.owner.id,
					slug: board.slug,
					board_id: board.id,
					created_at: board.createdAt,
				});
				await rememberBoardSlug(trx, board.owner.id, slug, board.id, at);
			}
		}
		if (changes.description !== undefined) set.description = changes.description;
		if (changes.privacy !== undefined) set.privacy = changes.privacy;
		if (changes.privacy === 'secret' && board.privacy !== 'secret') {
			// A secret board takes no join requests: pending ones end with it turning secret, so
			// the requester's entry no longer ties them to a board they cannot see (COL-05).
			await deleteJoinRequests(trx, board.id);
		}
		if (changes.archived !== undefined && changes.archived !== board.isArchived) {
			set.is_archived = changes.archived ? 1 : 0;
			set.archived_at = changes.archived ? at : null;
		}
		if (changes.coverPinId !== undefined) {
			if (changes.coverPinId !== null && !(await isPinOnBoard(trx, changes.coverPinId, board.id))) {
				throw new AppError('CoverPinNotOnBoard');
			}
			set.cover_pin_id = changes.coverPinId;
		}
		await updateBoardRow(trx, board.id, set);
	});
}

/** Pins per transaction when a board or section is deleted. */
const DELETE_CHUNK = 200;

/**
 * Deletes a board with its pins, sections, follows, collaborators and old slugs, and fixes the
 * counts: the owner's `board_count`, each pinner's `pin_count`, the `repin_count` of pins they
 * were saved from (BRD-09). Pins go in chunks so a huge board does not hold one long lock; the
 * board row goes last, with the owner's count, in one transaction.
 */
export async function deleteBoard(db: Kysely<Database>, board: Board): Promise<void> {
	for (;;) {
		const ids = await listBoardPinIds(db, board.id, DELETE_CHUNK);
		if (ids.length === 0) break;
		await db.transaction().execute((trx) => deletePinsCounted(trx, ids));
	}
	await db.transaction().execute(async (trx) => {
		if (!(await deleteBoardRow(trx, board.id))) return;
		await countUserBoards(trx, board.owner.id, -1);
		// A quick-saves board that no longer exists is forgotten (saving makes a new one).
		await deleteUserStatesWithValue(trx, 'QUICK_SAVES_BOARD_ID', board.id);
	});
}

/**
 * Reorders the owner's boards: `boardIds` first, in that order; the others keep their order
 * after them. Ids that are not the owner's boards are refused.
 */
export async function reorderBoards(
	db: Kysely<Database>,
	ownerId: string,
	boardIds: readonly string[],
): Promise<void> {
	await db.transaction().execute(async (trx) => {
		const all = await listOwnerBoardIds(trx, ownerId);
		const mine = new Set(all);
		const unknown = boardIds.find((id) => !mine.has(id));
		if (unknown) throw new AppError('NotFound', { detail: `No board ${unknown} of yours.` });
		const first = new Set(boardIds);
		const order = [...new Set(boardIds), ...all.filter((id) => !first.has(id))];
		for (const [position, id] of order.entries()) await setBoardPosition(trx, id, position);
	});
}
