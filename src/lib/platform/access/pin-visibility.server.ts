import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { boardPublicSql } from './board-visibility.server.ts';
import {
	boardMemberSql,
	personContentVisibleSql,
	personVisibleSql,
} from './person-visibility.server.ts';

// biome-ignore lint/suspicious/noExplicitAny: serves queries of any shape with the aliases in scope
type AnyEb = ExpressionBuilder<any, any>;

/** The aliases of a pin, its board, its pinner and its board's owner in a query. */
export interface PinAliases {
	pin: string;
	board: string;
	pinner: string;
	owner: string;
}

/**
 * SQL twin of `mayReadPin` (`pin-access.ts`) for a pin whose board, pinner and board owner are
 * in scope: its board is readable (public and live, or the reader is a member), a pin hidden by
 * moderation only to its pinner and the board's members, and the person rule for the pinner
 * and the board owner. `readerId` null: what everyone, signed out included, may read.
 */
export function pinReadableSql(
	readerId: string | null,
	a: PinAliases,
): (eb: AnyEb) => Expression<SqlBool> {
	return (eb) => {
		const ref = (alias: string, column: string) => eb.ref(`${alias}.${column}`);
		const open = boardPublicSql(a.board)(eb);
		const people = [
			personContentVisibleSql(a.owner, readerId, { board: a.board })(eb),
			personContentVisibleSql(a.pinner, readerId, { board: a.board })(eb),
		];
		if (readerId === null) {
			return eb.and([
				open,
				eb(ref(a.pin, 'is_hidden'), '=', 0),
				personVisibleSql(a.owner, null)(eb),
				personVisibleSql(a.pinner, null)(eb),
			]);
		}
		const member = boardMemberSql(a.board, readerId)(eb);
		return eb.and([
			eb.or([open, member]),
			eb.or([
				eb(ref(a.pin, 'is_hidden'), '=', 0),
				member,
				eb(ref(a.pin, 'pinner_id'), '=', readerId),
			]),
			...people,
		]);
	};
}

/**
 * A save's original (`{pin}.origin_pin_id`) when `readerId` may read it (`pinReadableSql`),
 * else null: a save never points at a pin hidden from its reader. Primary-key lookups, and only
 * for saves. `readerId` null: the original when everyone may read it (what feeds carry).
 */
export function visibleOriginIdSql(readerId: string | null, pin: string) {
	return (eb: AnyEb) => {
		const origin = eb.ref(`${pin}.origin_pin_id`);
		const readable = eb.exists(
			eb
				.selectFrom('pins as op')
				.innerJoin('boards as ob', 'ob.id', 'op.board_id')
				.innerJoin('users as opu', 'opu.id', 'op.pinner_id')
				.innerJoin('users as obo', 'obo.id', 'ob.owner_id')
				.select('op.id')
				.where('op.id', '=', origin)
				.where(pinReadableSql(readerId, { pin: 'op', board: 'ob', pinner: 'opu', owner: 'obo' })),
		);
		return eb
			.case()
			.when(origin, 'is', null)
			.then(null)
			.when(readable)
			.then(origin)
			.else(null)
			.end();
	};
}
