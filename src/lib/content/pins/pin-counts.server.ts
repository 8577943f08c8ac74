import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** `column - 1`, never below zero (BRD-05). */
const decrement = (column: string) =>
	sql<number>`case when ${sql.ref(column)} > 0 then ${sql.ref(column)} - 1 else 0 end`;
const increment = (column: string) => sql<number>`${sql.ref(column)} + 1`;

/**
 * BRD-05: a pin arrived on a board (and section): the board's and section's pin counts go up
 * and the board becomes the last pinned-to (BRD-10, BRD-12). Call it in the transaction that
 * writes the pin. Saving (repins) calls it too.
 */
export async function countPinArrived(
	trx: Db,
	place: { boardId: string; sectionId: string | null },
	at: string,
): Promise<void> {
	await trx
		.updateTable('boards')
		.set({ pin_count: increment('pin_count'), last_pinned_at: at })
		.where('id', '=', place.boardId)
		.execute();
	if (place.sectionId) {
		await trx
			.updateTable('board_sections')
			.set({ pin_count: increment('pin_count') })
			.where('id', '=', place.sectionId)
			.execute();
	}
}

/** BRD-05: a pin left a board (and section), moved away or deleted; counts never go below 0. */
export async function countPinLeft(
	trx: Db,
	place: { boardId: string; sectionId: string | null },
): Promise<void> {
	await trx
		.updateTable('boards')
		.set({ pin_count: decrement('pin_count') })
		.where('id', '=', place.boardId)
		.execute();
	if (place.sectionId) {
		await trx
			.updateTable('board_sections')
			.set({ pin_count: decrement('pin_count') })
			.where('id', '=', place.sectionId)
			.execute();
	}
}

/** A user's pin count (`users.pin_count`) up or down by one, never below 0. */
export async function countUserPins(trx: Db, userId: string, change: 1 | -1): Promise<void> {
	await trx
		.updateTable('users')
		.set({ pin_count: change === 1 ? increment('pin_count') : decrement('pin_count') })
		.where('id', '=', userId)
		.execute();
}

/** A pin's repin count up or down by one (a save of it made or deleted), never below 0. */
export async function countRepins(trx: Db, originPinId: string, change: 1 | -1): Promise<void> {
	await trx
		.updateTable('pins')
		.set({ repin_count: change === 1 ? increment('repin_count') : decrement('repin_count') })
		.where('id', '=', originPinId)
		.execute();
}

/** A pin's favorite or done count (PIN-20) up or down by one, never below 0. */
export async function countPinMark(
	trx: Db,
	pinId: string,
	column: 'favorite_count' | 'done_count',
	change: 1 | -1,
): Promise<void> {
	await trx
		.updateTable('pins')
		.set(
			column === 'favorite_count'
				? { favorite_count: change === 1 ? increment(column) : decrement(column) }
				: { done_count: change === 1 ? increment(column) : decrement(column) },
		)
		.where('id', '=', pinId)
		.execute();
}
