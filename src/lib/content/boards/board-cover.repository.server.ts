import type { Expression, ExpressionBuilder, Kysely, SelectQueryBuilder, SqlBool } from 'kysely';
import {
	personContentVisibleSql,
	personVisibleSql,
} from '../../platform/access/person-visibility.server.ts';
import type { Database } from '../../platform/db/database.ts';

/**
 * Board covers. The cover shows only while it is a pin of this board that moderation has not
 * hidden, pinned by the board's owner or by someone everyone sees (`person-visibility.ts`: not
 * a private profile, not a deactivated or suspended account): a stale cover (the pin moved or
 * was deleted), a hidden one or one of a hidden pinner shows no image. Every list of boards
 * with covers (profiles, search) goes through `withBoardCover`, so they agree on that rule.
 */
export interface BoardCoverColumns {
	cover_storage_key: string | null;
	cover_variants: string | null;
	cover_color: string | null;
}

/** What `withBoardCover` reads of `b`: a boards row, or a page of them selected as `b`. */
interface CoverSource {
	b: { id: string; owner_id: string; cover_pin_id: string | null };
}

/**
 * Whether pin `cp` of board `b` may be shown as its picture: moderation has not hidden it, and
 * the board's owner or someone everyone sees pinned it. The one rule of both cover lookups.
 */
// biome-ignore lint/suspicious/noExplicitAny: used inside joins and subqueries of several shapes; the aliases `cp` and `b` are the contract.
function coverPinShows(eb: ExpressionBuilder<any, any>): Expression<SqlBool> {
	return eb.and([
		eb('cp.is_hidden', '=', 0),
		eb.or([
			eb('cp.pinner_id', '=', eb.ref('b.owner_id')),
			eb.exists(
				eb
					.selectFrom('users as cpu')
					.select('cpu.id')
					.whereRef('cpu.id', '=', 'cp.pinner_id')
					.where(personVisibleSql('cpu', null)),
			),
		]),
	]);
}

/**
 * Adds the cover image of `b` to a query (`cover_storage_key`, `cover_variants`,
 * `cover_color`). Joining covers onto a page that is already cut (a subquery as `b`) looks up
 * only the page's covers, not every candidate's.
 */
export function withBoardCover<DB extends CoverSource, TB extends keyof DB, O>(
	query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O & BoardCoverColumns> {
	// Kysely cannot resolve `b.…` references against a generic DB, so the joins are written on
	// the concrete shape `CoverSource` guarantees.
	const q = query as unknown as SelectQueryBuilder<Database & CoverSource, 'b', O>;
	return q
		.leftJoin('pins as cp', (join) =>
			join
				.onRef('cp.id', '=', 'b.cover_pin_id')
				.onRef('cp.board_id', '=', 'b.id')
				.on(coverPinShows),
		)
		.leftJoin('media as cm', 'cm.id', 'cp.media_id')
		.select([
			'cm.storage_key as cover_storage_key',
			'cm.variants as cover_variants',
			'cm.dominant_color as cover_color',
		]) as unknown as SelectQueryBuilder<DB, TB, O & BoardCoverColumns>;
}

/** `boards as b` with its cover image selected (see `withBoardCover`). */
export function selectBoardsWithCover(db: Kysely<Database>) {
	return withBoardCover(db.selectFrom('boards as b'));
}

/**
 * Like `withBoardCover`, but a board without a showing cover pin takes its newest pin that
 * shows under the same rule (BRD-01's `cover_images`: the cover pin, else the newest pins), so
 * every board with a pin anyone sees has a picture: for one small image per board where boards
 * of one name must be told apart (the search typeahead). One media row per board, looked up by
 * the board's own pins (`pins_board_sort_idx`).
 */
export function withBoardCoverOrNewest<DB extends CoverSource, TB extends keyof DB, O>(
	query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O & BoardCoverColumns> {
	const q = query as unknown as SelectQueryBuilder<Database & CoverSource, 'b', O>;
	return q
		.leftJoin('media as cm', (join) =>
			join.on((eb) => {
				// A pin of `b` that may be its picture (`coverPinShows`). Each use is its own
				// subquery, so one alias.
				const shown = () =>
					eb.selectFrom('pins as cp').whereRef('cp.board_id', '=', 'b.id').where(coverPinShows);
				const coverPin = shown()
					.select('cp.media_id')
					.whereRef('cp.id', '=', 'b.cover_pin_id')
					.limit(1);
				const newestPin = shown().select('cp.media_id').orderBy('cp.board_sort', 'desc').limit(1);
				return eb('cm.id', '=', eb.fn.coalesce(coverPin, newestPin));
			}),
		)
		.select([
			'cm.storage_key as cover_storage_key',
			'cm.variants as cover_variants',
			'cm.dominant_color as cover_color',
		]) as unknown as SelectQueryBuilder<DB, TB, O & BoardCoverColumns>;
}

/**
 * The newest `perBoard` pins' images of each board (board order: `board_sort`), in one query:
 * a `union all` of one small index range per board (`pins_board_sort_idx`), so a board with a
 * hundred thousand pins costs what a board with three does. Callers order by `board_sort`.
 * Only pins the reader may see make thumbnails: a private profile's pins only for the board's
 * members, a deactivated or suspended pinner's for nobody (`person-visibility.ts`).
 */
export async function listBoardThumbRows(
	db: Kysely<Database>,
	boardIds: string[],
	perBoard: number,
	readerId: string | null,
) {
	const part = (boardId: string) =>
		db
			.selectFrom((eb) =>
				eb
					.selectFrom('pins as p')
					.innerJoin('media as m', 'm.id', 'p.media_id')
					.innerJoin('boards as b', 'b.id', 'p.board_id')
					.innerJoin('users as u', 'u.id', 'p.pinner_id')
					.where(personContentVisibleSql('u', readerId, { board: 'b' }))
					.select([
						'p.board_id',
						'p.id as pin_id',
						'p.board_sort',
						'm.storage_key',
						'm.variants',
						'm.dominant_color',
					])
					.where('p.board_id', '=', boardId)
					.where('p.is_hidden', '=', 0)
					.orderBy('p.board_sort', 'desc')
					.limit(perBoard)
					.as('t'),
			)
			.selectAll('t');
	const [first, ...rest] = boardIds;
	if (first === undefined) return [];
	let query = part(first);
	for (const id of rest) query = query.unionAll(part(id));
	return query.execute();
}
