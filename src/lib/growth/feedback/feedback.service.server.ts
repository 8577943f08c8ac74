import type { Kysely } from 'kysely';
import { readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { appVersion } from '../../platform/http/app-version.server.ts';
import { rateLimitAddress } from '../../platform/http/client-address.ts';
import { AppError } from '../../platform/http/errors.ts';
import { type RateLimitRule, rateLimiter } from '../../platform/security/rate-limit.server.ts';
import { insertSiteFeedback } from './feedback.repository.server.ts';
import type { BugReportInputParsed, FeedbackDataInput } from './feedback.schema.ts';

const HOUR_MS = 3_600_000;

/** NAV-21: feedback per signed-in person, or per client address (IPv6: per /64) when signed out. */
export const FEEDBACK_LIMIT: RateLimitRule = { name: 'feedback', limit: 10, windowMs: HOUR_MS };
/** NAV-12: bug reports per person. */
const BUG_REPORT_LIMIT: RateLimitRule = { name: 'bug-report', limit: 10, windowMs: HOUR_MS };

/** Where a submission came from, as the route read it from the request. */
export interface SubmissionMeta {
	viewer: Viewer | null;
	clientAddress: string;
	userAgent: string;
}

async function checkLimit(rule: RateLimitRule, key: string): Promise<void> {
	const limit = await rateLimiter().hit(rule, key);
	if (!limit.allowed) {
		throw new AppError('RateLimited', {
			detail: `At most ${rule.limit} an hour. Try again later.`,
			extra: { retry_after_ms: limit.retryAfterMs },
		});
	}
}

/**
 * NAV-21: stores feedback from anyone. Limited-login viewers are stored as signed out (their
 * session has ended). Counts against `FEEDBACK_LIMIT` before writing.
 */
export async function recordFeedback(
	db: Kysely<Database>,
	data: FeedbackDataInput,
	meta: SubmissionMeta,
): Promise<void> {
	const userId = readerIdOf(meta.viewer);
	await checkLimit(
		FEEDBACK_LIMIT,
		userId ? `user:${userId}` : rateLimitAddress(meta.clientAddress),
	);
	await insertSiteFeedback(db, {
		id: newId(),
		kind: 'feedback',
		user_id: userId,
		body: data.text,
		page_url: data.page_url ?? '',
		user_agent: meta.userAgent.slice(0, 512),
		app_version: appVersion(),
		created_at: new Date().toISOString(),
	});
}

/** NAV-12: stores a bug report of a signed-in viewer (the route has refused everyone else). */
export async function recordBugReport(
	db: Kysely<Database>,
	viewer: Viewer,
	input: BugReportInputParsed,
	userAgent: string,
): Promise<void> {
	await checkLimit(BUG_REPORT_LIMIT, viewer.id);
	await insertSiteFeedback(db, {
		id: newId(),
		kind: 'bug',
		user_id: viewer.id,
		summary: input.summary,
		body: input.details,
		page_url: input.page_url,
		user_agent: userAgent.slice(0, 512),
		app_version: appVersion(),
		created_at: new Date().toISOString(),
	});
}
