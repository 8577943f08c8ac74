import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { notInBlockWithSql } from './blocks.server.ts';
import { personLiveSql } from './person-visibility.server.ts';

// biome-ignore lint/suspicious/noExplicitAny: serves queries of any shape with the aliases in scope
type AnyEb = ExpressionBuilder<any, any>;

/** The aliases of a comment, its author (`users`) and the pin's owner column in a query. */
export interface CommentAliases {
	/** The `comments` row (`c`). */
	comment: string;
	/** The author's `users` row (`cu`). */
	author: string;
	/** The column holding the pin owner's id (`p.pinner_id`). */
	pinOwnerColumn: string;
}

/**
 * SQL twin of `commentVisibleTo` (`comment-access.ts`): the reader's own comments, and others'
 * while the author is live, not hidden by the pin's owner (a primary-key probe of
 * `comment_hidden_users`) and, for a signed-in reader, not in a block with the reader.
 */
export function commentVisibleSql(
	readerId: string | null,
	a: CommentAliases,
): (eb: AnyEb) => Expression<SqlBool> {
	return (eb) => {
		const authorId = eb.ref(`${a.comment}.user_id`);
		const notHidden = eb.not(
			eb.exists(
				eb
					.selectFrom('comment_hidden_users as chu')
					.select('chu.user_id')
					.where('chu.owner_id', '=', eb.ref(a.pinOwnerColumn))
					.where('chu.user_id', '=', authorId),
			),
		);
		const others = [personLiveSql(a.author)(eb), notHidden];
		if (readerId === null) return eb.and(others);
		return eb.or([
			eb(authorId, '=', readerId),
			eb.and([...others, notInBlockWithSql(readerId, [`${a.comment}.user_id`])(eb)]),
		]);
	};
}
