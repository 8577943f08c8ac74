import { type Kysely, sql, type Transaction } from 'kysely';
import type { BoardSectionRow, Database } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import { countBoardSections } from '../pins/counters.repository.server.ts';
import { slugify } from '../pins/pin.ts';
import { deletePinsCounted } from '../pins/pin-writes.repository.server.ts';
import { type Board, sectionNameKey } from './board.ts';

/**
 * Takes the board's row lock for the rest of the transaction (a no-op update), so two requests
 * adding or renaming sections of one board run one after the other: the second sees the first's
 * title and slug instead of failing on the unique slug or making a duplicate (BRD-08).
 */
async function lockBoard(trx: Transaction<Database>, boardId: string): Promise<void> {
	await trx
		.updateTable('boards')
		.set({ section_count: sql`section_count` })
		.where('id', '=', boardId)
		.execute();
}

async function assertFreeTitle(
	db: Kysely<Database> | Transaction<Database>,
	boardId: string,
	title: string,
	exceptId?: string,
): Promise<void> {
	const rows = await db
		.selectFrom('board_sections')
		.select(['id', 'title'])
		.where('board_id', '=', boardId)
		.execute();
	const key = sectionNameKey(title);
	if (rows.some((r) => r.id !== exceptId && sectionNameKey(r.title) === key)) {
		throw new AppError('SectionNameTaken');
	}
}

async function freeSectionSlug(
	db: Kysely<Database> | Transaction<Database>,
	boardId: string,
	title: string,
	exceptId?: string,
): Promise<string> {
	const base = slugify(title, 50) || 'section';
	const rows = await db
		.selectFrom('board_sections')
		.select(['id', 'slug'])
		.where('board_id', '=', boardId)
		.execute();
	const used = new Set(rows.filter((r) => r.id !== exceptId).map((r) => r.slug));
	if (!used.has(base)) return base;
	for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Adds a section at the end of the board's sections and counts it (`section_count`). */
export async function createSection(
	db: Kysely<Database>,
	board: Board,
	title: string,
): Promise<BoardSectionRow> {
	return db.transaction().execute(async (trx) => {
		await lockBoard(trx, board.id);
		await assertFreeTitle(trx, board.id, title);
		const slug = await freeSectionSlug(trx, board.id, title);
		const last = await trx
			.selectFrom('board_sections')
			.select((eb) => eb.fn.max('position').as('p'))
			.where('board_id', '=', board.id)
			.executeTakeFirst();
		const row = await trx
			.insertInto('board_sections')
			.values({
				id: newId(),
				board_id: board.id,
				title,
				slug,
				position: last?.p === null || last?.p === undefined ? 0 : Number(last.p) + 1,
				created_at: new Date().toISOString(),
			})
			.returningAll()
			.executeTakeFirstOrThrow();
		await countBoardSections(trx, board.id, 1);
		return row;
	});
}

/** Renames a section (its slug follows the title). */
export async function renameSection(
	db: Kysely<Database>,
	section: BoardSectionRow,
	title: string,
): Promise<void> {
	await db.transaction().execute(async (trx) => {
		await lockBoard(trx, section.board_id);
		await assertFreeTitle(trx, section.board_id, title, section.id);
		const slug = await freeSectionSlug(trx, section.board_id, title, section.id);
		await trx
			.updateTable('board_sections')
			.set({ title, slug })
			.where('id', '=', section.id)
			.execute();
	});
}

/**
 * Deletes a section with its pins (as the original product does), fixing the board's
 * `pin_count` and `section_count` and every pinner's count; its pins leave every feed (BRD-09).
 */
export async function deleteSection(db: Kysely<Database>, section: BoardSectionRow): Promise<void> {
	for (;;) {
		const ids = await db
			.selectFrom('pins')
			.select('id')
			.where('section_id', '=', section.id)
			.limit(200)
			.execute();
		if (ids.length === 0) break;
		await db.transaction().execute((trx) =>
			deletePinsCounted(
				trx,
				ids.map((r) => r.id),
			),
		);
	}
	await db.transaction().execute(async (trx) => {
		const gone = await trx
			.deleteFrom('board_sections')
			.where('id', '=', section.id)
			.executeTakeFirst();
		if (Number(gone.numDeletedRows) === 0) return;
		await countBoardSections(trx, section.board_id, -1);
	});
}

/** Puts the board's sections in the given order (others follow in their order). */
export async function reorderSections(
	db: Kysely<Database>,
	boardId: string,
	sectionIds: readonly string[],
): Promise<void> {
	await db.transaction().execute(async (trx) => {
		const all = await trx
			.selectFrom('board_sections')
			.select('id')
			.where('board_id', '=', boardId)
			.orderBy('position')
			.orderBy('id')
			.execute();
		const known = new Set(all.map((s) => s.id));
		const unknown = sectionIds.find((id) => !known.has(id));
		if (unknown) throw new AppError('NotFound', { detail: `No section ${unknown} on this board.` });
		const first = new Set(sectionIds);
		const order = [...first, ...all.map((s) => s.id).filter((id) => !first.has(id))];
		for (const [position, id] of order.entries()) {
			await trx.updateTable('board_sections').set({ position }).where('id', '=', id).execute();
		}
	});
}
