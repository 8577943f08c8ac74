import { z } from 'zod';
import { subjectKey } from '~/lib/growth/experiments/assignment.ts';
import { FINGERPRINT_PATTERN } from '~/lib/growth/spam/fingerprint.ts';
import { saveFingerprint } from '~/lib/growth/spam/fingerprints.server.ts';
import { isFullyAuthenticated } from '~/lib/platform/access/viewer.ts';
import { rateLimitAddress } from '~/lib/platform/http/client-address.ts';
import { AppError } from '~/lib/platform/http/errors.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';
import { visitorCookiesOfJar, visitorId } from '~/lib/platform/http/visitor.server.ts';
import { type RateLimitRule, rateLimiter } from '~/lib/platform/security/rate-limit.server.ts';

/** Fingerprint reports a client address (IPv6: a /64) may send a minute. */
export const FINGERPRINT_LIMIT: RateLimitRule = {
	name: 'spam-fingerprint',
	limit: 30,
	windowMs: 60_000,
};

/**
 * `POST /v3/spam/fingerprints/` (AUTH-20, API-31) with `{fingerprint}`: the browser sends it
 * about 300 ms after load (never for a limited-login viewer). Kept per signed-in user, or per
 * visitor id for everyone else (limited-login viewers read as signed out, LIM-01). Answers
 * `null`; the browser only records a metric when it fails.
 */
export const POST = restRoute({
	auth: 'optional',
	input: z.object({
		/** 1 to 128 printable ASCII characters (the browser sends 16 hex digits). */
		fingerprint: z
			.string()
			.regex(FINGERPRINT_PATTERN, 'must be 1 to 128 printable ASCII characters'),
	}),
	async run({ db, viewer, cookies, clientAddress }, input) {
		const limit = await rateLimiter().hit(FINGERPRINT_LIMIT, rateLimitAddress(clientAddress));
		if (!limit.allowed) throw new AppError('RateLimited');
		const userId = isFullyAuthenticated(viewer) ? viewer.id : null;
		const visitor = visitorId(visitorCookiesOfJar(cookies), true);
		await saveFingerprint(db, {
			subject: subjectKey(userId, visitor)!,
			userId,
			visitorId: visitor,
			fingerprint: input.fingerprint,
		});
		return { data: null };
	},
});
