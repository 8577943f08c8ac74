import type { Kysely } from 'kysely';
import type { BoardRow, Database, Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { countUserBoards } from '../pins/counters.repository.server.ts';
import { slugify } from '../pins/pin.ts';
import {
	findFirstBoardPosition,
	insertBoardRow,
	listBoardSlugsLike,
	rememberBoardSlug,
} from './board-writes.repository.server.ts';

export const BOARD_NAME_LIMIT = 50;
export const BOARD_DESCRIPTION_LIMIT = 500;

/**
 * A slug for `name` that none of the owner's live boards uses: `summer-recipes`, then
 * `summer-recipes-2`, … Old slugs (SEO-07) may be taken over: a live board wins over history.
 */
export async function freeBoardSlug(
	db: Db,
	ownerId: string,
	name: string,
	exceptBoardId?: string,
): Promise<string> {
	const base = slugify(name, 50) || 'board';
	const used = new Set(await listBoardSlugsLike(db, ownerId, base, exceptBoardId));
	if (!used.has(base)) return base;
	for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Creates a board for `ownerId` and counts it on the owner, in one transaction. The caller has
 * validated `name` (trimmed, 1..50 characters) and `description`.
 */
export async function createBoard(
	db: Kysely<Database>,
	ownerId: string,
	input: { name: string; description?: string; privacy: 'public' | 'secret' },
): Promise<BoardRow> {
	// Two boards of one name made at once may pick the same free slug: the loser tries again.
	for (let attempt = 1; ; attempt++) {
		try {
			return await insertBoard(db, ownerId, input);
		} catch (error) {
			if (attempt >= 5 || !isUniqueViolation(error)) throw error;
		}
	}
}

/** A unique constraint refused the write (PostgreSQL and SQLite codes). */
export function isUniqueViolation(error: unknown): boolean {
	const code = (error as { code?: unknown } | null)?.code;
	return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

async function insertBoard(
	db: Kysely<Database>,
	ownerId: string,
	input: { name: string; description?: string; privacy: 'public' | 'secret' },
): Promise<BoardRow> {
	return db.transaction().execute(async (trx) => {
		const at = new Date().toISOString();
		const slug = await freeBoardSlug(trx, ownerId, input.name);
		const id = newId();
		// New boards go first in the owner's order.
		const first = await findFirstBoardPosition(trx, ownerId);
		const position = first === null || first === undefined ? 0 : Number(first) - 1;
		const board = await insertBoardRow(trx, {
			id,
			owner_id: ownerId,
			name: input.name,
			slug,
			description: input.description ?? '',
			privacy: input.privacy,
			cover_pin_id: null,
			position,
			created_at: at,
			updated_at: at,
		});
		await rememberBoardSlug(trx, ownerId, slug, id, at);
		await countUserBoards(trx, ownerId, 1);
		return board;
	});
}
