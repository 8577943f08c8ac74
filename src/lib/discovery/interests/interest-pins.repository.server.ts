import type { Kysely, SelectQueryBuilder } from 'kysely';
import { type PinJoinedRow, selectPinRows } from '../../content/pins/pins.repository.server.ts';
import { excludeHiddenFor } from '../../platform/access/pin-hides.server.ts';
import type { Database } from '../../platform/db/database.ts';

/**
 * All SQL of the pins shown for an interest: its feed, the few pins the ideas hub shows per
 * category, and the picture that stands for an interest.
 *
 * Interest feeds are public discovery surfaces: the same pins for everyone (except what the
 * viewer hid or blocked), and never a pin of a secret or archived board, even to its owner.
 */

type FeedDb = Database & {
	p: Database['pins'];
	b: Database['boards'];
	o: Database['users'];
	u: Database['users'];
	pi: Database['pin_interests'];
};
type FeedQuery<O> = SelectQueryBuilder<FeedDb, 'p' | 'b' | 'o' | 'u' | 'pi', O>;

/**
 * The discovery filter over `pins as p` (with `pin_interests as pi`, `boards as b`, board owner
 * `o` and pinner `u` joined): originals on public, live boards whose owner and pinner are both
 * active, public profiles, not hidden by moderation; for a signed-in viewer also not hidden by
 * them and not from someone they blocked or who blocked them.
 */
function discoverable<O>(query: FeedQuery<O>, viewerId: string | null): FeedQuery<O> {
	let q = query
		.where('b.privacy', '=', 'public')
		.where('b.is_archived', '=', 0)
		.where('p.is_hidden', '=', 0)
		// Saves repeat their original's interests; a feed shows each idea once.
		.where('p.origin_pin_id', 'is', null)
		// A suspended or deactivated pinner's pins go with them (SET-12), as in the other
		// discovery feeds, even on an active owner's board.
		.where('o.status', '=', 'active')
		.where('u.status', '=', 'active')
		.where('o.is_private', '=', 0)
		.where('u.is_private', '=', 0);
	if (viewerId !== null) {
		q = q.where(excludeHiddenFor(viewerId)).where((eb) =>
			eb.not(
				eb.exists(
					eb
						.selectFrom('user_blocks as k')
						.select('k.blocker_id')
						.where((w) =>
							w.or([
								w.and([w('k.blocker_id', '=', viewerId), w('k.blocked_id', '=', w.ref('o.id'))]),
								w.and([w('k.blocker_id', '=', viewerId), w('k.blocked_id', '=', w.ref('u.id'))]),
								w.and([w('k.blocked_id', '=', viewerId), w('k.blocker_id', '=', w.ref('o.id'))]),
								w.and([w('k.blocked_id', '=', viewerId), w('k.blocker_id', '=', w.ref('u.id'))]),
							]),
						),
				),
			),
		);
	}
	return q;
}

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
		.orderBy('pi.pin_id', 'desc')
		.limit(options.limit);
	if (options.beforeId) q = q.where('pi.pin_id', '<', options.beforeId);
	return discoverable(q as unknown as FeedQuery<PinJoinedRow>, options.viewerId).execute();
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
	type Sample = { interest_id: string; pin_id: string };
	const branch = (interestId: string) => {
		const inner = db
			.selectFrom('pin_interests as pi')
			.innerJoin('pins as p', 'p.id', 'pi.pin_id')
			.innerJoin('boards as b', 'b.id', 'p.board_id')
			.innerJoin('users as o', 'o.id', 'b.owner_id')
			.innerJoin('users as u', 'u.id', 'p.pinner_id')
			.select(['pi.interest_id', 'pi.pin_id'])
			.where('pi.interest_id', '=', interestId)
			.orderBy('pi.pin_id', 'desc')
			.limit(perInterest);
		// Wrapped, because a branch of a compound select may not carry its own order and limit.
		return db
			.selectFrom(discoverable(inner as unknown as FeedQuery<Sample>, viewerId).as('s'))
			.selectAll();
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
