import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Adds `delta` (may be negative) to a counter column without ever going below zero (BRD-05). */
export function bump(column: string, delta: number) {
	if (delta >= 0) return sql<number>`${sql.ref(column)} + ${delta}`;
	return sql<number>`case when ${sql.ref(column)} > ${-delta} then ${sql.ref(column)} - ${-delta} else 0 end`;
}

/** Adds `delta` to a board's `pin_count`. */
export async function bumpBoardPins(trx: Db, boardId: string, delta: number): Promise<void> {
	if (delta === 0) return;
	await trx
		.updateTable('boards')
		.set({ pin_count: bump('pin_count', delta) })
		.where('id', '=', boardId)
		.execute();
}

/** Adds `delta` to a section's `pin_count`. */
export async function bumpSectionPins(trx: Db, sectionId: string, delta: number): Promise<void> {
	if (delta === 0) return;
	await trx
		.updateTable('board_sections')
		.set({ pin_count: bump('pin_count', delta) })
		.where('id', '=', sectionId)
		.execute();
}

/** Counts of `items` by a key, skipping null keys. */
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

/**
 * Deletes pins and every count that counted them, in the caller's transaction: their boards'
 * and sections' `pin_count`, their pinners' `users.pin_count`, and the `repin_count` of the
 * pins they were saved from. Reactions, favorites, stats and the like go by cascade. A deleted
 * pin is gone from every feed at once because feeds read the `pins` table (BRD-09, PIN-15).
 */
export async function deletePinsCounted(trx: Transaction<Database>, pinIds: readonly string[]) {
	if (pinIds.length === 0) return 0;
	// Counted from the rows this statement deleted: a pin that a racing request deleted first
	// is not counted off twice (BRD-05).
	const rows = await trx
		.deleteFrom('pins')
		.where('id', 'in', [...pinIds])
		.returning(['id', 'board_id', 'section_id', 'pinner_id', 'origin_pin_id'])
		.execute();
	if (rows.length === 0) return 0;
	for (const [boardId, n] of countBy(rows, (r) => r.board_id))
		await bumpBoardPins(trx, boardId, -n);
	for (const [sectionId, n] of countBy(rows, (r) => r.section_id))
		await bumpSectionPins(trx, sectionId, -n);
	for (const [userId, n] of countBy(rows, (r) => r.pinner_id)) {
		await trx
			.updateTable('users')
			.set({ pin_count: bump('pin_count', -n) })
			.where('id', '=', userId)
			.execute();
	}
	for (const [originId, n] of countBy(rows, (r) => r.origin_pin_id)) {
		await trx
			.updateTable('pins')
			.set({ repin_count: bump('repin_count', -n) })
			.where('id', '=', originId)
			.execute();
	}
	// A board whose cover pin went away falls back to its newest pins.
	await trx
		.updateTable('boards')
		.set({ cover_pin_id: null })
		.where(
			'cover_pin_id',
			'in',
			rows.map((r) => r.id),
		)
		.execute();
	return rows.length;
}
