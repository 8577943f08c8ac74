import type { Expression, ExpressionBuilder, ExpressionWrapper, SqlBool } from 'kysely';
import type { Database } from '../db/database.ts';

type WithBoard = Database & { b: Database['boards'] };
// biome-ignore lint/suspicious/noExplicitAny: serves queries of any shape with the board in scope
type AnyEb = ExpressionBuilder<any, any>;

/** SQL twin of `isBoardPublic` for the board `board` in scope: public and not archived. */
export function boardPublicSql(board = 'b'): (eb: AnyEb) => Expression<SqlBool> {
	return (eb) =>
		eb.and([
			eb(eb.ref(`${board}.privacy`), '=', 'public'),
			eb(eb.ref(`${board}.is_archived`), '=', 0),
		]);
}

/**
 * SQL twin of `boardAccess(...).read` for a query that has `boards as b` (or the alias `board`)
 * in scope: public live boards, plus (for a signed-in viewer) the boards they own or collaborate
 * on. `viewerId` null: the boards everyone may read (`isBoardPublic`). Every feed, list, count
 * and search over pins or boards filters with this, so a secret or archived board cannot leak
 * through a surface that forgot the rule.
 */
export function boardReadableBy(
	viewerId: string | null,
	board = 'b',
): (eb: AnyEb) => Expression<SqlBool> {
	return (eb) => {
		const col = (name: string) => eb.ref(`${board}.${name}`);
		const isPublic = boardPublicSql(board)(eb);
		if (viewerId === null) return isPublic;
		return eb.or([
			isPublic,
			eb(col('owner_id'), '=', viewerId),
			eb.exists(
				eb
					.selectFrom('board_collaborators as bc')
					.select('bc.user_id')
					.where('bc.board_id', '=', col('id'))
					.where('bc.user_id', '=', viewerId)
					.where('bc.status', '=', 'accepted'),
			),
		]);
	};
}

/**
 * SQL twin of `boardAccess(...).write` for `boards as b`: live boards the user owns or is an
 * accepted collaborator of (the boards a save may go to).
 */
export function boardWritableBy(
	userId: string,
): (eb: ExpressionBuilder<WithBoard, 'b'>) => ExpressionWrapper<WithBoard, 'b', SqlBool> {
	return (eb) =>
		eb.and([
			eb('b.is_archived', '=', 0),
			eb.or([
				eb('b.owner_id', '=', userId),
				eb.exists(
					eb
						.selectFrom('board_collaborators as bc')
						.select('bc.user_id')
						.whereRef('bc.board_id', '=', 'b.id')
						.where('bc.user_id', '=', userId)
						.where('bc.status', '=', 'accepted'),
				),
			]),
		]);
}
