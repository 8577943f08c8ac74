import type { AppError } from '../http/errors.ts';
import { type RateLimitRule, rateLimiter } from './rate-limit.server.ts';

/** One limit a check counts against: the rule and the key it counts under. */
export type CountedLimit = readonly [rule: RateLimitRule, key: string];

/**
 * Counts a try against every limit BEFORE the (slow) check, so parallel requests cannot all
 * slip past a limit; when any limit is used up, nothing is checked and every count is given
 * back. A wrong answer keeps the counts, a right one (or an error) gives them back.
 */
export async function countedCheck(
	limits: readonly CountedLimit[],
	check: () => Promise<boolean>,
	limited: () => AppError,
	wrong: () => AppError,
): Promise<void> {
	const limiter = rateLimiter();
	const giveBack = () => Promise.all(limits.map(([rule, key]) => limiter.release(rule, key)));
	const states = await Promise.all(limits.map(([rule, key]) => limiter.hit(rule, key)));
	if (states.some((s) => !s.allowed)) {
		await giveBack();
		throw limited();
	}
	let ok: boolean;
	try {
		ok = await check();
	} catch (error) {
		await giveBack();
		throw error;
	}
	if (!ok) throw wrong();
	await giveBack();
}
