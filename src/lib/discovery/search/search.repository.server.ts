import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { withBoardCover } from '../../content/boards/board-cover.repository.server.ts';
import { type PinJoinedRow, selectPinRows } from '../../content/pins/pins.repository.server.ts';
import { nameColumns } from '../../identity/users/display-name.sql.server.ts';
import { notInBlockWithSql } from '../../platform/access/blocks.server.ts';
import { discoveryVisibleSql } from '../../platform/access/discovery-visibility.server.ts';
import { personVisibleSql } from '../../platform/access/person-visibility.server.ts';
import type { Db } from '../../platform/db/database.ts';
import { executePrepared } from '../../platform/db/prepared.server.ts';
import { isSqlite } from '../../platform/db/sql.server.ts';
import type { PgCandidateOptions } from './pg-pin-candidates.sql.server.ts';
import { pinPrefixTerms } from './pin-prefix-terms.repository.server.ts';
import type { SearchCursor } from './search-bookmark.ts';
import {
	afterCursor,
	BOARD_SOURCE,
	bestOfEachOriginal,
	CANDIDATE_LIMIT,
	type Candidate,
	candidates,
	firstWindow,
	pinCandidates,
	USER_SOURCE,
} from './search-candidates.sql.server.ts';
import {
	type ParsedQuery,
	pinFtsMatch,
	pinFtsRankMatch,
	pinTsQuery,
	plainFtsMatch,
	plainTsQuery,
} from './search-query.ts';

/**
 * The SQL of search pages. Each search is two steps:
 * 1. candidates from the full-text index (search-candidates.server.ts): the newest
 *    `candidateLimit` matches with their rank score, so the cost is bounded however common the
 *    words are (no count of all matches, no unbounded sort);
 * 2. those rows joined to their tables, filtered for the viewer by the access kernel's
 *    discovery rule (`discoveryVisibleSql`: board access, hidden pins, blocks, private
 *    profiles, inactive accounts), ordered by score then id and cut at the keyset cursor.
 * Scores are integers (the rank times a million) so the cursor compares exactly on both dialects.
 */

export interface PinSearchInput {
	parsed: ParsedQuery;
	/** The viewer who reads (null signed out and for limited-login viewers). */
	readerId: string | null;
	/** Only this pinner's pins (`my_pins`). */
	pinnerId?: string | undefined;
	cursor: SearchCursor | null;
	limit: number;
	candidateLimit?: number;
	/** How PostgreSQL looks for candidates (tests make it take each path on small worlds). */
	pgCandidates?: PgCandidateOptions;
	domains?: string[] | undefined;
	priceMin?: number | undefined;
	priceMax?: number | undefined;
}

export type PinSearchRow = PinJoinedRow & { score: number };

/**
 * The first offer's price of a pin's product metadata, as a number; null without one or when the
 * price text is not a plain decimal (`"24.99"`; prices are free text, PIN-07). Both dialects
 * accept exactly `[0-9]+(.[0-9]+)?`: SQLite's `cast` alone would read `"Free"` as 0.
 */
function priceExpression(db: Db, pin: string): RawBuilder<number | null> {
	const meta = sql.ref(`${pin}.rich_metadata`);
	if (isSqlite(db)) {
		const text = sql`cast(json_extract(${meta}, '$.product.offers[0].price') as text)`;
		// Nested so the JSON functions only ever see valid JSON.
		return sql<number | null>`(case when json_valid(${meta}) then (case
			when json_type(${meta}, '$.product.offers[0].price') in ('text', 'integer', 'real')
			and ${text} glob '[0-9]*' and ${text} not glob '*[^0-9.]*'
			and ${text} not glob '*.*.*' and ${text} not glob '*.'
			then cast(${text} as real) end) end)`;
	}
	return sql<number | null>`(case when ${meta} like '{%'
		and (${meta}::jsonb #>> '{product,offers,0,price}') ~ '^[0-9]+(\\.[0-9]+)?$'
		then (${meta}::jsonb #>> '{product,offers,0,price}')::numeric end)`;
}

/** The product filters of a search (SRC-01 `domains`, `price_min`, `price_max`) on pin `pin`. */
function productFilters(db: Db, input: PinSearchInput, pin: string): RawBuilder<SqlBool>[] {
	const filters: RawBuilder<SqlBool>[] = [];
	if (input.domains && input.domains.length > 0) {
		const domains = sql.join(input.domains.map((d) => sql`${d}`));
		filters.push(sql<SqlBool>`${sql.ref(`${pin}.domain`)} in (${domains})`);
	}
	if (input.priceMin !== undefined || input.priceMax !== undefined) {
		const price = priceExpression(db, pin);
		if (input.priceMin !== undefined) filters.push(sql<SqlBool>`${price} >= ${input.priceMin}`);
		if (input.priceMax !== undefined) filters.push(sql<SqlBool>`${price} <= ${input.priceMax}`);
	}
	return filters;
}

/**
 * The test `bestOfEachOriginal` applies to a rival candidate `x.item_id`: the reader may see it
 * (the same discovery rule as the page) and it passes the same product filters.
 */
function rivalShownSql(db: Db, input: PinSearchInput): RawBuilder<SqlBool> {
	const rival = db
		.selectFrom('pins as rp')
		.innerJoin('boards as rb', 'rb.id', 'rp.board_id')
		.innerJoin('users as ru', 'ru.id', 'rp.pinner_id')
		.innerJoin('users as ro', 'ro.id', 'rb.owner_id')
		.select('rp.id')
		.where(sql<SqlBool>`rp.id = x.item_id`)
		.where(
			discoveryVisibleSql(input.readerId, {
				aliases: { pin: 'rp', board: 'rb', owner: 'ro', pinner: 'ru' },
			}),
		)
		.where((eb) => eb.and(productFilters(db, input, 'rp')));
	// An embedded query builder comes in its own parentheses.
	return sql<SqlBool>`exists ${rival}`;
}

/** A page of pins matching the query that the reader may see, best first. */
export async function searchPinRows(db: Db, input: PinSearchInput): Promise<PinSearchRow[]> {
	const prefixTerms = await pinPrefixTerms(db, input.parsed);
	const fts = pinFtsMatch(input.parsed, prefixTerms);
	const ts = pinTsQuery(input.parsed);
	if (fts === null || ts === null) return [];
	const ftsRank = pinFtsRankMatch(input.parsed, prefixTerms);
	const candidateLimit = input.candidateLimit ?? CANDIDATE_LIMIT;
	const match = { fts, ts, ftsRank };
	const source = pinCandidates(db, match, candidateLimit, input.pinnerId, input.pgCandidates);
	const window = firstWindow(input.limit);
	// One result per original pin (`bestOfEachOriginal`): saves of a pin repeat its picture.
	const rivalOk = rivalShownSql(db, input);
	const best = (size: number) => bestOfEachOriginal(source, input.cursor, size, rivalOk);
	const rows = await pinPage(db, input, best(window));
	if (rows.length >= input.limit || window >= candidateLimit) return rows;
	// Too many of the best candidates were not for this viewer, did not pass the filters or
	// repeated an original: look at all of them.
	return pinPage(db, input, best(candidateLimit));
}

/** The visible pins among `source`, best first, after the cursor, at most `input.limit`. */
async function pinPage(
	db: Db,
	input: PinSearchInput,
	source: RawBuilder<Candidate>,
): Promise<PinSearchRow[]> {
	const { readerId } = input;
	let q = selectPinRows(db)
		.innerJoin(source.as('s'), (join) => join.onRef('s.item_id', '=', 'p.id'))
		.select('s.score')
		.where(discoveryVisibleSql(readerId))
		.where(() => afterCursor(input.cursor, 'p.id'))
		.orderBy('s.score', 'desc')
		.orderBy('p.id', 'desc')
		.limit(input.limit);
	for (const filter of productFilters(db, input, 'p')) q = q.where(() => filter);
	// The common search (no pinner, domain or price filter) is one of a few statement texts, and
	// on PostgreSQL its candidate step chooses its path at run time (pg-pin-candidates), so it is
	// prepared: planning the statement cost 3.1–3.4 ms of PostgreSQL's CPU per search, its
	// generic plan 0.04 ms, with the same plan. Filtered searches vary in text and, among one
	// pinner's pins, in the plan that suits the word; they stay unnamed.
	const plain =
		!input.pinnerId &&
		!input.domains?.length &&
		input.priceMin === undefined &&
		input.priceMax === undefined;
	return (plain ? await executePrepared(db, q) : await q.execute()) as PinSearchRow[];
}

export interface BoardSearchRow {
	id: string;
	name: string;
	slug: string;
	description: string;
	privacy: string;
	is_archived: number;
	pin_count: number;
	follower_count: number;
	owner_id: string;
	owner_username: string;
	owner_first_name: string;
	owner_last_name: string;
	owner_account_type: string;
	owner_business_name: string | null;
	cover_pin_id: string | null;
	cover_storage_key: string | null;
	cover_variants: string | null;
	cover_color: string | null;
	score: number;
}

export interface PlainSearchInput {
	parsed: ParsedQuery;
	readerId: string | null;
	cursor: SearchCursor | null;
	limit: number;
	candidateLimit?: number;
}

/** A board or people query as each dialect's full-text index reads it. */
export interface PlainMatch {
	fts: string;
	ts: string;
}

/** The full-text match of a board or people query; null when the query has no words. */
export function plainMatchOf(parsed: ParsedQuery): PlainMatch | null {
	const fts = plainFtsMatch(parsed);
	const ts = plainTsQuery(parsed);
	return fts === null || ts === null ? null : { fts, ts };
}

/** A board or people search whose query is already a full-text match. */
export type PlainMatchInput = Omit<PlainSearchInput, 'parsed'> & { match: PlainMatch };

/**
 * Boards matching the query that the reader may see (`boards as b`, its candidate `s` and owner
 * `o`), best first (`s.score desc, b.id desc`), cut at `limit`; nothing selected yet.
 */
export function visibleBoardMatches(db: Db, input: PlainMatchInput) {
	const { match, readerId } = input;
	const source = candidates(db, BOARD_SOURCE, match, input.candidateLimit ?? CANDIDATE_LIMIT);
	return db
		.selectFrom('boards as b')
		.innerJoin(source.as('s'), (join) => join.onRef('s.item_id', '=', 'b.id'))
		.innerJoin('users as o', 'o.id', 'b.owner_id')
		.where(discoveryVisibleSql(readerId, { aliases: { pin: null, pinner: null } }))
		.where(() => afterCursor(input.cursor, 'b.id'))
		.orderBy('s.score', 'desc')
		.orderBy('b.id', 'desc')
		.limit(input.limit);
}

/**
 * A page of boards matching the query that the reader may see, best first, with covers. The
 * covers are joined onto the cut page, so only its boards' covers are looked up.
 */
export async function searchBoardRows(db: Db, input: PlainSearchInput): Promise<BoardSearchRow[]> {
	const match = plainMatchOf(input.parsed);
	if (!match) return [];
	const matches = visibleBoardMatches(db, { ...input, match });
	const page = matches.select([
		'b.id',
		'b.name',
		'b.slug',
		'b.description',
		'b.privacy',
		'b.is_archived',
		'b.pin_count',
		'b.follower_count',
		'b.owner_id',
		'b.cover_pin_id',
		...nameColumns('o', 'owner_'),
		's.score',
	]);
	return (await withBoardCover(db.selectFrom(page.as('b')))
		.selectAll('b')
		.orderBy('b.score', 'desc')
		.orderBy('b.id', 'desc')
		.execute()) as BoardSearchRow[];
}

export interface UserSearchRow {
	id: string;
	username: string;
	first_name: string;
	last_name: string;
	business_name: string | null;
	account_type: string;
	follower_count: number;
	avatar_storage_key: string | null;
	avatar_variants: string | null;
	score: number;
}

/**
 * People matching the query (`users as o`, its candidate `s`, avatar `m`), best first
 * (`s.score desc, o.id desc`), cut at `limit`; nothing selected yet. The people the reader sees
 * (`personVisibleSql`: active accounts, a private profile only by itself and its owner), none in
 * a block with the reader (`notInBlockWithSql`).
 */
export function visibleUserMatches(db: Db, input: PlainMatchInput) {
	const { match, readerId } = input;
	const source = candidates(db, USER_SOURCE, match, input.candidateLimit ?? CANDIDATE_LIMIT);
	let q = db
		.selectFrom('users as o')
		.innerJoin(source.as('s'), (join) => join.onRef('s.item_id', '=', 'o.id'))
		.leftJoin('media as m', 'm.id', 'o.image_media_id')
		.where(personVisibleSql('o', readerId))
		.where(() => afterCursor(input.cursor, 'o.id'))
		.orderBy('s.score', 'desc')
		.orderBy('o.id', 'desc')
		.limit(input.limit);
	if (readerId) q = q.where(notInBlockWithSql(readerId, ['o.id']));
	return q;
}

/** A page of people matching the query that the reader may see, best first. */
export async function searchUserRows(db: Db, input: PlainSearchInput): Promise<UserSearchRow[]> {
	const match = plainMatchOf(input.parsed);
	if (!match) return [];
	const matches = visibleUserMatches(db, { ...input, match });
	return (await matches
		.select([
			'o.id',
			...nameColumns('o'),
			'o.follower_count',
			'm.storage_key as avatar_storage_key',
			'm.variants as avatar_variants',
			's.score',
		])
		.execute()) as UserSearchRow[];
}

/** `like` patterns (escape `\`): names starting with a prefix, and names with a word that does. */
export interface NamePrefixPatterns {
	start: string;
	word: string;
}

/** The `like` patterns of `prefix` (`%`, `_` and `\` in it match themselves). */
export function namePrefixPatterns(prefix: string): NamePrefixPatterns {
	const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
	return { start: pattern, word: `% ${pattern}` };
}

/**
 * Interests whose name (or a word of it) starts with a prefix (typeahead; `patterns` from
 * `namePrefixPatterns`), categories and the most followed first (`is_category desc,
 * follower_count desc, id`), at most `limit`; nothing selected yet. The prefix must not be empty.
 */
export function interestsByPrefix(db: Db, patterns: NamePrefixPatterns, limit: number) {
	return db
		.selectFrom('interests')
		.where(
			sql<SqlBool>`(lower(name) like ${patterns.start} escape '\\' or lower(name) like ${patterns.word} escape '\\')`,
		)
		.orderBy('is_category', 'desc')
		.orderBy('follower_count', 'desc')
		.orderBy('id')
		.limit(limit);
}
