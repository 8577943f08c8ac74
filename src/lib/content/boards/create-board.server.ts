import type { Kysely, Transaction } from 'kysely';
import type { BoardRow, Database } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { countUserBoards } from '../pins/counters.repository.server.ts';
import { slugify } from '../pins/pin.ts';

export const BOARD_NAME_LIMIT = 50;
export const BOARD_DESCRIPTION_LIMIT = 500;

/**
 * A slug for `name` that none of the owner's live boards uses: `summer-recipes`, then
 * `summer-recipes-2`, … Old slugs (SEO-07) may be taken over: a live board wins over history.
 */
export async function freeBoardSlug(
	db: Kysely<Database> | Transaction<Database>,
	ownerId: string,
	name: string,
	exceptBoardId?: string,
): Promise<string> {
	const base = slugify(name, 50) || 'board';
	const taken = await db
		.selectFrom('boards')
		.select('slug')
		.where('owner_id', '=', ownerId)
		.where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
		.$if(exceptBoardId !== undefined, (q) => q.where('id', '<>', exceptBoardId!))
		.execute();
	const used = new Set(taken.map((r) => r.slug));
	if (!used.has(base)) return base;
	for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Records `slug` as (one of) the board's addresses, taking it over from an older board. */
export async function rememberBoardSlug(
	db: Kysely<Database> | Transaction<Database>,
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
		const first = await trx
			.selectFrom('boards')
			.select((eb) => eb.fn.min('position').as('position'))
			.where('owner_id', '=', ownerId)
			.executeTakeFirst();
		const position =
			first?.position === null || first?.position === undefined ? 0 : Number(first.position) - 1;
		const board = await trx
			.insertInto('boards')
			.values({
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
			})
			.returningAll()
			.executeTakeFirstOrThrow();
		await rememberBoardSlug(trx, ownerId, slug, id, at);
		await countUserBoards(trx, ownerId, 1);
		return board;
	});
}
