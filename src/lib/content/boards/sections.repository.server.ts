import type { BoardSectionRow, Db } from '../../platform/db/database.ts';

/** All SQL that reads board sections. */

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

export async function findSectionRowBySlug(
	db: Db,
	boardId: string,
	slug: string,
): Promise<BoardSectionRow | undefined> {
	return db
		.selectFrom('board_sections')
		.selectAll()
		.where('board_id', '=', boardId)
		.where('slug', '=', slug)
		.executeTakeFirst();
}
