import { describe, expect, it, vi } from 'vitest';
import { SIGNUP_EVENTS, submitSignup } from '~/lib/identity/auth/client/signup.client.ts';
import type { RetryCounter } from '~/lib/identity/auth/client/signup-retry.ts';
import { ApiError } from '~/lib/platform/client/api.ts';
import { $clientEvents } from '~/lib/platform/client/client-events.ts';

const payload = { email: 'jane@example.com', password: 'correct horse', birthday: '1990-01-02' };
const noSleep = async () => {};

function apiError(status: number, code: string): ApiError {
	return new ApiError(
		status,
		{ code, api_error_code: 1, message: code, message_detail: '', http_status: status },
		code,
	);
}

describe('submitSignup (AUTH-06, AUTH-07)', () => {
	it('AUTH-06: records attempt then success, once per submission however many retries', async () => {
		const record = vi.fn();
		const counter: RetryCounter = { used: 0 };
		const send = vi
			.fn()
			.mockRejectedValueOnce(apiError(503, 'SignupTransient'))
			.mockResolvedValueOnce({ user: { id: '7' }, email_verification_sent: true });
		await expect(submitSignup(payload, { send, record, counter, sleep: noSleep })).resolves.toEqual(
			{ user: { id: '7' }, email_verification_sent: true },
		);
		expect(send).toHaveBeenCalledWith(payload);
		expect(record.mock.calls.map((c) => c[0])).toEqual([
			SIGNUP_EVENTS.attempt,
			SIGNUP_EVENTS.success,
		]);
	});

	it('AUTH-06: records attempt then fail with the code, and rethrows', async () => {
		const record = vi.fn();
		const error = apiError(409, 'EmailTaken');
		const send = vi.fn().mockRejectedValue(error);
		await expect(
			submitSignup(payload, { send, record, counter: { used: 0 }, sleep: noSleep }),
		).rejects.toBe(error);
		expect(record.mock.calls).toEqual([
			[SIGNUP_EVENTS.attempt],
			[SIGNUP_EVENTS.fail, { code: 'EmailTaken', status: 409 }],
		]);
	});

	it('AUTH-08: an age refusal is not retried', async () => {
		const send = vi.fn().mockRejectedValue(apiError(403, 'AgeRestricted'));
		await expect(
			submitSignup(payload, { send, record: () => {}, counter: { used: 0 }, sleep: noSleep }),
		).rejects.toMatchObject({ code: 'AgeRestricted' });
		expect(send).toHaveBeenCalledTimes(1);
	});

	it('records to the client event log by default', async () => {
		$clientEvents.set([]);
		const send = vi.fn().mockResolvedValue({ user: { id: '8' } });
		await submitSignup(payload, { send, counter: { used: 0 }, sleep: noSleep });
		expect($clientEvents.get().map((e) => e.name)).toEqual(['signup_attempt', 'signup_success']);
	});
});
