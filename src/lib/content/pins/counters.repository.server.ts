import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

/**
 * Every stored counter that content changes (BRD-05): board and section `pin_count` (with the
 * board's `last_pinned_at`), `users.pin_count` and `users.board_count`, a pin's `repin_count`,
 * `favorite_count` and `done_count`, and a board's `follower_count`, `section_count` and
 * `collaborator_count` (with `is_collaborative`). Each runs in the caller's transaction, the one
 * that writes the rows it counts; a count never goes below zero. A `delta` of 0 writes nothing.
 *
 * Counters kept by lower areas stay there, since content may not be imported below it:
 * `users.follower_count`/`following_count` (`identity/users/user-relations.repository.server.ts`)
 * and the bulk uncounting of a closed account (`identity/account/close-account.repository.server.ts`).
 * `interests.follower_count` belongs to the interests (`discovery/interests/interests.repository.server.ts`).
 */

/** `column + delta`; for a negative `delta`, `column - |delta|` floored at zero. */
function bump(column: string, delta: number) {
	if (delta >= 0) return sql<number>`${sql.ref(column)} + ${delta}`;
	return sql<number>`case when ${sql.ref(column)} > ${-delta} then ${sql.ref(column)} - ${-delta} else 0 end`;
}

/** Adds `delta` to a board's `pin_count`. */
export async function countBoardPins(trx: Db, boardId: string, delta: number): Promise<void> {
	if (delta === 0) return;
	await trx
		.updateTable('boards')
		.set({ pin_count: bump('pin_count', delta) })
		.where('id', '=', boardId)
		.execute();
}

/** Adds `delta` to a section's `pin_count`. */
export async function countSectionPins(trx: Db, sectionId: string, delta: number): Promise<void> {
	if (delta === 0) return;
	await trx
		.updateTable('board_sections')
		.set({ pin_count: bump('pin_count', delta) })
		.where('id', '=', sectionId)
		.execute();
}

/**
 * A pin arrived on a board (and section): the board's and section's pin counts go up and the
 * board becomes the last pinned-to (BRD-10, BRD-12). Creating, moving and saving a pin call it.
 */
export async function countPinArrived(
	trx: Db,
	place: { boardId: string; sectionId: string | null },
	at: string,
): Promise<void> {
	await trx
		.updateTable('boards')
		.set({ pin_count: bump('pin_count', 1), last_pinned_at: at })
		.where('id', '=', place.boardId)
		.execute();
	if (place.sectionId) await countSectionPins(trx, place.sectionId, 1);
}

/** A pin left a board (and section): moved away or deleted. */
export async function countPinLeft(
	trx: Db,
	place: { boardId: string; sectionId: string | null },
): Promise<void> {
	await countBoardPins(trx, place.boardId, -1);
	if (place.sectionId) await countSectionPins(trx, place.sectionId, -1);
}

/** Adds `delta` to a user's `pin_count` (pins by that pinner). */
export async function countUserPins(trx: Db, userId: string, delta: number): Promise<void> {
	if (delta === 0) return;
	await trx
		.updateTable('users')
		.set({ pin_count: bump('pin_count', delta) })
		.where('id', '=', userId)
		.execute();
}

/** Adds `delta` to a user's `board_count` (boards they own). */
export async function countUserBoards(trx: Db, userId: string, delta: number): Promise<void> {
	if (delta === 0) return;
	await trx
		.updateTable('users')
		.set({ board_count: bump('board_count', delta) })
		.where('id', '=', userId)
		.execute();
}

/** Adds `delta` to a pin's `repin_count` (saves of it made or deleted). */
export async function countRepins(trx: Db, originPinId: string, delta: number): Promise<void> {
	if (delta === 0) return;
	await trx
		.updateTable('pins')
		.set({ repin_count: bump('repin_count', delta) })
		.where('id', '=', originPinId)
		.execute();
}

/** Adds `delta` to a pin's favorite or done count (PIN-20). */
export async function countPinMark(
	trx: Db,
	pinId: string,
	column: 'favorite_count' | 'done_count',
	delta: number,
): Promise<void> {
	if (delta === 0) return;
	await trx
		.updateTable('pins')
		.set(
			column === 'favorite_count'
				? { favorite_count: bump(column, delta) }
				: { done_count: bump(column, delta) },
		)
		.where('id', '=', pinId)
		.execute();
}

/** Adds `delta` to a board's `follower_count` (BRD-06). */
export async function countBoardFollowers(trx: Db, boardId: string, delta: number): Promise<void> {
	if (delta === 0) return;
	await trx
		.updateTable('boards')
		.set({ follower_count: bump('follower_count', delta) })
		.where('id', '=', boardId)
		.execute();
}

/** Adds `delta` to a board's `section_count`. */
export async function countBoardSections(trx: Db, boardId: string, delta: number): Promise<void> {
	if (delta === 0) return;
	await trx
		.updateTable('boards')
		.set({ section_count: bump('section_count', delta) })
		.where('id', '=', boardId)
		.execute();
}

/** A board whose sections all went elsewhere (a merge's source) counts none. */
export async function clearBoardSections(trx: Db, boardId: string): Promise<void> {
	await trx.updateTable('boards').set({ section_count: 0 }).where('id', '=', boardId).execute();
}

/** One more accepted collaborator: `collaborator_count` + 1 and `is_collaborative` = 1. */
export async function countCollaboratorAdded(trx: Db, boardId: string): Promise<void> {
	await trx
		.updateTable('boards')
		.set({ collaborator_count: sql`collaborator_count + 1`, is_collaborative: 1 })
		.where('id', '=', boardId)
		.execute();
}

/**
 * One accepted collaborator fewer (never below zero); `is_collaborative` follows (1 while one
 * is left). Both right-hand sides read the old count, on SQLite and PostgreSQL alike.
 */
export async function countCollaboratorRemoved(trx: Db, boardId: string): Promise<void> {
	await trx
		.updateTable('boards')
		.set({
			collaborator_count: sql`case when collaborator_count > 0 then collaborator_count - 1 else 0 end`,
			is_collaborative: sql`case when collaborator_count > 1 then 1 else 0 end`,
		})
		.where('id', '=', boardId)
		.execute();
}

/** Counts of `items` by a key, skipping null keys (one counter change per key). */
export function countBy<T>(
	items: readonly T[],
	key: (item: T) => string | null,
): Map<string, number> {
	const out = new Map<string, number>();
	for (const item of items) {
		const k = key(item);
		if (k !== null) out.set(k, (out.get(k) ?? 0) + 1);
	}
	return out;
}
