import type { Kysely } from 'kysely';
import { boardReadableBy } from '../../platform/access/board-visibility.server.ts';
import { personContentVisibleSql } from '../../platform/access/person-visibility.server.ts';
import type { Database } from '../../platform/db/database.ts';
import { selectBoardsWithCover } from '../boards/board-cover.repository.server.ts';

/** SQL of the boards on a profile (BRD-15) and their cover images. */

/** At most this many boards show on a profile (its owner's order; archived ones last). */
const PROFILE_BOARD_LIMIT = 250;

/**
 * The boards `ownerId` owns that the viewer may read (strangers: public live boards; the owner
 * and accepted collaborators also see secret and archived ones), with the cover pin's image.
 */
export async function listProfileBoardRows(
	db: Kysely<Database>,
	ownerId: string,
	viewerId: string | null,
) {
	return selectBoardsWithCover(db)
		.select([
			'b.id',
			'b.name',
			'b.slug',
			'b.description',
			'b.privacy',
			'b.is_archived',
			'b.is_collaborative',
			'b.pin_count',
			'b.section_count',
			'b.follower_count',
			'b.last_pinned_at',
			'b.cover_pin_id',
		])
		.where('b.owner_id', '=', ownerId)
		.where(boardReadableBy(viewerId))
		.orderBy('b.is_archived', 'asc')
		.orderBy('b.position', 'asc')
		.orderBy('b.id', 'desc')
		.limit(PROFILE_BOARD_LIMIT)
		.execute();
}

export type ProfileBoardRow = Awaited<ReturnType<typeof listProfileBoardRows>>[number];

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
