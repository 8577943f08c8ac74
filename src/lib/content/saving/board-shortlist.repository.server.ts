import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { boardWritableBy } from '../../platform/access/board-visibility.server.ts';
import type { Database } from '../../platform/db/database.ts';

/** Most boards a picker lists; a viewer with more finds the rest with `query`. */
export const SHORTLIST_LIMIT = 500;

/**
 * Boards the user may save to (BRD-12): their own and those they collaborate on (accepted),
 * never archived ones. Most recently pinned-to first, then never-pinned ones by name. Each row
 * carries a thumbnail: the cover pin's image, else the board's newest pin's; only ever a pin of
 * that board (`board-cover.repository.server.ts` keeps the same rule for other lists).
 */
export async function listWritableBoards(
	db: Kysely<Database>,
	userId: string,
	options: { query?: string | undefined; limit: number },
) {
	let q = db
		.selectFrom('boards as b')
		.innerJoin('users as o', 'o.id', 'b.owner_id')
		.leftJoin('pins as cp', (join) =>
			join
				.on((eb) =>
					eb(
						'cp.id',
						'=',
						eb.fn.coalesce(
							'b.cover_pin_id',
							eb
								.selectFrom('pins as lp')
								.select('lp.id')
								.whereRef('lp.board_id', '=', 'b.id')
								.orderBy('lp.board_sort', 'desc')
								.limit(1),
						),
					),
				)
				// The thumbnail is always a pin of this board: a cover id naming another board's pin
				// (a stale cover, or a forged one pointing at a secret board) shows no image.
				.onRef('cp.board_id', '=', 'b.id'),
		)
		.leftJoin('media as m', 'm.id', 'cp.media_id')
		.select([
			'b.id',
			'b.name',
			'b.slug',
			'b.privacy',
			'b.is_archived',
			'b.is_collaborative',
			'b.owner_id',
			'b.pin_count',
			'b.section_count',
			'b.last_pinned_at',
			'o.username as owner_username',
			'm.storage_key as media_storage_key',
			'm.variants as media_variants',
		])
		.where(boardWritableBy(userId))
		.orderBy(sql`case when b.last_pinned_at is null then 1 else 0 end`)
		.orderBy('b.last_pinned_at', 'desc')
		.orderBy(sql`lower(b.name)`)
		.orderBy('b.id')
		.limit(options.limit);
	const query = options.query?.trim().toLowerCase();
	if (query) {
		const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
		q = q.where(sql<boolean>`lower(b.name) like ${pattern} escape '\\'`);
	}
	return q.execute();
}

export type WritableBoardRow = Awaited<ReturnType<typeof listWritableBoards>>[number];

/** The sections of the given boards, in each board's order. */
export async function listSectionsOfBoards(db: Kysely<Database>, boardIds: readonly string[]) {
	if (boardIds.length === 0) return [];
	return db
		.selectFrom('board_sections')
		.select(['id', 'board_id', 'title', 'slug'])
		.where('board_id', 'in', boardIds)
		.orderBy('board_id')
		.orderBy('position')
		.execute();
}

/**
 * The board the user last saved to among those they may still save to (the pin cards' board
 * button: Save puts a pin there at once), or undefined when they never pinned to one.
 */
export async function findLastPinnedBoard(db: Kysely<Database>, userId: string) {
	return db
		.selectFrom('boards as b')
		.select(['b.id', 'b.name'])
		.where(boardWritableBy(userId))
		.where('b.last_pinned_at', 'is not', null)
		.orderBy('b.last_pinned_at', 'desc')
		.orderBy('b.id', 'desc')
		.limit(1)
		.executeTakeFirst();
}
