import type { Kysely } from 'kysely';
import {
	type DiscoverySqlRule,
	discoveryVisibleSql,
} from '../../platform/access/discovery-visibility.server.ts';
import type { Database } from '../../platform/db/database.ts';
import { type PinJoinedRow, selectPinRows } from '../pins/pins.repository.server.ts';
import type { ProfilePinFilter } from './profile.ts';

/**
 * SQL of a profile's pin feeds (RTE-05 tabs, PIN-19 filters). Every query filters with the
 * discovery rule (`discoveryVisibleSql`) as a profile reads it: the viewer's readable boards, the
 * person rule for their owners (and, for favorites, pinners) as on board pages (a private
 * profile's group board: its members; a deactivated owner's: nobody), no moderated pin, and no
 * pin the viewer hid. A block with the profile is the caller's to check (`profileAccess` hides
 * a blocked profile's content); these queries apply no block rule (`blocks: false`), favorites'
 * pinners included.
 */
const PROFILE_PINS: DiscoverySqlRule = { people: 'members', blocks: false };

/** Which pins of the user a feed holds. */
export type ProfilePinSet = { kind: 'saved' } | { kind: 'filter'; filter: ProfilePinFilter };

export interface ProfilePinQuery {
	userId: string;
	viewerId: string | null;
	set: ProfilePinSet;
	beforeId?: string | undefined;
}

/**
 * The ids of the matching pins, newest first (keyset on `p.id`). `COLORS` is not applied here:
 * buckets are computed from `dominant_color` in code (see `profile-pins.service.server.ts`).
 */
function pinIdsQuery(db: Kysely<Database>, query: ProfilePinQuery) {
	const { userId, viewerId, set } = query;
	const filter = set.kind === 'filter' ? set.filter : null;
	const favorites = filter?.name === 'FAVORITED' || filter?.name === 'FAVORITED_AND_CREATED_BY_ME';
	const created = filter !== null && filter.name !== 'FAVORITED';
	let q = db
		.selectFrom('pins as p')
		.innerJoin('boards as b', 'b.id', 'p.board_id')
		.innerJoin('users as o', 'o.id', 'b.owner_id')
		.orderBy('p.id', 'desc');
	// Favorites are others' pins: their pinners pass the same rule. The profile's own pins need
	// no check of the pinner (the caller has checked that the viewer may see this profile).
	if (favorites) q = q.innerJoin('users as u', 'u.id', 'p.pinner_id');
	q = q.where(
		discoveryVisibleSql(viewerId, { ...PROFILE_PINS, aliases: { pinner: favorites ? 'u' : null } }),
	);
	if (query.beforeId) q = q.where('p.id', '<', query.beforeId);
	// Saved: everything the user pinned; Created: the user's originals, not saves of others' pins.
	if (!favorites || created) q = q.where('p.pinner_id', '=', userId);
	if (created) q = q.where('p.origin_pin_id', 'is', null);
	// Driven from the small side (the user's favorites, the interest's pins) by `in`, so a big
	// pin table is not scanned for them.
	if (favorites) {
		q = q.where('p.id', 'in', (eb) =>
			eb.selectFrom('pin_favorites as pf').select('pf.pin_id').where('pf.user_id', '=', userId),
		);
	}
	if (filter?.name === 'INTERESTS') {
		const ids = filter.interestIds;
		q = q.where('p.id', 'in', (eb) =>
			eb.selectFrom('pin_interests as pi').select('pi.pin_id').where('pi.interest_id', 'in', ids),
		);
	}
	return q;
}

/** Up to `limit` matching pins with everything a card needs, in one query. */
export async function listProfilePinRows(
	db: Kysely<Database>,
	query: ProfilePinQuery,
	limit: number,
): Promise<PinJoinedRow[]> {
	const ids = pinIdsQuery(db, query).select('p.id').limit(limit);
	return selectPinRows(db).where('p.id', 'in', ids).orderBy('p.id', 'desc').execute();
}

/** Up to `limit` candidates' ids and colours, for the `COLORS` scan. */
export async function listProfilePinColors(
	db: Kysely<Database>,
	query: ProfilePinQuery,
	limit: number,
): Promise<{ id: string; dominant_color: string }[]> {
	return pinIdsQuery(db, query).select(['p.id', 'p.dominant_color']).limit(limit).execute();
}

/** Card rows of these pins, newest first (they were already filtered for the viewer). */
export async function findPinRowsByIds(
	db: Kysely<Database>,
	ids: string[],
): Promise<PinJoinedRow[]> {
	if (ids.length === 0) return [];
	return selectPinRows(db).where('p.id', 'in', ids).orderBy('p.id', 'desc').execute();
}

/**
 * PIN-19 `INTERESTS`: the interests most common among the user's created pins the viewer may
 * see, for the filter's choices (one query).
 */
export async function topInterestsOfCreatedPins(
	db: Kysely<Database>,
	userId: string,
	viewerId: string | null,
	limit: number,
): Promise<{ id: string; name: string; slug: string }[]> {
	const rows = await db
		.selectFrom('pin_interests as pi')
		.innerJoin('pins as p', 'p.id', 'pi.pin_id')
		.innerJoin('boards as b', 'b.id', 'p.board_id')
		.innerJoin('users as o', 'o.id', 'b.owner_id')
		.innerJoin('interests as i', 'i.id', 'pi.interest_id')
		.where(
			discoveryVisibleSql(viewerId, {
				...PROFILE_PINS,
				hides: false,
				aliases: { pinner: null },
			}),
		)
		.where('p.pinner_id', '=', userId)
		.where('p.origin_pin_id', 'is', null)
		.select(['i.id', 'i.name', 'i.slug', (eb) => eb.fn.countAll<number>().as('n')])
		.groupBy(['i.id', 'i.name', 'i.slug'])
		.orderBy('n', 'desc')
		.orderBy('i.name')
		.limit(limit)
		.execute();
	return rows.map(({ id, name, slug }) => ({ id, name, slug }));
}
