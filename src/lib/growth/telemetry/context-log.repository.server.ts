import type { Insertable, Kysely } from 'kysely';
import type { ContextLogEventTable, Database } from '../../platform/db/database.ts';

export type NewContextLogEventRow = Insertable<ContextLogEventTable>;

/**
 * Inserts events, skipping any whose `client_uuid` is already stored (a retried batch, or an
 * event a later page re-sent from its cache); one statement, safe under concurrency on both
 * dialects. Answers the `client_uuid`s that were new.
 */
export async function insertNewEvents(
	db: Kysely<Database>,
	rows: readonly NewContextLogEventRow[],
): Promise<Set<string>> {
	if (rows.length === 0) return new Set();
	const inserted = await db
		.insertInto('context_log_events')
		.values([...rows])
		.onConflict((oc) => oc.column('client_uuid').doNothing())
		.returning('client_uuid')
		.execute();
	return new Set(inserted.map((r) => r.client_uuid));
}
