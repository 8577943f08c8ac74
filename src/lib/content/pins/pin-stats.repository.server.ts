import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/** What `/pin/{id}/analytics` counts, per pin and UTC day. */
export const PIN_STAT_KINDS = ['impression', 'closeup', 'save', 'outbound_click'] as const;
export type PinStatKind = (typeof PIN_STAT_KINDS)[number];

/**
 * Adds `by` to a pin's count of `kind` for today (UTC): one upsert, safe under concurrency on
 * both dialects. Call it inside the transaction of the action it counts (a save) when there is one.
 */
export async function recordPinStat(
	db: Kysely<Database>,
	pinId: string,
	kind: PinStatKind,
	by = 1,
	at: Date = new Date(),
): Promise<void> {
	const day = at.toISOString().slice(0, 10);
	await db
		.insertInto('pin_stats')
		.values({ pin_id: pinId, day, kind, count: by })
		.onConflict((oc) =>
			oc.columns(['pin_id', 'day', 'kind']).doUpdateSet({ count: sql`pin_stats.count + ${by}` }),
		)
		.execute();
}

/** A pin's stat counts per day and kind over `[fromDay, toDay]` (`/pin/{id}/analytics`). */
export async function listPinStatRows(
	db: Kysely<Database>,
	pinId: string,
	fromDay: string,
	toDay: string,
) {
	return db
		.selectFrom('pin_stats')
		.select(['day', 'kind', 'count'])
		.where('pin_id', '=', pinId)
		.where('day', '>=', fromDay)
		.where('day', '<=', toDay)
		.execute();
}
