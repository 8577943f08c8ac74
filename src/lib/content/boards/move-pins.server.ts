import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { countBoardPins, countBy, countSectionPins } from '../pins/counters.repository.server.ts';
import {
	insertBlockingAction,
	updateBlockingAction,
} from './blocking-actions.repository.server.ts';
import {
	clearCoversOf,
	listPinPlacesWithSort,
	lockPins,
	setPinPlace,
} from './board-writes.repository.server.ts';

/** Where moved pins go: a board, and a section of it (null: no section; `keep`: their own). */
export interface MoveTarget {
	boardId: string;
	sectionId: string | null | 'keep';
}

/**
 * Moves pins to a board/section in the caller's transaction and fixes the counts of every
 * board and section they leave or join (BRD-05). Each moved pin gets a fresh `board_sort`, so
 * it comes first in its new board (BRD-14: prepend); the moved pins keep their order among
 * themselves. A board loses its cover when its cover pin leaves. Answers how many moved.
 */
async function movePinsInTransaction(
	trx: Transaction<Database>,
	pinIds: readonly string[],
	target: MoveTarget,
): Promise<number> {
	if (pinIds.length === 0) return 0;
	// Lock the pins first (a no-op update), then read where they are: a racing move of the same
	// pins waits here and then sees them already moved, so nothing is counted twice (BRD-05).
	await lockPins(trx, pinIds);
	const rows = await listPinPlacesWithSort(trx, pinIds);
	// Oldest first, so the pin that was first ends with the newest sort key and stays first.
	rows.sort((a, b) => (BigInt(a.board_sort_id) < BigInt(b.board_sort_id) ? -1 : 1));
	const now = new Date().toISOString();
	const moved = rows.map((r) => ({
		...r,
		to_section: target.sectionId === 'keep' ? r.section_id : target.sectionId,
	}));
	for (const pin of moved) {
		await setPinPlace(trx, pin.id, {
			board_id: target.boardId,
			section_id: pin.to_section,
			board_sort: newId(),
			updated_at: now,
		});
	}
	for (const [boardId, n] of countBy(moved, (r) => r.board_id)) {
		if (boardId !== target.boardId) await countBoardPins(trx, boardId, -n);
	}
	await countBoardPins(
		trx,
		target.boardId,
		moved.filter((r) => r.board_id !== target.boardId).length,
	);
	const sectionDelta = new Map<string, number>();
	for (const pin of moved) {
		if (pin.section_id === pin.to_section) continue;
		if (pin.section_id)
			sectionDelta.set(pin.section_id, (sectionDelta.get(pin.section_id) ?? 0) - 1);
		if (pin.to_section)
			sectionDelta.set(pin.to_section, (sectionDelta.get(pin.to_section) ?? 0) + 1);
	}
	for (const [sectionId, delta] of sectionDelta) await countSectionPins(trx, sectionId, delta);
	const leftBoard = moved.filter((r) => r.board_id !== target.boardId).map((r) => r.id);
	if (leftBoard.length > 0) await clearCoversOf(trx, leftBoard, target.boardId);
	return moved.length;
}

/** Pins per transaction of a bulk move: each chunk commits with its progress row. */
const MOVE_CHUNK = 50;

/**
 * BRD-03/04: a bulk move as a blocking action. We run it **synchronously in chunks**: the
 * request creates a `blocking_actions` row (total, done 0), then moves `MOVE_CHUNK` pins per
 * transaction and advances `done` in that same transaction, and sets `finished_at` at the end.
 * While it runs, `GET /v3/boards/{id}/?fields=board.blocking_actions` (another request) shows
 * its progress; counts are right after every chunk. There is no worker to lose work to a
 * restart: an interrupted action simply stays unfinished (its moved chunks are complete and
 * counted) and the owner can run the move again for the remaining pins.
 */
export async function runBulkMove(
	db: Kysely<Database>,
	options: {
		userId: string;
		/** The board whose action list shows the progress (the source board). */
		boardId: string;
		/** BRD-04: `-1` the whole board, null the unorganized pins, else a section id. */
		sectionId: string | null;
		kind: 'move' | 'merge';
		pinIds: readonly string[];
		target: MoveTarget;
		/** Runs inside the last chunk's transaction (e.g. deleting a merged board). */
		finish?: (trx: Transaction<Database>) => Promise<void>;
	},
): Promise<{ actionId: string; moved: number }> {
	const actionId = newId();
	await insertBlockingAction(db, {
		id: actionId,
		board_id: options.boardId,
		section_id: options.sectionId,
		kind: options.kind,
		user_id: options.userId,
		total: options.pinIds.length,
		done: 0,
		payload: JSON.stringify({
			target_board_id: options.target.boardId,
			target_section_id: options.target.sectionId,
		}),
		created_at: new Date().toISOString(),
		finished_at: null,
	});
	let moved = 0;
	const chunks: string[][] = [];
	for (let i = 0; i < options.pinIds.length; i += MOVE_CHUNK)
		chunks.push(options.pinIds.slice(i, i + MOVE_CHUNK));
	if (chunks.length === 0) chunks.push([]);
	for (const [i, chunk] of chunks.entries()) {
		const last = i === chunks.length - 1;
		await db.transaction().execute(async (trx) => {
			moved += await movePinsInTransaction(trx, chunk, options.target);
			if (last && options.finish) await options.finish(trx);
			await updateBlockingAction(trx, actionId, {
				done: Math.min(options.pinIds.length, (i + 1) * MOVE_CHUNK),
				...(last ? { finished_at: new Date().toISOString() } : {}),
			});
		});
	}
	return { actionId, moved };
}
