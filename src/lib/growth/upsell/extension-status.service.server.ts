import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { rateLimitAddress } from '../../platform/http/client-address.ts';
import { type RateLimitRule, rateLimiter } from '../../platform/security/rate-limit.server.ts';
import { countExtensionStatus } from './extension-status.repository.server.ts';
import type { ExtensionStatus } from './extension-upsell.ts';

/**
 * Reports per client address (IPv6: per /64) an hour. A page reports once per tab session, so
 * this leaves room for many tabs; more are accepted and not counted, so replays cannot skew the
 * counts.
 */
export const EXTENSION_STATUS_LIMIT: RateLimitRule = {
	name: 'extension-status',
	limit: 20,
	windowMs: 60 * 60 * 1000,
};

/** UPS-18: logs one status report; answers whether it was counted. */
export async function logExtensionStatus(
	db: Kysely<Database>,
	status: ExtensionStatus,
	clientAddress: string,
): Promise<boolean> {
	const { allowed } = await rateLimiter().hit(
		EXTENSION_STATUS_LIMIT,
		rateLimitAddress(clientAddress),
	);
	if (!allowed) return false;
	await countExtensionStatus(db, status);
	return true;
}
