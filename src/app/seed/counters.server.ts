import { type Kysely, sql } from 'kysely';
import type { Database } from '../../lib/platform/db/database.ts';

/**
 * One denormalized counter: `table.column` is the number of `source` rows (optionally
 * filtered by `where`) whose `key` equals the row's id.
 */
interface Counter {
	table: keyof Database;
	column: string;
	source: keyof Database;
	key: string;
	where?: string;
}

/** Every counter the seed keeps, with the rows it counts. */
export const COUNTERS: readonly Counter[] = [
	{ table: 'users', column: 'pin_count', source: 'pins', key: 'pinner_id' },
	{ table: 'users', column: 'board_count', source: 'boards', key: 'owner_id' },
	{ table: 'users', column: 'follower_count', source: 'user_follows', key: 'followee_id' },
	{ table: 'users', column: 'following_count', source: 'user_follows', key: 'follower_id' },
	{ table: 'boards', column: 'pin_count', source: 'pins', key: 'board_id' },
	{ table: 'boards', column: 'section_count', source: 'board_sections', key: 'board_id' },
	{ table: 'boards', column: 'follower_count', source: 'board_follows', key: 'board_id' },
	{
		table: 'boards',
		column: 'collaborator_count',
		source: 'board_collaborators',
		key: 'board_id',
		where: `status = 'accepted'`,
	},
	{ table: 'board_sections', column: 'pin_count', source: 'pins', key: 'section_id' },
	{ table: 'interests', column: 'follower_count', source: 'interest_follows', key: 'interest_id' },
	{ table: 'pins', column: 'repin_count', source: 'pins', key: 'origin_pin_id' },
	{
		table: 'users',
		column: 'scheduled_pin_count',
		source: 'pin_drafts',
		key: 'owner_id',
		where: `publishing_status = 'scheduled'`,
	},
];

/**
 * Recomputes every counter from the rows, in SQL, on SQLite and PostgreSQL alike. Each counter
 * takes two statements: an `UPDATE … FROM (grouped counts)` that writes only rows whose value
 * is wrong, and a reset to 0 of non-zero rows that have no source rows left (`not exists`, which
 * PostgreSQL plans as an anti-join and SQLite answers from the key's index). Writing only changed rows
 * keeps this fast on a million pins (PostgreSQL would otherwise rewrite every row).
 * Counts are cast to integer so PostgreSQL's bigint `count(*)` compares and stores cleanly.
 */
export async function recomputeCounters(
	db: Kysely<Database>,
	log: (line: string) => void = () => {},
): Promise<void> {
	for (const c of COUNTERS) {
		const started = performance.now();
		const filter = [`${c.key} is not null`, ...(c.where ? [c.where] : [])].join(' and ');
		await sql`
			update ${sql.table(c.table)} set ${sql.ref(c.column)} = t.n
			from (
				select ${sql.ref(c.key)} as k, cast(count(*) as integer) as n
				from ${sql.table(c.source)} where ${sql.raw(filter)} group by ${sql.ref(c.key)}
			) as t
			where ${sql.ref(`${c.table}.id`)} = t.k and ${sql.ref(`${c.table}.${c.column}`)} <> t.n
		`.execute(db);
		await sql`
			update ${sql.table(c.table)} set ${sql.ref(c.column)} = 0
			where ${sql.ref(c.column)} <> 0 and not exists (
				select 1 from ${sql.table(c.source)} as s
				where ${sql.ref(`s.${c.key}`)} = ${sql.ref(`${c.table}.id`)} and ${sql.raw(filter)}
			)
		`.execute(db);
		log(`counter ${c.table}.${c.column} (${Math.round(performance.now() - started)} ms)`);
	}
}
