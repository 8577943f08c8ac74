import type { Kysely } from 'kysely';
import { readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import { rateLimitAddress } from '../../platform/http/client-address.ts';
import type { CookieJar } from '../../platform/http/cookie-jar.server.ts';
import { AppError } from '../../platform/http/errors.ts';
import { visitorCookiesOfJar, visitorId } from '../../platform/http/visitor.server.ts';
import { type RateLimitRule, rateLimiter } from '../../platform/security/rate-limit.server.ts';
import { subjectKey } from '../experiments/assignment.ts';
import { saveFingerprint } from './fingerprints.repository.server.ts';

/** Fingerprint reports a client address (IPv6: a /64) may send a minute. */
const FINGERPRINT_LIMIT: RateLimitRule = {
	name: 'spam-fingerprint',
	limit: 30,
	windowMs: 60_000,
};

/**
 * Record a browser's fingerprint (AUTH-20), as `POST /v3/spam/fingerprints/` answers it: at
 * most `FINGERPRINT_LIMIT` per client address (else `RateLimited`), kept per signed-in user, or
 * per visitor id for everyone else (limited-login viewers read as signed out, LIM-01; the
 * visitor cookie is set when missing).
 */
export async function recordFingerprintForApi(
	ctx: { db: Kysely<Database>; viewer: Viewer | null; cookies: CookieJar; clientAddress: string },
	fingerprint: string,
): Promise<null> {
	const limit = await rateLimiter().hit(FINGERPRINT_LIMIT, rateLimitAddress(ctx.clientAddress));
	if (!limit.allowed) throw new AppError('RateLimited');
	const userId = readerIdOf(ctx.viewer);
	const visitor = visitorId(visitorCookiesOfJar(ctx.cookies), true);
	await saveFingerprint(ctx.db, {
		subject: subjectKey(userId, visitor)!,
		userId,
		visitorId: visitor,
		fingerprint,
	});
	return null;
}
