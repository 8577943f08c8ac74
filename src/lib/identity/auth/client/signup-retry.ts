import { ApiError } from '../../../platform/client/api.ts';

/** AUTH-07: sign-up retries at most this many times per page, across all attempts. */
export const SIGNUP_RETRY_CAP = 3;

/** Error codes (U-02) after which a sign-up is sent again: the server could not finish it. */
const TRANSIENT_CODES: ReadonlySet<string> = new Set(['SignupTransient', 'Internal']);

/**
 * AUTH-07 and U-02: whether a failed sign-up may be sent again. Retried: an answer without an
 * error code (network failure, a proxy's error page), a transient code, any 5xx. Never retried:
 * every other code, above all `AgeRestricted` (AUTH-08: the server has set the age-restrict
 * cookie, which is HttpOnly, so the browser relies on the server refusing again).
 */
export function isRetryableSignupError(error: unknown): boolean {
	if (!(error instanceof ApiError)) return true;
	if (error.code === 'AgeRestricted') return false;
	if (!error.code) return true;
	if (TRANSIENT_CODES.has(error.code)) return true;
	return error.status >= 500;
}

/** The retries used so far; one counter per page, shared by every sign-up attempt (AUTH-07). */
export interface RetryCounter {
	used: number;
}

const pageCounter: RetryCounter = { used: 0 };

export interface SignupRetryDeps {
	counter?: RetryCounter;
	/** Waits before a retry; `attempt` counts retries from 1. */
	sleep?: (attempt: number) => Promise<void>;
	log?: (message: string, detail: Record<string, unknown>) => void;
}

const defaultSleep = (attempt: number) =>
	new Promise<void>((resolve) => setTimeout(resolve, 250 * attempt));

/**
 * Runs `send` and, while it fails retryably and the page's counter is under the cap, runs it
 * again. After the cap the failure is logged and rethrown; a non-retryable failure is rethrown
 * at once.
 */
export async function withSignupRetry<T>(
	send: () => Promise<T>,
	deps: SignupRetryDeps = {},
): Promise<T> {
	const counter = deps.counter ?? pageCounter;
	const sleep = deps.sleep ?? defaultSleep;
	const log = deps.log ?? ((message, detail) => console.error(message, detail));
	for (;;) {
		try {
			return await send();
		} catch (error) {
			if (!isRetryableSignupError(error)) throw error;
			if (counter.used >= SIGNUP_RETRY_CAP) {
				log('Sign-up failed after the retry cap', {
					retries: counter.used,
					code: error instanceof ApiError ? error.code : '',
					status: error instanceof ApiError ? error.status : 0,
				});
				throw error;
			}
			counter.used += 1;
			await sleep(counter.used);
		}
	}
}
