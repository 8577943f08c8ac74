import { AppError } from '../../platform/http/errors.ts';
import { RATE_LIMITS, rateLimiter } from '../../platform/security/rate-limit.server.ts';

/**
 * Verify a session (AUTH-19), as `PUT /v3/sessions/verify/` answers it: at most 3 per hour per
 * user (a 4th is `RateLimited` with `retry_after_ms`). No third-party check is made: this
 * install has no reCAPTCHA provider (it runs offline), so the caller validated only the token's
 * shape and the session is answered as verified. A deployment with a provider would call its
 * verification API here and answer its verdict.
 */
export async function verifySessionForApi(userId: string): Promise<{ status: 'verified' }> {
	const limit = await rateLimiter().hit(RATE_LIMITS.sessionVerifyPerUser, userId);
	if (!limit.allowed) {
		throw new AppError('RateLimited', {
			detail: 'At most 3 session verifications an hour.',
			extra: { retry_after_ms: limit.retryAfterMs },
		});
	}
	return { status: 'verified' };
}
