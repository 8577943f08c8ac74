import { z } from 'zod';
import { AppError } from '~/lib/platform/http/errors.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';
import { RATE_LIMITS, rateLimiter } from '~/lib/platform/security/rate-limit.server.ts';

/**
 * `PUT /v3/sessions/verify/` (AUTH-19, API-30): the client sends a reCAPTCHA token a little after
 * login (U-33: 2 s). At most 3 per hour per user; a 4th answers RateLimited.
 *
 * No third-party check is made: this install has no reCAPTCHA provider (it runs offline), so
 * only the token's shape is validated and the session is answered as verified. A deployment
 * with a provider would call its verification API here and answer its verdict.
 */
export const PUT = restRoute({
	auth: 'required',
	input: z.object({
		recaptcha_token: z
			.string()
			.min(20, 'Send the token reCAPTCHA returned.')
			.max(4096)
			.regex(/^[A-Za-z0-9_\-.:+/=]+$/, 'That is not a reCAPTCHA token.'),
	}),
	async run({ viewer }) {
		const limit = await rateLimiter().hit(RATE_LIMITS.sessionVerifyPerUser, viewer!.id);
		if (!limit.allowed) {
			throw new AppError('RateLimited', {
				detail: 'At most 3 session verifications an hour.',
				extra: { retry_after_ms: limit.retryAfterMs },
			});
		}
		return { data: { status: 'verified' } };
	},
});
