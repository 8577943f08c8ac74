import { sql, type Updateable } from 'kysely';
import type { BoardRow, BoardTable, Db, NewBoardRow } from '../../platform/db/database.ts';
import { searchTerms } from '../../platform/text/search-terms.ts';

/**
 * The statements that write boards, their addresses (`board_slugs`) and the places of pins on
 * them: creating, editing, deleting, reordering, merging boards and moving pins. The rules and
 * the transactions are in the services (`create-board`, `board-edit`, `merge-boards`,
 * `move-pins`, `sections.service`); every function takes a `Db`, which may be their transaction,
 * and runs exactly one statement.
 */

/**
 * Takes the board's row lock for the rest of the transaction (a no-op update), so requests that
 * change one board's sections run one after the other (BRD-08).
 */
export async function lockBoard(db: Db, boardId: string): Promise<void> {
	await db
		.updateTable('boards')
		.set({ section_count: sql`section_count` })
		.where('id', '=', boardId)
		.execute();
}

/** The slugs of the owner's boards that are `base` or `base-…` (but `exceptBoardId`'s). */
export async function listBoardSlugsLike(
	db: Db,
	ownerId: string,
	base: string,
	exceptBoardId?: string,
): Promise<string[]> {
	const rows = await db
		.selectFrom('boards')
		.select('slug')
		.where('owner_id', '=', ownerId)
		.where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
		.$if(exceptBoardId !== undefined, (q) => q.where('id', '<>', exceptBoardId!))
		.execute();
	return rows.map((r) => r.slug);
}

/** Records `slug` as (one of) the board's addresses, taking it over from an older board. */
export async function rememberBoardSlug(
	db: Db,
	ownerId: string,
	slug: string,
	boardId: string,
	at: string,
): Promise<void> {
	await db
		.insertInto('board_slugs')
		.values({ owner_id: ownerId, slug, board_id: boardId, created_at: at })
		.onConflict((oc) =>
			oc.columns(['owner_id', 'slug']).doUpdateSet({ board_id: boardId, created_at: at }),
		)
		.execute();
}

/** Records an address of a board unless the owner's slug already has a row (which keeps its time). */
export async function keepBoardSlug(
	db: Db,
	row: { owner_id: string; slug: string; board_id: string; created_at: string },
): Promise<void> {
	await db
		.insertInto('board_slugs')
		.values(row)
		.onConflict((oc) => oc.columns(['owner_id', 'slug']).doNothing())
		.execute();
}

/** Points an address at a board, keeping the row's time when it exists. */
export async function pointBoardSlug(
	db: Db,
	row: { owner_id: string; slug: string; board_id: string; created_at: string },
): Promise<void> {
	await db
		.insertInto('board_slugs')
		.values(row)
		.onConflict((oc) => oc.columns(['owner_id', 'slug']).doUpdateSet({ board_id: row.board_id }))
		.execute();
}

/** Points every old address of one board at another. */
export async function repointBoardSlugs(db: Db, fromBoardId: string, toBoardId: string) {
	await db
		.updateTable('board_slugs')
		.set({ board_id: toBoardId })
		.where('board_id', '=', fromBoardId)
		.execute();
}

/** The lowest `position` among the owner's boards (null or undefined when they have none). */
export async function findFirstBoardPosition(db: Db, ownerId: string) {
	const first = await db
		.selectFrom('boards')
		.select((eb) => eb.fn.min('position').as('position'))
		.where('owner_id', '=', ownerId)
		.executeTakeFirst();
	return first?.position;
}

/**
 * A board's search terms (`platform/text/search-terms.ts`) for the name and description it is
 * given: folded words and Chinese and Japanese bigrams (a board has no language, so no stems).
 */
function boardTerms(set: { name?: string | undefined; description?: string | undefined }) {
	return {
		...(set.name !== undefined ? { name_terms: searchTerms(set.name, null) } : {}),
		...(set.description !== undefined
			? { description_terms: searchTerms(set.description, null) }
			: {}),
	};
}

export async function insertBoardRow(db: Db, row: NewBoardRow): Promise<BoardRow> {
	return db
		.insertInto('boards')
		.values({ ...row, ...boardTerms(row) })
		.returningAll()
		.executeTakeFirstOrThrow();
}

/** Updates a board; a new name or description writes its search terms too. */
export async function updateBoardRow(
	db: Db,
	boardId: string,
	set: Updateable<BoardTable>,
): Promise<void> {
	await db
		.updateTable('boards')
		.set({ ...set, ...boardTerms(set) })
		.where('id', '=', boardId)
		.execute();
}

/** Deletes a board row; false when it was gone already. */
export async function deleteBoardRow(db: Db, boardId: string): Promise<boolean> {
	const gone = await db.deleteFrom('boards').where('id', '=', boardId).executeTakeFirst();
	return Number(gone.numDeletedRows) !== 0;
}

/** The owner's board ids in their order. */
export async function listOwnerBoardIds(db: Db, ownerId: string): Promise<string[]> {
	const rows = await db
		.selectFrom('boards')
		.select(['id'])
		.where('owner_id', '=', ownerId)
		.orderBy('position')
		.orderBy('id', 'desc')
		.execute();
	return rows.map((r) => r.id);
}

export async function setBoardPosition(db: Db, boardId: string, position: number): Promise<void> {
	await db.updateTable('boards').set({ position }).where('id', '=', boardId).execute();
}

/** Ends the pending join requests of a board (COL-05). */
export async function deleteJoinRequests(db: Db, boardId: string): Promise<void> {
	await db
		.deleteFrom('board_collaborators')
		.where('board_id', '=', boardId)
		.where('status', '=', 'requested')
		.execute();
}

/** Whether the pin is on the board. */
export async function isPinOnBoard(db: Db, pinId: string, boardId: string): Promise<boolean> {
	const pin = await db
		.selectFrom('pins')
		.select('id')
		.where('id', '=', pinId)
		.where('board_id', '=', boardId)
		.executeTakeFirst();
	return pin !== undefined;
}

/** Up to `limit` ids of the pins on a board. */
export async function listBoardPinIds(db: Db, boardId: string, limit: number): Promise<string[]> {
	const rows = await db
		.selectFrom('pins')
		.select('id')
		.where('board_id', '=', boardId)
		.limit(limit)
		.execute();
	return rows.map((r) => r.id);
}

/** The ids of every pin on a board, in the board's order (newest sort key first). */
export async function listBoardPinIdsInOrder(db: Db, boardId: string): Promise<string[]> {
	const rows = await db
		.selectFrom('pins')
		.select('id')
		.where('board_id', '=', boardId)
		.orderBy('board_sort', 'desc')
		.execute();
	return rows.map((r) => r.id);
}

/** Takes the row locks of these pins for the rest of the transaction (a no-op update). */
export async function lockPins(db: Db, pinIds: readonly string[]): Promise<void> {
	await db
		.updateTable('pins')
		.set({ board_id: sql.ref('board_id') })
		.where('id', 'in', [...pinIds])
		.execute();
}

/** Where these pins are, with their board sort keys. */
export async function listPinPlacesWithSort(db: Db, pinIds: readonly string[]) {
	return db
		.selectFrom('pins')
		.select(['id', 'board_id', 'section_id', 'board_sort as board_sort_id'])
		.where('id', 'in', [...pinIds])
		.execute();
}

/** Puts one pin on a board and section with a new sort key. */
export async function setPinPlace(
	db: Db,
	pinId: string,
	set: { board_id: string; section_id: string | null; board_sort: string; updated_at: string },
): Promise<void> {
	await db.updateTable('pins').set(set).where('id', '=', pinId).execute();
}

/** Boards other than `keepBoardId` whose cover is one of these pins lose their cover. */
export async function clearCoversOf(
	db: Db,
	pinIds: readonly string[],
	keepBoardId: string,
): Promise<void> {
	await db
		.updateTable('boards')
		.set({ cover_pin_id: null })
		.where('id', '<>', keepBoardId)
		.where('cover_pin_id', 'in', [...pinIds])
		.execute();
}
