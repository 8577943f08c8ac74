import { type Expression, type RawBuilder, sql } from 'kysely';
import { withBoardCoverOrNewest } from '../../content/boards/board-cover.repository.server.ts';
import { nameColumnRefs, nameColumns } from '../../identity/users/display-name.sql.server.ts';
import type { Db } from '../../platform/db/database.ts';
import { executePrepared } from '../../platform/db/prepared.server.ts';
import { fromTemplate } from '../../platform/db/statement-template.server.ts';
import { keyRangeOf, popularQueriesByPrefix } from './recent-searches.repository.server.ts';
import {
	interestsByPrefix,
	namePrefixPatterns,
	type PlainMatch,
	plainMatchOf,
	visibleBoardMatches,
	visibleUserMatches,
} from './search.repository.server.ts';
import type { ParsedQuery } from './search-query.ts';

/**
 * The SQL of one typeahead keystroke (SRC-02): popular queries, interests, boards and people
 * matching the term, in one statement. Each kind is the query its repository builds (the same
 * visibility rules as search); this only stacks them with `union all`, each kind's rows
 * numbered in its own order (`pos`).
 *
 * Why one statement: a keystroke is the most frequent call there is, and four round trips cost
 * more than the four queries. On PostgreSQL each query was a socket write, a pooled connection
 * and a backend wake-up (a fifth of the server's CPU under load was `writev`); the statement is
 * also kept prepared per connection (`executePrepared`), so it is parsed and planned once; and it
 * is built once per shape (`fromTemplate`), so a keystroke only fills in its values.
 */

export interface TypeaheadMatches {
	queries: string[];
	interests: { id: string; name: string; slug: string }[];
	/**
	 * With their owner's name and cover image: boards of one name (every "Recipes") are told
	 * apart by whose they are and what they look like.
	 */
	boards: {
		id: string;
		name: string;
		slug: string;
		owner_username: string;
		owner_first_name: string;
		owner_last_name: string;
		owner_account_type: string;
		owner_business_name: string | null;
		cover_storage_key: string | null;
		cover_variants: string | null;
	}[];
	users: {
		id: string;
		username: string;
		first_name: string;
		last_name: string;
		account_type: string;
		business_name: string | null;
		avatar_storage_key: string | null;
		avatar_variants: string | null;
	}[];
}

type Kind = 'query' | 'interest' | 'board' | 'user';

/**
 * The union's columns after `kind` and `pos`; a kind leaves the ones it lacks null. The name
 * columns are a person's own or a board owner's; the image is a person's picture or a board's
 * cover.
 */
const COLUMNS = [
	'id',
	'label',
	'slug',
	'username',
	'first_name',
	'last_name',
	'account_type',
	'business_name',
	'image_storage_key',
	'image_variants',
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

/** A keystroke's values, as its statement takes them. */
type StatementValues = {
	from: string;
	below: string;
	start: string;
	word: string;
	minCount: number;
	perKind: number;
	/** Boards and people; null when the term has no words (they are left out). */
	fts: string | null;
	ts: string | null;
	candidateLimit: number;
	/** Null signed out. */
	readerId: string | null;
};

/** The typeahead statement of `v`, built by the repositories' query builders. */
export function typeaheadStatement(db: Db, v: StatementValues) {
	const parts: Expression<unknown>[] = [
		popularQueriesByPrefix(
			db,
			{ from: v.from, below: v.below },
			{
				minCount: v.minCount,
				limit: v.perKind,
			},
		).select(rowOf('query', sql`q.search_count desc, q.query_key`, { label: 'q.query' })),
		interestsByPrefix(db, { start: v.start, word: v.word }, v.perKind).select(
			rowOf('interest', sql`is_category desc, follower_count desc, id`, {
				id: 'id',
				label: 'name',
				slug: 'slug',
			}),
		),
	];
	if (v.fts !== null && v.ts !== null) {
		const words = {
			match: { fts: v.fts, ts: v.ts },
			readerId: v.readerId,
			cursor: null,
			limit: v.perKind,
			candidateLimit: v.candidateLimit,
		};
		// The pictures (cover, else newest pin) are joined onto the cut list (`perKind` boards).
		const matched = visibleBoardMatches(db, words).select([
			'b.id',
			'b.name',
			'b.slug',
			'b.owner_id',
			'b.cover_pin_id',
			's.score',
			...nameColumns('o', 'owner_'),
		]);
		const covered = withBoardCoverOrNewest(db.selectFrom(matched.as('b'))).selectAll('b');
		const boards = db.selectFrom(covered.as('bc')).select(
			rowOf('board', sql`bc.score desc, bc.id desc`, {
				id: 'bc.id',
				label: 'bc.name',
				slug: 'bc.slug',
				username: 'bc.owner_username',
				first_name: 'bc.owner_first_name',
				last_name: 'bc.owner_last_name',
				account_type: 'bc.owner_account_type',
				business_name: 'bc.owner_business_name',
				image_storage_key: 'bc.cover_storage_key',
				image_variants: 'bc.cover_variants',
			}),
		);
		const users = visibleUserMatches(db, words).select(
			rowOf('user', sql`s.score desc, o.id desc`, {
				id: 'o.id',
				...nameColumnRefs('o'),
				image_storage_key: 'm.storage_key',
				image_variants: 'm.variants',
			}),
		);
		parts.push(boards, users);
	}
	// Each part keeps its own order and limit inside a subquery.
	const union = sql.join(
		parts.map((part, i) => sql`select * from (${part}) as ${sql.raw(`t${i}`)}`),
		sql` union all `,
	);
	return sql<Row>`${union}`.compile(db);
}

/** The values of a keystroke's statement. */
export function statementValues(input: TypeaheadInput): StatementValues {
	const match: PlainMatch | null = input.words && plainMatchOf(input.words);
	return {
		...keyRangeOf(input.key),
		...namePrefixPatterns(input.key),
		minCount: input.minCount,
		perKind: input.perKind,
		fts: match?.fts ?? null,
		ts: match?.ts ?? null,
		candidateLimit: input.candidateLimit,
		readerId: input.readerId,
	};
}

export interface TypeaheadInput {
	/** The lower-cased term; not empty. */
	key: string;
	/** Boards and people, by word prefix; null when the term has no words. */
	words: ParsedQuery | null;
	readerId: string | null;
	minCount: number;
	perKind: number;
	/** Boards and people ranked among the newest this many matches. */
	candidateLimit: number;
}

export async function typeaheadMatches(db: Db, input: TypeaheadInput): Promise<TypeaheadMatches> {
	const values = statementValues(input);
	const statement = fromTemplate(db, 'typeahead', values, (v) => typeaheadStatement(db, v));
	const rows = await executePrepared(db, statement);
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
			owner_first_name: r.first_name ?? '',
			owner_last_name: r.last_name ?? '',
			owner_account_type: r.account_type ?? 'personal',
			owner_business_name: r.business_name,
			cover_storage_key: r.image_storage_key,
			cover_variants: r.image_variants,
		})),
		users: of('user').map((r) => ({
			id: r.id!,
			username: r.username!,
			first_name: r.first_name ?? '',
			last_name: r.last_name ?? '',
			account_type: r.account_type ?? 'personal',
			business_name: r.business_name,
			avatar_storage_key: r.image_storage_key,
			avatar_variants: r.image_variants,
		})),
	};
}
