import type { AppError } from '../http/errors.ts';
import { type RateLimitRule, rateLimiter } from './rate-limit.server.ts';

/**
 * Counts a try BEFORE the (slow) check, so parallel requests cannot all slip past the limit;
 * a wrong answer keeps the count, a right one (or an error) gives it back.
 */
export async function countedCheck(
	rule: RateLimitRule,
	key: string,
	check: () => Promise<boolean>,
	limited: () => AppError,
	wrong: () => AppError,
): Promise<void> {
	const limiter = rateLimiter();
	if (!(await limiter.hit(rule, key)).allowed) {
		await limiter.release(rule, key);
		throw limited();
	}
	let ok: boolean;
	try {
		ok = await check();
	} catch (error) {
		await limiter.release(rule, key);
		throw error;
	}
	if (!ok) throw wrong();
	await limiter.release(rule, key);
}
