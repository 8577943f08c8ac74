import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { rateLimitAddress } from '../../platform/http/client-address.ts';
import { type RateLimitRule, rateLimiter } from '../../platform/security/rate-limit.server.ts';
import { recordPinStat } from './pin-stats.repository.server.ts';
import { pinWithAccess } from './pin-write.service.server.ts';

/**
 * One closeup view per client address and pin per minute: reloads and scripted repeats do not
 * inflate `/pin/{id}/analytics` (or write a row each time).
 */
const CLOSEUP_VIEW_LIMIT: RateLimitRule = {
	name: 'closeup-view',
	limit: 1,
	windowMs: 60_000,
};

/**
 * Counts one closeup view of a pin the viewer can see (NotFound otherwise, as for the page).
 * Answers whether it was counted: a repeat within the window is accepted but not counted.
 */
export async function countCloseupView(
	db: Kysely<Database>,
	viewerId: string | null,
	pinId: string,
	clientAddress: string,
): Promise<boolean> {
	await pinWithAccess(db, viewerId, pinId);
	const key = `${rateLimitAddress(clientAddress)}:${pinId}`;
	const { allowed } = await rateLimiter().hit(CLOSEUP_VIEW_LIMIT, key);
	if (!allowed) return false;
	await recordPinStat(db, pinId, 'closeup');
	return true;
}
