import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { notInBlockWithSql } from './blocks.server.ts';
import { boardReadableBy } from './board-visibility.server.ts';
import type { DiscoveryRule } from './discovery-visibility.ts';
import { personContentVisibleSql, personVisibleSql } from './person-visibility.server.ts';
import { excludeHiddenFor } from './pin-hides.server.ts';

// biome-ignore lint/suspicious/noExplicitAny: serves queries of any shape with the aliases in scope
type AnyEb = ExpressionBuilder<any, any>;

/** Where a query has the item's tables: the pin, its board, the board owner and the pinner. */
export interface DiscoveryAliases {
	/** The pin (`pins`); null when the query is over boards. */
	pin: string | null;
	/** The board (`boards`). */
	board: string;
	/** The board's owner (`users`). */
	owner: string;
	/** The pinner (`users`); null when the query does not join them (see `DiscoveryItem`). */
	pinner: string | null;
}

/** `pins as p`, `boards as b`, `users as o` (board owner), `users as u` (pinner). */
const DEFAULT_ALIASES: DiscoveryAliases = { pin: 'p', board: 'b', owner: 'o', pinner: 'u' };

export interface DiscoverySqlRule extends DiscoveryRule {
	/** Aliases other than `p`, `b`, `o`, `u`. */
	aliases?: Partial<DiscoveryAliases>;
}

/**
 * SQL twin of `discoveryVisibleTo` (`discovery-visibility.ts`, which states the rule and its
 * options): the filter every discovery surface adds, for a query with the pin, its board, the
 * board owner and the pinner in scope (by default `p`, `b`, `o`, `u`, joined on their primary
 * keys). Every part reads the joined rows or probes a primary key (`board_collaborators`,
 * `pin_hides`, `user_blocks`): it adds no join and leaves the query's index walk as it is.
 * `readerId` must be the reader id (null for signed-out and limited-login viewers).
 */
export function discoveryVisibleSql(
	readerId: string | null,
	rule: DiscoverySqlRule = {},
): (eb: AnyEb) => Expression<SqlBool> {
	const a = { ...DEFAULT_ALIASES, ...rule.aliases };
	return (eb) => {
		const person = (alias: string) =>
			rule.people === 'members'
				? personContentVisibleSql(alias, readerId, { board: a.board })(eb)
				: personVisibleSql(alias, rule.people === 'public' ? null : readerId)(eb);
		const rules: Expression<SqlBool>[] = [
			boardReadableBy(rule.boards === 'public' ? null : readerId, a.board)(eb),
		];
		if (a.pin !== null) rules.push(eb(eb.ref(`${a.pin}.is_hidden`), '=', 0));
		rules.push(person(a.owner));
		if (a.pinner !== null) rules.push(person(a.pinner));
		if (readerId !== null) {
			if (rule.excludeOwn && a.pin !== null) {
				rules.push(eb(eb.ref(`${a.pin}.pinner_id`), '!=', readerId));
			}
			if (rule.hides !== false && a.pin !== null) rules.push(excludeHiddenFor(readerId, a.pin)(eb));
			if (rule.blocks !== false) {
				// The pin's and the board's own columns, so the probe runs before the people's rows
				// are looked up.
				const pinner = a.pin !== null && a.pinner !== null ? [`${a.pin}.pinner_id`] : [];
				rules.push(notInBlockWithSql(readerId, [...pinner, `${a.board}.owner_id`])(eb));
			}
		}
		return eb.and(rules);
	};
}
