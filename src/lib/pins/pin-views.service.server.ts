import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { type RateLimitRule, rateLimiter } from '../security/rate-limit.server.ts';
import { recordPinStat } from './pin-stats.server.ts';
import { pinWithAccess } from './pin-write.service.server.ts';

/**
 * One closeup view per client address and pin per minute: reloads and scripted repeats do not
 * inflate `/pin/{id}/analytics` (or write a row each time).
 */
export const CLOSEUP_VIEW_LIMIT: RateLimitRule = {
	name: 'closeup-view',
	limit: 1,
	windowMs: 60_000,
};

/**
 * The address a per-client analytics limit counts by: an IPv6 address by its /64 network (one
 * host usually holds a whole /64, so counting single addresses would let it count 2^64 times);
 * an IPv4 address (also IPv4-mapped IPv6) as itself.
 */
export function rateLimitAddress(address: string): string {
	const text = address
		.trim()
		.toLowerCase()
		.replace(/^\[|\]$/g, '')
		.replace(/%.*$/, '');
	if (!text.includes(':') || /^::ffff:[\d.]+$/.test(text)) return text.replace(/^::ffff:/, '');
	const [head = '', tail] = text.split('::');
	const left = head ? head.split(':') : [];
	const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
	const groups =
		tail === undefined
			? left
			: [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
	return `${groups
		.slice(0, 4)
		.map((g) => g.replace(/^0+/, '') || '0')
		.join(':')}::/64`;
}

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
