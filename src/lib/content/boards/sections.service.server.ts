import type { Kysely } from 'kysely';
import type { BoardSectionRow, Database, Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/errors.ts';
import { countBoardSections } from '../pins/counters.repository.server.ts';
import { slugify } from '../pins/pin.ts';
import { deletePinsCounted } from '../pins/pin-writes.repository.server.ts';
import { type Board, sectionNameKey } from './board.ts';
import { lockBoard } from './board-writes.repository.server.ts';
import {
	deleteSectionRow,
	findLastSectionPosition,
	insertSectionRow,
	listSectionIds,
	listSectionPinIds,
	listSectionSlugs,
	listSectionTitles,
	updateSectionRow,
} from './sections.repository.server.ts';

async function assertFreeTitle(
	db: Db,
	boardId: string,
	title: string,
	exceptId?: string,
): Promise<void> {
	const rows = await listSectionTitles(db, boardId);
	const key = sectionNameKey(title);
	if (rows.some((r) => r.id !== exceptId && sectionNameKey(r.title) === key)) {
		throw new AppError('SectionNameTaken');
	}
}

async function freeSectionSlug(
	db: Db,
	boardId: string,
	title: string,
	exceptId?: string,
): Promise<string> {
	const base = slugify(title, 50) || 'section';
	const rows = await listSectionSlugs(db, boardId);
	const used = new Set(rows.filter((r) => r.id !== exceptId).map((r) => r.slug));
	if (!used.has(base)) return base;
	for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Adds a section at the end of the board's sections and counts it (`section_count`). The board's
 * row lock (`lockBoard`) comes first, so two requests adding or renaming sections of one board
 * run one after the other: the second sees the first's title and slug instead of failing on the
 * unique slug or making a duplicate (BRD-08).
 */
export async function createSection(
	db: Kysely<Database>,
	board: Board,
	title: string,
): Promise<BoardSectionRow> {
	return db.transaction().execute(async (trx) => {
		await lockBoard(trx, board.id);
		await assertFreeTitle(trx, board.id, title);
		const slug = await freeSectionSlug(trx, board.id, title);
		const last = await findLastSectionPosition(trx, board.id);
		const row = await insertSectionRow(trx, {
			id: newId(),
			board_id: board.id,
			title,
			slug,
			position: last === null || last === undefined ? 0 : Number(last) + 1,
			created_at: new Date().toISOString(),
		});
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
		await updateSectionRow(trx, section.id, { title, slug });
	});
}

/**
 * Deletes a section with its pins (as the original product does), fixing the board's
 * `pin_count` and `section_count` and every pinner's count; its pins leave every feed (BRD-09).
 */
export async function deleteSection(db: Kysely<Database>, section: BoardSectionRow): Promise<void> {
	for (;;) {
		const ids = await listSectionPinIds(db, section.id, 200);
		if (ids.length === 0) break;
		await db.transaction().execute((trx) => deletePinsCounted(trx, ids));
	}
	await db.transaction().execute(async (trx) => {
		if (!(await deleteSectionRow(trx, section.id))) return;
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
		const all = await listSectionIds(trx, boardId);
		const known = new Set(all);
		const unknown = sectionIds.find((id) => !known.has(id));
		if (unknown) throw new AppError('NotFound', { detail: `No section ${unknown} on this board.` });
		const first = new Set(sectionIds);
		const order = [...first, ...all.filter((id) => !first.has(id))];
		for (const [position, id] of order.entries()) await updateSectionRow(trx, id, { position });
	});
}
