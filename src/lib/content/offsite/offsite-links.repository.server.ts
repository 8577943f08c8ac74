import type { Kysely } from 'kysely';
import { boardReadableBy } from '../../platform/access/board-visibility.server.ts';
import { personLiveSql } from '../../platform/access/person-visibility.server.ts';
import type { Database } from '../../platform/db/database.ts';

/** The reads of pins' links that the offsite check and interstitial sign and verify. */

/** A pin's link as it is now (undefined: no such pin, null: no link). */
export async function findPinLink(
	db: Kysely<Database>,
	pinId: string,
): Promise<string | null | undefined> {
	const row = await db.selectFrom('pins').select('link').where('id', '=', pinId).executeTakeFirst();
	return row?.link;
}

/**
 * A pin's link when `viewerId` may read the pin (its board readable, its owner live, and a pin
 * hidden by moderation only for its pinner and the board's members: the closeup's rule), else
 * null.
 */
export async function findReadablePinLink(
	db: Kysely<Database>,
	viewerId: string | null,
	pinId: string,
): Promise<string | null> {
	const row = await db
		.selectFrom('pins as p')
		.innerJoin('boards as b', 'b.id', 'p.board_id')
		// A deactivated or suspended owner's boards and pins are not found (SET-12).
		.innerJoin('users as o', (join) => join.onRef('o.id', '=', 'b.owner_id').on(personLiveSql('o')))
		.select('p.link')
		.where('p.id', '=', pinId)
		.where(boardReadableBy(viewerId))
		// A pin hidden by moderation: only its pinner and the board's members (the closeup's rule).
		.where((eb) =>
			viewerId === null
				? eb('p.is_hidden', '=', 0)
				: eb.or([
						eb('p.is_hidden', '=', 0),
						eb('p.pinner_id', '=', viewerId),
						eb('b.owner_id', '=', viewerId),
						eb.exists(
							eb
								.selectFrom('board_collaborators as bc')
								.select('bc.user_id')
								.whereRef('bc.board_id', '=', 'b.id')
								.where('bc.user_id', '=', viewerId)
								.where('bc.status', '=', 'accepted'),
						),
					]),
		)
		.executeTakeFirst();
	return row?.link ?? null;
}
