import { type Kysely, sql } from 'kysely';
import { type PinJoinedRow, selectPinRows } from '../../content/pins/pins.repository.server.ts';
import { discoveryVisibleSql } from '../../platform/access/discovery-visibility.server.ts';
import type { Database } from '../../platform/db/database.ts';
import type { RelatedSource } from './related-score.ts';

/** All SQL of related pins (FED-11 "More like this"). */

/** How many candidates each source may give (so a page costs the same on any size of world). */
const PER_SOURCE = { board: 40, cosave: 40, interest: 80 } as const;
/** At most this many boards a pin (or its original) was saved to are asked for co-saved pins. */
const COSAVE_BOARDS = 6;

/** A candidate as the ranking needs it. */
export interface RelatedCandidateRow {
	id: string;
	media_id: string;
	title: string;
	dominant_color: string;
	/** 1 board, 2 co-saved board, 3 shared interest. */
	src: number;
}

export const SOURCE_OF: Record<number, RelatedSource> = { 1: 'board', 2: 'cosave', 3: 'interest' };

/**
 * Up to `COSAVE_BOARDS` boards, other than `boardId`, holding the pin's original (`rootId`) or a
 * save of it: boards people made with this idea. Found through `pins_origin_idx` and the primary
 * key and read no further than a few rows (saves are not ordered: any few boards will do), so a
 * pin saved a hundred thousand times costs the same as one saved once.
 */
export async function listCoSaveBoardIds(
	db: Kysely<Database>,
	pin: { boardId: string; rootId: string },
): Promise<string[]> {
	const found = await db
		.selectFrom('pins as s')
		.select('s.board_id')
		.where((w) => w.or([w('s.origin_pin_id', '=', pin.rootId), w('s.id', '=', pin.rootId)]))
		.where('s.board_id', '!=', pin.boardId)
		// Several saves may sit on one board: read a few more rows than boards wanted.
		.limit(COSAVE_BOARDS * 4)
		.execute();
	return [...new Set(found.map((r) => r.board_id))].slice(0, COSAVE_BOARDS);
}

/**
 * Every candidate related to a pin that the reader may see, in one query. Candidates come from
 * index ranges, each capped (PER_SOURCE):
 * - the newest pins of the pin's board (`(board_id, board_sort)`);
 * - the newest pins of each co-saved board (`listCoSaveBoardIds`), one `(board_id, board_sort)`
 *   range per board sharing the source's cap, so a board of a hundred thousand pins is read no
 *   further than its share (one `board_id in (…) order by id` would sort every pin of them);
 * - the newest pins of the pin's most specific interest (`(interest_id, pin_id)`).
 * Pins showing the same picture as the pin itself are left out (saves of it, its original).
 * A pin found by several sources comes back once per source.
 */
export async function listRelatedCandidates(
	db: Kysely<Database>,
	pin: { id: string; boardId: string; rootId: string; coSaveBoardIds: readonly string[] },
	readerId: string | null,
): Promise<RelatedCandidateRow[]> {
	/** The newest `limit` pins of a board, each as a candidate of source `src`. */
	const newestOfBoard = (boardId: string, limit: number, src: 1 | 2) =>
		db
			.selectFrom(
				db
					.selectFrom('pins')
					.select('id')
					.where('board_id', '=', boardId)
					.orderBy('board_sort', 'desc')
					.limit(limit)
					.as('a'),
			)
			.select(['a.id as pin_id', sql<number>`${sql.lit(src)}`.as('src')]);
	const coSaveBoards = pin.coSaveBoardIds.slice(0, COSAVE_BOARDS);
	const perCoSaveBoard = Math.ceil(PER_SOURCE.cosave / Math.max(1, coSaveBoards.length));
	const sharedInterest = db
		.selectFrom(
			db
				.selectFrom('pin_interests')
				.select('pin_id')
				.where('interest_id', '=', (eb) =>
					eb
						.selectFrom('pin_interests as pi')
						.innerJoin('interests as i', 'i.id', 'pi.interest_id')
						.select('pi.interest_id')
						.where('pi.pin_id', 'in', [pin.id, pin.rootId])
						// The most specific interest: a sub-interest before its category.
						.orderBy('i.is_category', 'asc')
						.orderBy('pi.interest_id', 'asc')
						.limit(1),
				)
				.orderBy('pin_id', 'desc')
				.limit(PER_SOURCE.interest)
				.as('t'),
		)
		.select(['t.pin_id', sql<number>`3`.as('src')]);
	let candidates = newestOfBoard(pin.boardId, PER_SOURCE.board, 1);
	for (const boardId of coSaveBoards) {
		candidates = candidates.unionAll(newestOfBoard(boardId, perCoSaveBoard, 2));
	}
	candidates = candidates.unionAll(sharedInterest);

	const rows = await db
		.selectFrom(candidates.as('cand'))
		.innerJoin('pins as p', 'p.id', 'cand.pin_id')
		.innerJoin('boards as b', 'b.id', 'p.board_id')
		.innerJoin('users as o', 'o.id', 'b.owner_id')
		.innerJoin('users as u', 'u.id', 'p.pinner_id')
		.select(['p.id', 'p.media_id', 'p.title', 'p.dominant_color', 'cand.src'])
		.where(discoveryVisibleSql(readerId))
		.where('p.id', '!=', pin.id)
		.where('p.media_id', '!=', (eb) =>
			eb.selectFrom('pins as me').select('me.media_id').where('me.id', '=', pin.id),
		)
		.execute();
	return rows.map((r) => ({ ...r, src: Number(r.src) }));
}

/** Card rows of these pins (already filtered for the viewer), in no particular order. */
export async function relatedPinRows(
	db: Kysely<Database>,
	ids: readonly string[],
): Promise<PinJoinedRow[]> {
	if (ids.length === 0) return [];
	return selectPinRows(db).where('p.id', 'in', ids).execute();
}
