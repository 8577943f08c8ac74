import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type { OffsiteDomainEntry } from './offsite-domain.ts';

/** Inserts the entries, replacing the status and reason of domains already in the table. */
export async function upsertOffsiteDomains(
	db: Kysely<Database>,
	entries: readonly OffsiteDomainEntry[],
	now: string = new Date().toISOString(),
): Promise<void> {
	for (let start = 0; start < entries.length; start += 500) {
		const chunk = entries.slice(start, start + 500);
		await db
			.insertInto('offsite_domains')
			.values(chunk.map((e) => ({ ...e, created_at: now })))
			.onConflict((oc) =>
				oc.column('domain').doUpdateSet({
					status: sql`excluded.status`,
					reason: sql`excluded.reason`,
				}),
			)
			.execute();
	}
}

/** The listed row among `domains` with the longest name (the most specific match), if any. */
export async function findLongestListedDomain(
	db: Kysely<Database>,
	domains: readonly string[],
): Promise<{ domain: string; status: string; reason: string } | undefined> {
	if (domains.length === 0) return undefined;
	const rows = await db
		.selectFrom('offsite_domains')
		.select(['domain', 'status', 'reason'])
		.where('domain', 'in', domains)
		.execute();
	return rows.sort((a, b) => b.domain.length - a.domain.length)[0];
}
