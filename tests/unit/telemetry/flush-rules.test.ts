import { describe, expect, it } from 'vitest';
import {
	DEFAULT_FLUSH_MS,
	FAST_FLUSH_MS,
	flushDelayFor,
	MAX_PAYLOAD_BYTES,
	PAYLOAD_OVERHEAD_BYTES,
	utf8Bytes,
	wouldOverflow,
} from '~/lib/growth/telemetry/flush-rules.ts';
import {
	INITIAL_RETRY_MS,
	isRetryable,
	MAX_RETRIES,
	retryDelay,
} from '~/lib/growth/telemetry/send-retry.ts';
import { EVENT_TYPES } from '~/lib/platform/client/logged-event.ts';

describe('flushDelayFor (LOG-04, U-27)', () => {
	it('is 300 ms for navigation, click-through and logout, else 10 s', () => {
		expect(DEFAULT_FLUSH_MS).toBe(10_000);
		expect(FAST_FLUSH_MS).toBe(300);
		for (const fast of [EVENT_TYPES.navigation, EVENT_TYPES.clickThrough, EVENT_TYPES.logout]) {
			expect(flushDelayFor({ event_type: fast })).toBe(300);
		}
		for (const slow of [EVENT_TYPES.impression, EVENT_TYPES.save, EVENT_TYPES.traffic, 'x']) {
			expect(flushDelayFor({ event_type: slow })).toBe(10_000);
		}
	});
});

describe('wouldOverflow (LOG-05)', () => {
	it('is true only when the batch with the new event would exceed 20,480 bytes', () => {
		expect(MAX_PAYLOAD_BYTES).toBe(20_480);
		// The exact size of a serialized batch: overhead + events + one comma between each two.
		const events = ['{"a":1}', '{"b":22}'];
		const batch = JSON.stringify({
			events: events.map((e) => JSON.parse(e)),
			report_time: 1_763_888_888_888,
		});
		expect(utf8Bytes(batch)).toBe(PAYLOAD_OVERHEAD_BYTES + 7 + 8 + 1);
		const room = MAX_PAYLOAD_BYTES - PAYLOAD_OVERHEAD_BYTES;
		expect(wouldOverflow(1, 100, room - 100 - 1)).toBe(false);
		expect(wouldOverflow(1, 100, room - 100)).toBe(true);
	});

	it('never for an empty buffer: a big event is sent alone', () => {
		expect(wouldOverflow(0, 0, 50_000)).toBe(false);
	});

	it('measures UTF-8 bytes', () => {
		expect(utf8Bytes('aé€😀')).toBe(1 + 2 + 3 + 4);
	});
});

describe('isRetryable and retryDelay (LOG-03, U-27)', () => {
	it('retries a missing code, 5xx, 408 and 429; not other refusals', () => {
		expect(isRetryable({ status: 0 })).toBe(true);
		expect(isRetryable({ status: 502, apiErrorCode: 0 })).toBe(true);
		expect(isRetryable({ status: 500, apiErrorCode: 9999 })).toBe(true);
		expect(isRetryable({ status: 503, apiErrorCode: 4451 })).toBe(true);
		expect(isRetryable({ status: 408, apiErrorCode: 1 })).toBe(true);
		expect(isRetryable({ status: 429, apiErrorCode: 1012 })).toBe(true);
		expect(isRetryable({ status: 400, apiErrorCode: 1003 })).toBe(false);
		expect(isRetryable({ status: 403, apiErrorCode: 1011 })).toBe(false);
		expect(isRetryable({ status: 413, apiErrorCode: 1006 })).toBe(false);
	});

	it('waits 1 s, doubling, for at most 5 retries', () => {
		expect(MAX_RETRIES).toBe(5);
		expect(INITIAL_RETRY_MS).toBe(1_000);
		expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
	});
});
