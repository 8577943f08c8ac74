import type { ExpressionBuilder, ExpressionWrapper, SqlBool } from 'kysely';
import type { Database } from '../db/database.ts';
import { boardReadableBy } from './board-visibility.server.ts';
import { personVisibleSql } from './person-visibility.server.ts';
import { excludeHiddenFor } from './pin-hides.server.ts';

/** A query over pins with their board, board owner and pinner in scope. */
export type WithPinBoardUsers = Database & {
	p: Database['pins'];
	b: Database['boards'];
	o: Database['users'];
	u: Database['users'];
};
type Scope = 'p' | 'b' | 'o' | 'u';

/**
 * Which pins a discovery feed (related pins, visual search, videos, shopping) may show the
 * viewer, for a query with `pins as p`, `boards as b`, `users as o` (board owner) and
 * `users as u` (pinner) in scope:
 * - the board is readable (`boardReadableBy`: public and live, or the viewer's own or shared);
 * - the pin is not hidden by moderation;
 * - its board owner and pinner are visible to the viewer (`personVisibleSql`, the person rule
 *   of `person-visibility.ts`): active accounts (SET-12), and a private profile's pins and the
 *   pins on a private profile's boards (a collaborator's included) only to that person, as in
 *   the home feed and interest feeds;
 * - for a signed-in viewer: not a pin they hid, not a pin whose pinner or board owner is in a
 *   block with them (either way).
 * `viewerId` must be the reader id (null for signed-out and limited-login viewers).
 */
export function visibleInDiscovery(
	viewerId: string | null,
): (
	eb: ExpressionBuilder<WithPinBoardUsers, Scope>,
) => ExpressionWrapper<WithPinBoardUsers, Scope, SqlBool> {
	return (eb) => {
		const rules = [
			boardReadableBy(viewerId)(eb as never) as unknown as ExpressionWrapper<
				WithPinBoardUsers,
				Scope,
				SqlBool
			>,
			eb('p.is_hidden', '=', 0),
			// The person rule (`person-visibility.ts`) for the board owner and the pinner: active
			// accounts only, and private profiles only to themselves (not even to board members:
			// discovery never shows a private profile's work to others).
			personVisibleSql('o', viewerId)(eb) as ExpressionWrapper<WithPinBoardUsers, Scope, SqlBool>,
			personVisibleSql('u', viewerId)(eb) as ExpressionWrapper<WithPinBoardUsers, Scope, SqlBool>,
		];
		if (viewerId === null) return eb.and(rules);
		return eb.and([
			...rules,
			excludeHiddenFor(viewerId)(eb as never) as unknown as ExpressionWrapper<
				WithPinBoardUsers,
				Scope,
				SqlBool
			>,
			eb.not(
				eb.exists(
					eb
						.selectFrom('user_blocks as k')
						.select('k.blocker_id')
						.where((w) =>
							w.or([
								w.and([
									w('k.blocker_id', '=', viewerId),
									w('k.blocked_id', 'in', [w.ref('u.id'), w.ref('o.id')]),
								]),
								w.and([
									w('k.blocked_id', '=', viewerId),
									w('k.blocker_id', 'in', [w.ref('u.id'), w.ref('o.id')]),
								]),
							]),
						),
				),
			),
		]);
	};
}
