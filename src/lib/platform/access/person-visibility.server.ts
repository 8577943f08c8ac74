import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';

/**
 * SQL twins of `person-visibility.ts`, for a query with a `users` table in scope under `alias`
 * (`u` for a pinner, `o` for a board owner). The test `person-visibility.test.ts` runs both over
 * one table of cases. For a person everyone sees (active, not private) the expressions read
 * only the joined row's columns: the common public case adds no query and no join.
 */

// biome-ignore lint/suspicious/noExplicitAny: the twins serve queries of any shape with the alias in scope
type AnyEb = ExpressionBuilder<any, any>;

/** Who is a member of a board in scope: `{ board: 'b' }`, or known already (`true`/`false`). */
export type BoardMembership = boolean | { board: string };

/** SQL twin of `isLivePerson(person)`: the account is neither deactivated nor suspended. */
export function personLiveSql(alias: string): (eb: AnyEb) => Expression<SqlBool> {
	return (eb) => eb(eb.ref(`${alias}.status`), '=', 'active');
}

/** SQL twin of `personVisibleTo(person, readerId)`. */
export function personVisibleSql(
	alias: string,
	readerId: string | null,
): (eb: AnyEb) => Expression<SqlBool> {
	return (eb) => {
		const col = (name: string) => eb.ref(`${alias}.${name}`);
		const live = personLiveSql(alias)(eb);
		if (readerId === null) return eb.and([live, eb(col('is_private'), '=', 0)]);
		return eb.or([
			eb(col('id'), '=', readerId),
			eb.and([
				live,
				eb.or([eb(col('is_private'), '=', 0), eb(col('owner_user_id'), '=', readerId)]),
			]),
		]);
	};
}

/** SQL: the reader owns the board `board` in scope or is an accepted collaborator of it. */
export function boardMemberSql(
	board: string,
	readerId: string,
): (eb: AnyEb) => Expression<SqlBool> {
	return (eb) =>
		eb.or([
			eb(eb.ref(`${board}.owner_id`), '=', readerId),
			eb.exists(
				eb
					.selectFrom('board_collaborators as bcm')
					.select('bcm.user_id')
					.where('bcm.board_id', '=', eb.ref(`${board}.id`))
					.where('bcm.user_id', '=', readerId)
					.where('bcm.status', '=', 'accepted'),
			),
		]);
}

/** SQL twin of `personContentVisibleTo(person, readerId, isBoardMember)`. */
export function personContentVisibleSql(
	alias: string,
	readerId: string | null,
	member: BoardMembership,
): (eb: AnyEb) => Expression<SqlBool> {
	return (eb) => {
		const visible = personVisibleSql(alias, readerId)(eb);
		if (readerId === null || member === false) return visible;
		const live = personLiveSql(alias)(eb);
		if (member === true) return eb.or([visible, live]);
		return eb.or([visible, eb.and([live, boardMemberSql(member.board, readerId)(eb)])]);
	};
}
