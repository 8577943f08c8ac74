import { readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import { appVersion } from '../../platform/http/app-version.server.ts';
import { rateLimitAddress } from '../../platform/http/client-address.ts';
import { AppError } from '../../platform/http/errors.ts';
import { logger } from '../../platform/log/logger.server.ts';
import { type RateLimitRule, rateLimiter } from '../../platform/security/rate-limit.server.ts';
import type { ClientErrorInput } from './client-error.schema.ts';
import { isReportable } from './client-error.ts';

/**
 * Client error reports per client address (IPv6: per /64) a minute. A page sends at most 20
 * (`MAX_REPORTS_PER_PAGE`), so this only stops a script or a broken page in a loop.
 */
export const CLIENT_ERROR_LIMIT: RateLimitRule = {
	name: 'client-errors',
	limit: 30,
	windowMs: 60_000,
};

/** The log line every kept report becomes (`msg`). */
export const CLIENT_ERROR_LOG_MESSAGE = 'client error';

export interface ClientErrorMeta {
	viewer: Viewer | null;
	clientAddress: string;
	userAgent: string;
	requestId: string;
}

/**
 * ERR-07: records a browser's error report as one structured `warn` log line (no table: reports
 * are operational signals and belong with the server's own logs and its alerting). Reports the
 * client should not have sent (ERR-07's skipped statuses and messages) are accepted and dropped.
 * Answers whether the report was logged; throws `RateLimited` past `CLIENT_ERROR_LIMIT`.
 */
export async function recordClientError(
	report: ClientErrorInput,
	meta: ClientErrorMeta,
	log: Pick<typeof logger, 'warn'> = logger,
): Promise<boolean> {
	const limit = await rateLimiter().hit(CLIENT_ERROR_LIMIT, rateLimitAddress(meta.clientAddress));
	if (!limit.allowed) {
		throw new AppError('RateLimited', {
			detail: `At most ${CLIENT_ERROR_LIMIT.limit} error reports a minute.`,
			extra: { retry_after_ms: limit.retryAfterMs },
		});
	}
	if (!isReportable(report)) return false;
	log.warn(CLIENT_ERROR_LOG_MESSAGE, {
		requestId: meta.requestId,
		kind: report.kind,
		message: report.message,
		stack: report.stack,
		source: report.source,
		line: report.line,
		column: report.column,
		status: report.status,
		apiErrorCode: report.api_error_code,
		code: report.code,
		pageUrl: report.page_url,
		userId: readerIdOf(meta.viewer),
		userAgent: meta.userAgent.slice(0, 512),
		appVersion: appVersion(),
	});
	return true;
}
