import { describe, expect, it, vi } from 'vitest';
import {
	isRetryableSignupError,
	type RetryCounter,
	SIGNUP_RETRY_CAP,
	withSignupRetry,
} from '~/lib/identity/auth/client/signup-retry.ts';
import { ApiError } from '~/lib/platform/client/api.ts';

function apiError(status: number, code?: string): ApiError {
	return new ApiError(
		status,
		code
			? { code, api_error_code: 1, message: code, message_detail: '', http_status: status }
			: null,
		'failed',
	);
}

const noSleep = async () => {};

describe('isRetryableSignupError (AUTH-07, U-02)', () => {
	it('retries a missing code, a transient code and 5xx answers', () => {
		expect(isRetryableSignupError(apiError(0))).toBe(true);
		expect(isRetryableSignupError(apiError(502))).toBe(true);
		expect(isRetryableSignupError(apiError(503, 'SignupTransient'))).toBe(true);
		expect(isRetryableSignupError(apiError(500, 'Internal'))).toBe(true);
		expect(isRetryableSignupError(new TypeError('Failed to fetch'))).toBe(true);
	});

	it('AUTH-08: never retries AgeRestricted, nor the other sign-up codes', () => {
		for (const code of [
			'AgeRestricted',
			'EmailTaken',
			'InvalidEmail',
			'InvalidPassword',
			'InvalidBirthday',
			'UsernameReserved',
			'RateLimited',
			'CsrfFailed',
		]) {
			expect(isRetryableSignupError(apiError(400, code)), code).toBe(false);
		}
	});
});

describe('withSignupRetry (AUTH-07)', () => {
	it('retries a transient failure and returns the later success', async () => {
		const counter: RetryCounter = { used: 0 };
		const send = vi
			.fn<() => Promise<string>>()
			.mockRejectedValueOnce(apiError(503, 'SignupTransient'))
			.mockRejectedValueOnce(apiError(0))
			.mockResolvedValueOnce('ok');
		await expect(withSignupRetry(send, { counter, sleep: noSleep })).resolves.toBe('ok');
		expect(send).toHaveBeenCalledTimes(3);
		expect(counter.used).toBe(2);
	});

	it('stops after 3 retries, logs, and rethrows the last error', async () => {
		const counter: RetryCounter = { used: 0 };
		const log = vi.fn();
		const last = apiError(503, 'SignupTransient');
		const send = vi.fn<() => Promise<string>>().mockRejectedValue(last);
		await expect(withSignupRetry(send, { counter, sleep: noSleep, log })).rejects.toBe(last);
		expect(send).toHaveBeenCalledTimes(1 + SIGNUP_RETRY_CAP);
		expect(counter.used).toBe(3);
		expect(log).toHaveBeenCalledTimes(1);
		expect(log.mock.calls[0]![1]).toMatchObject({ retries: 3, code: 'SignupTransient' });
	});

	it('shares the counter across attempts on the page: a later attempt gets only what is left', async () => {
		const counter: RetryCounter = { used: 0 };
		const first = vi
			.fn<() => Promise<string>>()
			.mockRejectedValueOnce(apiError(0))
			.mockRejectedValueOnce(apiError(0))
			.mockResolvedValueOnce('ok');
		await withSignupRetry(first, { counter, sleep: noSleep });
		const second = vi.fn<() => Promise<string>>().mockRejectedValue(apiError(500));
		await expect(
			withSignupRetry(second, { counter, sleep: noSleep, log: () => {} }),
		).rejects.toBeInstanceOf(ApiError);
		expect(second).toHaveBeenCalledTimes(2);
		const third = vi.fn<() => Promise<string>>().mockRejectedValue(apiError(500));
		await expect(
			withSignupRetry(third, { counter, sleep: noSleep, log: () => {} }),
		).rejects.toBeInstanceOf(ApiError);
		expect(third).toHaveBeenCalledTimes(1);
	});

	it('does not retry a non-transient error and does not use the counter', async () => {
		const counter: RetryCounter = { used: 0 };
		const error = apiError(403, 'AgeRestricted');
		const send = vi.fn<() => Promise<string>>().mockRejectedValue(error);
		await expect(withSignupRetry(send, { counter, sleep: noSleep })).rejects.toBe(error);
		expect(send).toHaveBeenCalledTimes(1);
		expect(counter.used).toBe(0);
	});

	it('waits longer before each retry', async () => {
		const counter: RetryCounter = { used: 0 };
		const sleep = vi.fn(async (_attempt: number) => {});
		const send = vi
			.fn<() => Promise<string>>()
			.mockRejectedValueOnce(apiError(0))
			.mockRejectedValueOnce(apiError(0))
			.mockResolvedValueOnce('ok');
		await withSignupRetry(send, { counter, sleep });
		expect(sleep.mock.calls.map((c) => c[0])).toEqual([1, 2]);
	});
});
