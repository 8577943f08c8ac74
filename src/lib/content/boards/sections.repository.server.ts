import type { Insertable, Updateable } from 'kysely';
import type { BoardSectionRow, BoardSectionTable, Db } from '../../platform/db/database.ts';

/** All SQL of board sections; the writes take the caller's transaction as `db`. */

/** A board's sections in the owner's order. */
export async function listSectionRows(db: Db, boardId: string): Promise<BoardSectionRow[]> {
	return db
		.selectFrom('board_sections')
		.selectAll()
		.where('board_id', '=', boardId)
		.orderBy('position')
		.orderBy('id')
		.execute();
}

export async function findSectionRow(db: Db, id: string): Promise<BoardSectionRow | undefined> {
	return db.selectFrom('board_sections').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The ids and titles of a board's sections. */
export async function listSectionTitles(db: Db, boardId: string) {
	return db
		.selectFrom('board_sections')
		.select(['id', 'title'])
		.where('board_id', '=', boardId)
		.execute();
}

/** The ids and slugs of a board's sections. */
export async function listSectionSlugs(db: Db, boardId: string) {
	return db
		.selectFrom('board_sections')
		.select(['id', 'slug'])
		.where('board_id', '=', boardId)
		.execute();
}

/** The ids, slugs and titles of a board's sections. */
export async function listSectionHeads(db: Db, boardId: string) {
	return db
		.selectFrom('board_sections')
		.select(['id', 'slug', 'title'])
		.where('board_id', '=', boardId)
		.execute();
}

/** The highest `position` among a board's sections (null or undefined when it has none). */
export async function findLastSectionPosition(db: Db, boardId: string) {
	const last = await db
		.selectFrom('board_sections')
		.select((eb) => eb.fn.max('position').as('p'))
		.where('board_id', '=', boardId)
		.executeTakeFirst();
	return last?.p;
}

/** A board's section ids in the owner's order. */
export async function listSectionIds(db: Db, boardId: string): Promise<string[]> {
	const rows = await db
		.selectFrom('board_sections')
		.select('id')
		.where('board_id', '=', boardId)
		.orderBy('position')
		.orderBy('id')
		.execute();
	return rows.map((r) => r.id);
}

/** Up to `limit` ids of the pins in a section. */
export async function listSectionPinIds(db: Db, sectionId: string, limit: number) {
	const rows = await db
		.selectFrom('pins')
		.select('id')
		.where('section_id', '=', sectionId)
		.limit(limit)
		.execute();
	return rows.map((r) => r.id);
}

export async function insertSectionRow(
	db: Db,
	row: Insertable<BoardSectionTable>,
): Promise<BoardSectionRow> {
	return db.insertInto('board_sections').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateSectionRow(
	db: Db,
	sectionId: string,
	set: Updateable<BoardSectionTable>,
): Promise<void> {
	await db.updateTable('board_sections').set(set).where('id', '=', sectionId).execute();
}

/** Deletes a section row; false when it was gone already. */
export async function deleteSectionRow(db: Db, sectionId: string): Promise<boolean> {
	const gone = await db.deleteFrom('board_sections').where('id', '=', sectionId).executeTakeFirst();
	return Number(gone.numDeletedRows) !== 0;
}
