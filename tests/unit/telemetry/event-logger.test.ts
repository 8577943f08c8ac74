import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_KEY, MIN_CACHED_AGE_MS, parseCache } from '~/lib/growth/telemetry/event-cache.ts';
import { createEventLogger, type EventLoggerDeps } from '~/lib/growth/telemetry/event-logger.ts';
import {
	DEFAULT_FLUSH_MS,
	FAST_FLUSH_MS,
	MAX_PAYLOAD_BYTES,
	utf8Bytes,
} from '~/lib/growth/telemetry/flush-rules.ts';
import type { SendFailure } from '~/lib/growth/telemetry/send-retry.ts';
import type { ContextLogBatch, LoggedEvent } from '~/lib/platform/client/logged-event.ts';

/** An in-memory `localStorage`. */
function memoryStorage() {
	const items = new Map<string, string>();
	return {
		getItem: (k: string) => items.get(k) ?? null,
		setItem: (k: string, v: string) => void items.set(k, v),
	};
}

let sent: { batch: ContextLogBatch; keepalive: boolean }[];
let answers: (SendFailure | null)[];
let storage: ReturnType<typeof memoryStorage>;
let counter: number;

function logger(overrides: Partial<EventLoggerDeps> = {}) {
	return createEventLogger({
		send: async (batch, keepalive) => {
			sent.push({ batch, keepalive });
			return answers.length > 0 ? answers.shift()! : null;
		},
		now: () => Date.now(),
		uuid: () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`,
		setTimer: (run, ms) => setTimeout(run, ms),
		clearTimer: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
		storage,
		...overrides,
	});
}

const cached = () => parseCache(storage.getItem(CACHE_KEY));

beforeEach(() => {
	vi.useFakeTimers();
	vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
	sent = [];
	answers = [];
	storage = memoryStorage();
	counter = 0;
});
afterEach(() => {
	vi.useRealTimers();
});

describe('createEventLogger: flush timing (LOG-04)', () => {
	it('LOG-01: gives each event a clientUUID and a time, and keeps its fields', async () => {
		const log = logger();
		const event = log.log({ event_type: 'save', object_id_str: '12', event_data: { a: 1 } });
		expect(event).toMatchObject({
			event_type: 'save',
			object_id_str: '12',
			event_data: { a: 1 },
			time: Date.now(),
		});
		expect(event?.clientUUID).toMatch(/^00000000-/);
		await vi.advanceTimersByTimeAsync(DEFAULT_FLUSH_MS);
		expect(sent[0]!.batch).toEqual({ events: [event], report_time: Date.now() });
	});

	it('sends ordinary events after 10 s, all in one batch', async () => {
		const log = logger();
		log.log({ event_type: 'impression' });
		await vi.advanceTimersByTimeAsync(4_000);
		log.log({ event_type: 'save' });
		await vi.advanceTimersByTimeAsync(DEFAULT_FLUSH_MS - 4_000 - 1);
		expect(sent).toHaveLength(0);
		await vi.advanceTimersByTimeAsync(1);
		expect(sent).toHaveLength(1);
		expect(sent[0]!.batch.events.map((e) => e.event_type)).toEqual(['impression', 'save']);
		expect(log.pending()).toBe(0);
	});

	it('sends navigation, click-through and logout events after 300 ms, with what waits', async () => {
		for (const type of ['navigation', 'click_through', 'logout']) {
			sent = [];
			const log = logger();
			log.log({ event_type: 'impression' });
			log.log({ event_type: type });
			await vi.advanceTimersByTimeAsync(FAST_FLUSH_MS - 1);
			expect(sent).toHaveLength(0);
			await vi.advanceTimersByTimeAsync(1);
			expect(sent.map((s) => s.batch.events.length)).toEqual([2]);
		}
	});

	it('a later, slower event does not push back an earlier deadline', async () => {
		const log = logger();
		log.log({ event_type: 'navigation' });
		log.log({ event_type: 'impression' });
		await vi.advanceTimersByTimeAsync(FAST_FLUSH_MS);
		expect(sent).toHaveLength(1);
		await vi.advanceTimersByTimeAsync(DEFAULT_FLUSH_MS);
		expect(sent).toHaveLength(1);
	});

	it('flush sends at once (keepalive when the page is left) and stops the timer', async () => {
		const log = logger();
		log.log({ event_type: 'impression' });
		await log.flush(true);
		expect(sent).toEqual([{ batch: expect.any(Object), keepalive: true }]);
		await vi.advanceTimersByTimeAsync(DEFAULT_FLUSH_MS);
		expect(sent).toHaveLength(1);
		await log.flush();
		expect(sent).toHaveLength(1);
	});
});

describe('createEventLogger: batch size (LOG-05)', () => {
	it('sends the buffer first when the next event would push the batch over 20,480 bytes', async () => {
		const log = logger();
		const filler = 'x'.repeat(3_900);
		const events: LoggedEvent[] = [];
		for (let i = 0; i < 6; i++)
			events.push(log.log({ event_type: 'impression', aux_data: { filler } })!);
		// Five events of about 4 KB fit in 20,480 bytes; a sixth would not.
		expect(sent).toHaveLength(1);
		const first = sent[0]!.batch;
		expect(first.events).toHaveLength(5);
		expect(utf8Bytes(JSON.stringify(first))).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
		const withSixth = { ...first, events: [...first.events, events[5]] };
		expect(utf8Bytes(JSON.stringify(withSixth))).toBeGreaterThan(MAX_PAYLOAD_BYTES);
		expect(log.pending()).toBe(1);
	});

	it('counts bytes, not characters', async () => {
		const log = logger();
		const wide = 'é'.repeat(3_000); // 6,000 bytes
		for (let i = 0; i < 4; i++) log.log({ event_type: 'impression', aux_data: { wide } });
		expect(sent).toHaveLength(1);
		expect(sent[0]!.batch.events).toHaveLength(3);
	});

	it('drops a single event too big to send (the server refuses events over 8 KB)', () => {
		const log = logger();
		expect(log.log({ event_type: 'impression', aux_data: { x: 'x'.repeat(9_000) } })).toBeNull();
		expect(log.pending()).toBe(0);
	});
});

describe('createEventLogger: retries (LOG-03)', () => {
	it('retries a retryable failure up to 5 times, waiting 1, 2, 4, 8 and 16 s', async () => {
		answers = Array.from({ length: 6 }, () => ({ status: 503, apiErrorCode: 9999 }));
		const log = logger();
		log.log({ event_type: 'navigation' });
		await vi.advanceTimersByTimeAsync(FAST_FLUSH_MS);
		const times = [Date.now()];
		for (const wait of [1_000, 2_000, 4_000, 8_000, 16_000]) {
			await vi.advanceTimersByTimeAsync(wait - 1);
			expect(sent).toHaveLength(times.length);
			await vi.advanceTimersByTimeAsync(1);
			times.push(Date.now());
			expect(sent).toHaveLength(times.length);
		}
		await vi.advanceTimersByTimeAsync(60_000);
		expect(sent).toHaveLength(6);
		// The same events every time (same clientUUIDs), with a fresh report_time.
		expect(new Set(sent.map((s) => s.batch.events[0]!.clientUUID)).size).toBe(1);
		expect(sent.map((s) => s.batch.report_time)).toEqual(times);
	});

	it('retries when no answer came (no error code) and stops once it is stored', async () => {
		answers = [{ status: 0 }, { status: 502 }, null];
		const log = logger();
		log.log({ event_type: 'navigation' });
		await vi.advanceTimersByTimeAsync(FAST_FLUSH_MS + 1_000 + 2_000);
		expect(sent).toHaveLength(3);
		await vi.advanceTimersByTimeAsync(60_000);
		expect(sent).toHaveLength(3);
	});

	it('does not retry a refusal of the batch itself (400)', async () => {
		answers = [{ status: 400, apiErrorCode: 1003 }];
		const log = logger();
		log.log({ event_type: 'navigation' });
		await vi.advanceTimersByTimeAsync(60_000);
		expect(sent).toHaveLength(1);
		expect(cached()).toEqual([]);
	});

	it('treats a send that throws like no answer', async () => {
		let calls = 0;
		const log = logger({
			send: async () => {
				calls++;
				if (calls === 1) throw new TypeError('Failed to fetch');
				return null;
			},
		});
		log.log({ event_type: 'navigation' });
		await vi.advanceTimersByTimeAsync(FAST_FLUSH_MS + 1_000);
		expect(calls).toBe(2);
	});
});

describe('createEventLogger: the event cache (LOG-06)', () => {
	it('caches a batch from its first failure until it is stored', async () => {
		answers = [{ status: 503, apiErrorCode: 9999 }, null];
		const log = logger();
		const event = log.log({ event_type: 'navigation' })!;
		await vi.advanceTimersByTimeAsync(FAST_FLUSH_MS);
		expect(cached().map((e) => e.clientUUID)).toEqual([event.clientUUID]);
		await vi.advanceTimersByTimeAsync(1_000);
		expect(cached()).toEqual([]);
	});

	it('keeps a batch whose retries all failed, for a later page', async () => {
		answers = Array.from({ length: 6 }, () => ({ status: 0 }));
		const log = logger();
		const event = log.log({ event_type: 'navigation' })!;
		await vi.advanceTimersByTimeAsync(60_000);
		expect(sent).toHaveLength(6);
		expect(cached()).toEqual([event]);
	});

	it('a later page sends cached events older than 60 s, keeps newer ones, drops those over 24 h', async () => {
		const now = Date.now();
		const at = (ageMs: number, id: string): LoggedEvent => ({
			event_type: 'save',
			clientUUID: id,
			time: now - ageMs,
		});
		const old = at(25 * 3_600_000, 'old');
		const due = at(2 * 60_000, 'due');
		const fresh = at(10_000, 'fresh');
		storage.setItem(CACHE_KEY, JSON.stringify([old, due, fresh]));
		const log = logger();
		log.resumeCached();
		expect(cached()).toEqual([fresh]);
		expect(log.pending()).toBe(1);
		await vi.advanceTimersByTimeAsync(DEFAULT_FLUSH_MS);
		expect(sent[0]!.batch.events).toEqual([due]);
		expect(MIN_CACHED_AGE_MS).toBe(60_000);
	});

	it('works without storage (blocked): failures are just not kept', async () => {
		answers = [{ status: 0 }, null];
		const log = logger({ storage: null });
		log.log({ event_type: 'navigation' });
		log.resumeCached();
		await vi.advanceTimersByTimeAsync(FAST_FLUSH_MS + 1_000);
		expect(sent).toHaveLength(2);
	});
});

describe('createEventLogger: social_debug (LOG-13)', () => {
	it('shows every logged event to the debug hook', () => {
		const shown: string[] = [];
		const log = logger({ debug: (e) => shown.push(e.event_type) });
		log.log({ event_type: 'save' });
		log.log({ event_type: 'navigation' });
		expect(shown).toEqual(['save', 'navigation']);
	});
});
