import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { notInBlockWithSql } from '../../platform/access/blocks.server.ts';
import { boardReadableBy } from '../../platform/access/board-visibility.server.ts';
import { personLiveSql } from '../../platform/access/person-visibility.server.ts';
import { pinReadableSql } from '../../platform/access/pin-visibility.server.ts';

// biome-ignore lint/suspicious/noExplicitAny: serves queries of any shape with the refs in scope
type AnyEb = ExpressionBuilder<any, any>;
/** A column of the asking query (`{ ref: 'n.pin_id' }`), a plain value, or null (not asked). */
type RefValue = { ref: string } | string | null;

/**
 * What a notification is about, as expressions of the query that asks (`n.pin_id`, …) or as
 * plain values (the fan-out asks before a row exists). Null: the notification has no such
 * thing.
 */
export interface NotificationRefs {
	kind: RefValue;
	pin: RefValue;
	board: RefValue;
	draft: RefValue;
	/** The comment it is about (comment kinds); it must still exist. */
	comment: RefValue;
	/** The group's id when its actors are to be checked (read time); null at fan-out. */
	group: RefValue;
}

/**
 * The part of the rule for one thing: nothing when the notification has no such thing (`null`),
 * its check when it is a plain value, and "none, or it passes" for a column.
 */
function thing(
	eb: AnyEb,
	v: RefValue,
	check: (value: Expression<unknown>) => Expression<SqlBool>,
): Expression<SqlBool> | null {
	if (v === null) return null;
	if (typeof v === 'string') return check(eb.val(v));
	const ref = eb.ref(v.ref);
	return eb.or([eb(ref, 'is', null), check(ref)]);
}

/** Whether the kind is one of `kinds` (decided here for a plain value: PostgreSQL cannot type a bare parameter). */
function kindIn(eb: AnyEb, kind: RefValue, kinds: readonly string[]): Expression<SqlBool> {
	if (kind === null) return eb.lit(false);
	if (typeof kind === 'string') return eb.lit(kinds.includes(kind));
	return eb(eb.ref(kind.ref), 'in', kinds);
}

/**
 * The read-time rule of a notification for its recipient `readerId` (never anyone else), every
 * part from the access kernel: its pin is readable by the recipient (`pinReadableSql`: a pin of
 * a secret board only by its members; a hidden, deactivated or blocked-away pin is gone), its
 * board is readable (`boardReadableBy`) or, for an invite, the invite is still open to them, its
 * draft is still theirs, and at least one of its actors is live and not in a block with them
 * (`notInBlockWithSql`), and its comment still exists (a deleted comment takes its
 * notifications with it; the comment's pin is the pin checked above). A notification failing it
 * is neither listed, counted nor delivered.
 */
export function notificationVisibleSql(
	readerId: string,
	refs: NotificationRefs,
): (eb: AnyEb) => Expression<SqlBool> {
	return (eb) => {
		const pin = thing(eb, refs.pin, (id) =>
			eb.exists(
				eb
					.selectFrom('pins as np')
					.innerJoin('boards as nb', 'nb.id', 'np.board_id')
					.innerJoin('users as npu', 'npu.id', 'np.pinner_id')
					.innerJoin('users as nbo', 'nbo.id', 'nb.owner_id')
					.select('np.id')
					.where('np.id', '=', id)
					.where(pinReadableSql(readerId, { pin: 'np', board: 'nb', pinner: 'npu', owner: 'nbo' })),
			),
		);
		const board = thing(eb, refs.board, (id) =>
			eb.exists(
				eb
					.selectFrom('boards as nvb')
					.innerJoin('users as nbu', 'nbu.id', 'nvb.owner_id')
					.select('nvb.id')
					.where('nvb.id', '=', id)
					.where(personLiveSql('nbu'))
					.where((w) =>
						w.or([
							boardReadableBy(readerId, 'nvb')(w),
							// An invitee reads the board's invite (not the board) while it is open.
							w.and([
								kindIn(w, refs.kind, ['board_invite']),
								w.exists(
									w
										.selectFrom('board_collaborators as nbc')
										.select('nbc.user_id')
										.where('nbc.board_id', '=', w.ref('nvb.id'))
										.where('nbc.user_id', '=', readerId)
										.where('nbc.status', 'in', ['invited', 'accepted']),
								),
							]),
						]),
					),
			),
		);
		const draft = thing(eb, refs.draft, (id) =>
			eb.exists(
				eb
					.selectFrom('pin_drafts as nd')
					.select('nd.id')
					.where('nd.id', '=', id)
					.where('nd.owner_id', '=', readerId),
			),
		);
		const comment = thing(eb, refs.comment, (id) =>
			eb.exists(eb.selectFrom('comments as nc').select('nc.id').where('nc.id', '=', id)),
		);
		const actors =
			refs.group === null
				? null
				: eb.or([
						kindIn(eb, refs.kind, ['scheduled_pin_published', 'scheduled_pin_failed']),
						eb.exists(
							visibleActors(
								eb,
								readerId,
								typeof refs.group === 'string' ? eb.val(refs.group) : eb.ref(refs.group.ref),
							),
						),
					]);
		const parts = [pin, board, draft, comment, actors].filter((p) => p !== null);
		return parts.length === 0 ? eb.lit(true) : eb.and(parts);
	};
}

/**
 * The actors of group `group` the recipient may still be shown: live accounts with no block
 * between them (either way). A private account keeps its name here, as everywhere.
 */
function visibleActors(eb: AnyEb, readerId: string, group: Expression<unknown>) {
	return eb
		.selectFrom('notification_actors as na')
		.innerJoin('users as nau', 'nau.id', 'na.actor_id')
		.select('na.actor_id')
		.where('na.notification_id', '=', group)
		.where(personLiveSql('nau'))
		.where(notInBlockWithSql(readerId, ['na.actor_id']));
}
