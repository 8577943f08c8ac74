import commentsServer from '~/messages/comments-server/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { type RateLimitRule, rateLimiter } from '../../platform/security/rate-limit.server.ts';

const MINUTE = 60_000;

/**
 * Posting limits (issue 28 "Bad input"): counted on every attempt to post (a comment or a
 * reply), before any other check, so a flood costs no queries. Per person across all pins, and
 * per person on one pin (what stops a thread from being flooded).
 */
export const COMMENT_LIMITS = {
	perUser: { name: 'comment:user', limit: 30, windowMs: 60 * MINUTE },
	perUserPin: { name: 'comment:user-pin', limit: 10, windowMs: 10 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/** Counts one post by `userId` on `pinId`; throws `RateLimited` (with `retry_after_ms`) past a limit. */
export async function countCommentPost(userId: string, pinId: string): Promise<void> {
	const limiter = rateLimiter();
	const checks = [
		await limiter.hit(COMMENT_LIMITS.perUser, userId),
		await limiter.hit(COMMENT_LIMITS.perUserPin, `${userId}:${pinId}`),
	];
	const refused = checks.find((c) => !c.allowed);
	if (refused) {
		throw new AppError('RateLimited', {
			detail: commentsServer().rateLimited(),
			extra: { retry_after_ms: refused.retryAfterMs },
		});
	}
}
