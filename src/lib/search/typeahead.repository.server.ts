import { type Expression, type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { executePrepared } from '../db/prepared.server.ts';
import { popularQueriesByPrefix } from './recent-searches.repository.server.ts';
import {
	interestsByPrefix,
	type PlainSearchInput,
	visibleBoardMatches,
	visibleUserMatches,
} from './search.repository.server.ts';

/**
 * The SQL of one typeahead keystroke (SRC-02): popular queries, interests, boards and people
 * matching the term, in one statement. Each kind is the query its repository builds (the same
 * visibility rules as search); this only stacks them with `union all`, each kind's rows
 * numbered in its own order (`pos`).
 *
 * Why one statement: a keystroke is the most frequent call there is, and four round trips cost
 * more than the four queries. On PostgreSQL each query was a socket write, a pooled connection
 * and a backend wake-up (a fifth of the server's CPU under load was `writev`); the statement is
 * also kept prepared per connection (`executePrepared`), so it is parsed and planned once.
 */
type Db = Kysely<Database>;

export interface TypeaheadMatches {
	queries: string[];
	interests: { id: string; name: string; slug: string }[];
	boards: { id: string; name: string; slug: string; owner_username: string }[];
	users: {
		id: string;
		username: string;
		first_name: string;
		last_name: string;
		business_name: string | null;
		avatar_storage_key: string | null;
		avatar_variants: string | null;
	}[];
}

type Kind = 'query' | 'interest' | 'board' | 'user';

/** The union's columns after `kind` and `pos`; a kind leaves the ones it lacks null. */
const COLUMNS = [
	'id',
	'label',
	'slug',
	'username',
	'first_name',
	'last_name',
	'business_name',
	'avatar_storage_key',
	'avatar_variants',
] as const;
type Column = (typeof COLUMNS)[number];
type Row = { kind: Kind; pos: number } & Record<Column, string | null>;

/**
 * The select list of one kind: its `kind`, its row number in `order`, and `values` (column
 * references) as text, in the union's column order.
 */
function rowOf(kind: Kind, order: RawBuilder<unknown>, values: Partial<Record<Column, string>>) {
	return [
		sql.lit(kind).as('kind'),
		sql<number>`cast(row_number() over (order by ${order}) as integer)`.as('pos'),
		...COLUMNS.map((column) => {
			const ref = values[column];
			return (ref ? sql`cast(${sql.ref(ref)} as text)` : sql`cast(null as text)`).as(column);
		}),
	];
}

export async function typeaheadMatches(
	db: Db,
	input: {
		/** The lower-cased term; not empty. */
		key: string;
		/** Boards and people, by word prefix; null when the term has no words. */
		words: PlainSearchInput | null;
		minCount: number;
		perKind: number;
	},
): Promise<TypeaheadMatches> {
	const { key, perKind } = input;
	const parts: Expression<unknown>[] = [
		popularQueriesByPrefix(db, key, { minCount: input.minCount, limit: perKind }).select(
			rowOf('query', sql`q.search_count desc, q.query_key`, { label: 'q.query' }),
		),
		interestsByPrefix(db, key, perKind).select(
			rowOf('interest', sql`is_category desc, follower_count desc, id`, {
				id: 'id',
				label: 'name',
				slug: 'slug',
			}),
		),
	];
	const boards = input.words && visibleBoardMatches(db, { ...input.words, limit: perKind });
	if (boards) {
		const order = sql`s.score desc, b.id desc`;
		const select = rowOf('board', order, {
			id: 'b.id',
			label: 'b.name',
			slug: 'b.slug',
			username: 'o.username',
		});
		parts.push(boards.select(select));
	}
	const users = input.words && visibleUserMatches(db, { ...input.words, limit: perKind });
	if (users) {
		const select = rowOf('user', sql`s.score desc, o.id desc`, {
			id: 'o.id',
			username: 'o.username',
			first_name: 'o.first_name',
			last_name: 'o.last_name',
			business_name: 'o.business_name',
			avatar_storage_key: 'm.storage_key',
			avatar_variants: 'm.variants',
		});
		parts.push(users.select(select));
	}
	// Each part keeps its own order and limit inside a subquery.
	const union = sql.join(
		parts.map((part, i) => sql`select * from (${part}) as ${sql.raw(`t${i}`)}`),
		sql` union all `,
	);
	const rows = await executePrepared(db, sql<Row>`${union}`.compile(db));
	rows.sort((a, b) => a.pos - b.pos);
	const of = (kind: Kind) => rows.filter((r) => r.kind === kind);
	return {
		queries: of('query').map((r) => r.label ?? ''),
		interests: of('interest').map((r) => ({ id: r.id!, name: r.label!, slug: r.slug! })),
		boards: of('board').map((r) => ({
			id: r.id!,
			name: r.label!,
			slug: r.slug!,
			owner_username: r.username!,
		})),
		users: of('user').map((r) => ({
			id: r.id!,
			username: r.username!,
			first_name: r.first_name ?? '',
			last_name: r.last_name ?? '',
			business_name: r.business_name,
			avatar_storage_key: r.avatar_storage_key,
			avatar_variants: r.avatar_variants,
		})),
	};
}
