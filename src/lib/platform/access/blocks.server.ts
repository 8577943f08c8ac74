import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: serves queries of any shape with the columns in scope
type AnyEb = ExpressionBuilder<any, any>;

/**
 * SQL twin of `!inBlockWith(...)` (`blocks.ts`) for the people whose ids are the `columns` in
 * scope (`['p.pinner_id', 'b.owner_id']`): no block between `readerId` and any of them, either
 * way. Answered from `user_blocks`' primary key `(blocker_id, blocked_id)`, one probe per
 * person and direction.
 */
export function notInBlockWithSql(
	readerId: string,
	columns: readonly string[],
): (eb: AnyEb) => Expression<SqlBool> {
	return (eb) => {
		const other = (w: AnyEb, column: 'k.blocked_id' | 'k.blocker_id') => {
			const people = columns.map((c) => w.ref(c));
			return people.length === 1 ? w(column, '=', people[0]) : w(column, 'in', people);
		};
		return eb.not(
			eb.exists(
				eb
					.selectFrom('user_blocks as k')
					.select('k.blocker_id')
					.where((w) =>
						w.or([
							w.and([w('k.blocker_id', '=', readerId), other(w, 'k.blocked_id')]),
							w.and([w('k.blocked_id', '=', readerId), other(w, 'k.blocker_id')]),
						]),
					),
			),
		);
	};
}
