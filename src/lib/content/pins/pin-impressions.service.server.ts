import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { rateLimitAddress } from '../../platform/http/client-address.ts';
import { type RateLimitRule, rateLimiter } from '../../platform/security/rate-limit.server.ts';
import { recordPinStat } from './pin-stats.repository.server.ts';
import { findImpressionPinIds } from './pins.repository.server.ts';

/** At most this many pins per report (a page shows 25 cards; the client sends every 5 s). */
export const IMPRESSION_BATCH_LIMIT = 50;

/** Reports per client address (IPv6: per /64) a minute; more are accepted and not counted. */
export const IMPRESSION_REPORT_LIMIT: RateLimitRule = {
	name: 'pin-impressions',
	limit: 30,
	windowMs: 60_000,
};

/**
 * Counts one `impression` (pin_stats, `/pin/{id}/analytics`) for each pin of the report that the
 * viewer can see: a card at least half on screen, as the page's script reports it. Pins the
 * viewer may not see, unknown ids and repeats within the report are skipped silently (a card
 * list is not secret, but counting must not confirm a secret pin exists). Answers how many were
 * counted: 0 when the address is over its limit.
 */
export async function countImpressions(
	db: Kysely<Database>,
	viewerId: string | null,
	pinIds: string[],
	clientAddress: string,
): Promise<number> {
	const ids = [...new Set(pinIds)].slice(0, IMPRESSION_BATCH_LIMIT);
	if (ids.length === 0) return 0;
	const { allowed } = await rateLimiter().hit(
		IMPRESSION_REPORT_LIMIT,
		rateLimitAddress(clientAddress),
	);
	if (!allowed) return 0;
	const visible = await findImpressionPinIds(db, viewerId, ids);
	if (visible.length === 0) return 0;
	await db.transaction().execute(async (trx) => {
		for (const { id } of visible) await recordPinStat(trx, id, 'impression');
	});
	return visible.length;
}
