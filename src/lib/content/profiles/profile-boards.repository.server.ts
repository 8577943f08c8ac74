import type { Kysely } from 'kysely';
import { boardReadableBy } from '../../platform/access/board-visibility.server.ts';
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
