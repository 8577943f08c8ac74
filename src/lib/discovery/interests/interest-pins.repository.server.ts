import type { Kysely } from 'kysely';
import { type PinJoinedRow, selectPinRows } from '../../content/pins/pins.repository.server.ts';
import {
	type DiscoverySqlRule,
	discoveryVisibleSql,
} from '../../platform/access/discovery-visibility.server.ts';
import type { Database } from '../../platform/db/database.ts';

/**
 * All SQL of the pins shown for an interest: its feed, the few pins the ideas hub shows per
 * category, and the picture that stands for an interest.
 *
 * Interest feeds are public discovery surfaces: the same pins for everyone (except what the
 * viewer hid or blocked), and never a pin of a secret or archived board, even to its owner.
 */

/**
 * The discovery rule of interest feeds (`discoveryVisibleSql` over `p`, `b`, board owner `o` and
 * pinner `u`): public, live boards whose owner and pinner everyone sees (active accounts, public
 * profiles; a suspended or deactivated pinner's pins go with them even on an active owner's
 * board, SET-12), not hidden by moderation; for a signed-in viewer also not hidden by them and
 * not from someone in a block with them.
 */
const INTEREST_FEED: DiscoverySqlRule = { boards: 'public', people: 'public' };

/**
 * One page of an interest's feed, newest first, strictly older than `beforeId` when given: a
 * keyset scan of `pin_interests_interest_idx (interest_id, pin_id)` backwards.
 */
export async function listInterestPinRows(
	db: Kysely<Database>,
	interestId: string,
	options: { beforeId: string | undefined; limit: number; viewerId: string | null },
): Promise<PinJoinedRow[]> {
	let q = selectPinRows(db)
		.innerJoin('pin_interests as pi', 'pi.pin_id', 'p.id')
		.where('pi.interest_id', '=', interestId)
		// Saves repeat their original's interests; a feed shows each idea once.
		.where('p.origin_pin_id', 'is', null)
		.where(discoveryVisibleSql(options.viewerId, INTEREST_FEED))
		.orderBy('pi.pin_id', 'desc')
		.limit(options.limit);
	if (options.beforeId) q = q.where('pi.pin_id', '<', options.beforeId);
	return q.execute();
}

/**
 * The `perInterest` newest discoverable pin ids of each interest, in one statement: a
 * `union all` of one bounded index scan per interest (a window over every pin of a category
 * would read the whole category).
 */
export async function samplePinIds(
	db: Kysely<Database>,
	interestIds: readonly string[],
	perInterest: number,
	viewerId: string | null,
): Promise<{ interest_id: string; pin_id: string }[]> {
	if (interestIds.length === 0) return [];
	const branch = (interestId: string) => {
		const inner = db
			.selectFrom('pin_interests as pi')
			.innerJoin('pins as p', 'p.id', 'pi.pin_id')
			.innerJoin('boards as b', 'b.id', 'p.board_id')
			.innerJoin('users as o', 'o.id', 'b.owner_id')
			.innerJoin('users as u', 'u.id', 'p.pinner_id')
			.select(['pi.interest_id', 'pi.pin_id'])
			.where('pi.interest_id', '=', interestId)
			.where('p.origin_pin_id', 'is', null)
			.where(discoveryVisibleSql(viewerId, INTEREST_FEED))
			.orderBy('pi.pin_id', 'desc')
			.limit(perInterest);
		// Wrapped, because a branch of a compound select may not carry its own order and limit.
		return db.selectFrom(inner.as('s')).selectAll();
	};
	const [first, ...rest] = interestIds.map(branch);
	let q = first!;
	for (const next of rest) q = q.unionAll(next);
	return q.execute();
}

/** Card rows of these pins (any order; callers order them). */
export async function pinRowsByIds(
	db: Kysely<Database>,
	ids: readonly string[],
): Promise<PinJoinedRow[]> {
	if (ids.length === 0) return [];
	return selectPinRows(db)
		.where('p.id', 'in', [...ids])
		.execute();
}
