import { type Kysely, sql } from 'kysely';
import { COUNTERS } from '~/app/seed/counters.server.ts';
import type { Database } from '~/lib/platform/db/database.ts';

/**
 * Every denormalized counter whose stored value differs from a fresh count of the rows it counts,
 * as `table.column: N rows`; empty when all agree. A write torn between a row and its counter
 * (or a counter changed twice) shows up here.
 */
export async function wrongCounters(db: Kysely<Database>): Promise<string[]> {
	const wrong: string[] = [];
	for (const c of COUNTERS) {
		const filter = c.where ? sql` and ${sql.raw(c.where)}` : sql``;
		const result = await sql<{ n: number }>`
			select cast(count(*) as integer) as n from ${sql.table(c.table)} as t
			where t.${sql.ref(c.column)} <> (
				select cast(count(*) as integer) from ${sql.table(c.source)} as s
				where s.${sql.ref(c.key)} = t.id ${filter}
			)
		`.execute(db);
		const n = Number(result.rows[0]?.n ?? 0);
		if (n > 0) wrong.push(`${c.table}.${c.column}: ${n} rows`);
	}
	return wrong;
}
