/** LOG-03: a context-log send is retried at most this many times after the first try. */
export const MAX_RETRIES = 5;
/** LOG-03: the first retry waits this long; each next one twice as long (1, 2, 4, 8, 16 s). */
export const INITIAL_RETRY_MS = 1_000;

/** Why a send failed: the HTTP status (0 when no answer came) and the envelope's error code. */
export interface SendFailure {
	status: number;
	/** `api_error_code` of the envelope; 0 or absent when the answer was not an envelope. */
	apiErrorCode?: number;
}

/**
 * LOG-03 / U-27: a failure is worth retrying when it carries no error code (no answer, or an
 * answer that was not our envelope, such as a proxy's error page), or when its status says
 * "try later": 5xx, 408 (timeout), 429 (rate limited). A refusal of the batch itself (400,
 * 413) is final: sending it again would be refused again.
 */
export function isRetryable(failure: SendFailure): boolean {
	if (!failure.apiErrorCode) return true;
	return failure.status >= 500 || failure.status === 408 || failure.status === 429;
}

/** LOG-03: the wait before retry number `retry` (0 for the first retry). */
export function retryDelay(retry: number): number {
	return INITIAL_RETRY_MS * 2 ** retry;
}
