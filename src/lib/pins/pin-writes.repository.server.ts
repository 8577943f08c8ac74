import type { Kysely, Transaction } from 'kysely';
import type { Database, NewPinRow, PinRow } from '../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The board fields access and counts need. */
export async function findBoardForPin(db: Db, boardId: string) {
	return db
		.selectFrom('boards')
		.select(['id', 'owner_id', 'privacy', 'is_archived', 'is_collaborative'])
		.where('id', '=', boardId)
		.executeTakeFirst();
}

/** The section's board, or undefined when there is no such section. */
export async function findSectionBoardId(db: Db, sectionId: string): Promise<string | undefined> {
	const row = await db
		.selectFrom('board_sections')
		.select('board_id')
		.where('id', '=', sectionId)
		.executeTakeFirst();
	return row?.board_id;
}

/** A media row if `ownerId` uploaded it. */
export async function findOwnMedia(db: Db, mediaId: string, ownerId: string) {
	return db
		.selectFrom('media')
		.select(['id', 'dominant_color'])
		.where('id', '=', mediaId)
		.where('owner_id', '=', ownerId)
		.executeTakeFirst();
}

/** The stored pin row (no joins), for writes. */
export async function findPinForWrite(db: Db, pinId: string): Promise<PinRow | undefined> {
	return db.selectFrom('pins').selectAll().where('id', '=', pinId).executeTakeFirst();
}

export async function insertPinRow(trx: Db, row: NewPinRow): Promise<void> {
	await trx.insertInto('pins').values(row).execute();
}

export async function updatePinRow(
	trx: Db,
	pinId: string,
	changes: Partial<
		Pick<
			NewPinRow,
			| 'title'
			| 'description'
			| 'link'
			| 'domain'
			| 'alt_text'
			| 'board_id'
			| 'section_id'
			| 'board_sort'
			| 'updated_at'
		>
	>,
): Promise<void> {
	await trx.updateTable('pins').set(changes).where('id', '=', pinId).execute();
}

/** Deletes the pin row (its marks, stats and interests go with it); false when it was gone. */
export async function deletePinRow(trx: Db, pinId: string): Promise<boolean> {
	const result = await trx.deleteFrom('pins').where('id', '=', pinId).executeTakeFirst();
	if (Number(result.numDeletedRows) === 0) return false;
	await trx
		.updateTable('boards')
		.set({ cover_pin_id: null })
		.where('cover_pin_id', '=', pinId)
		.execute();
	return true;
}
