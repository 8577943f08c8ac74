import { describe, expect, it } from 'vitest';
import {
	addToCache,
	MAX_CACHED_AGE_MS,
	MAX_CACHED_EVENTS,
	MIN_CACHED_AGE_MS,
	parseCache,
	removeFromCache,
	splitCachedEvents,
} from '~/lib/growth/telemetry/event-cache.ts';
import { MAX_RETRIES, retryDelay } from '~/lib/growth/telemetry/send-retry.ts';
import type { LoggedEvent } from '~/lib/platform/client/logged-event.ts';

const NOW = 1_800_000_000_000;
const event = (id: string, ageMs = 0): LoggedEvent => ({
	event_type: 'save',
	clientUUID: id,
	time: NOW - ageMs,
});

describe('splitCachedEvents (LOG-06)', () => {
	it('drops events older than 864e11 ns, keeps those newer than 60 s, sends the rest', () => {
		expect(MAX_CACHED_AGE_MS * 1e6).toBe(864e11);
		expect(MIN_CACHED_AGE_MS).toBe(60_000);
		const split = splitCachedEvents(
			[
				event('too-old', MAX_CACHED_AGE_MS + 1),
				event('oldest-sent', MAX_CACHED_AGE_MS),
				event('sent', MIN_CACHED_AGE_MS),
				event('kept', MIN_CACHED_AGE_MS - 1),
				event('future', -5_000),
			],
			NOW,
		);
		expect(split.send.map((e) => e.clientUUID)).toEqual(['oldest-sent', 'sent']);
		expect(split.keep.map((e) => e.clientUUID)).toEqual(['kept', 'future']);
	});

	it('a page still retrying a batch is done before another page may take it (31 s < 60 s)', () => {
		const span = Array.from({ length: MAX_RETRIES }, (_, i) => retryDelay(i)).reduce(
			(a, b) => a + b,
		);
		expect(span).toBe(31_000);
		expect(span).toBeLessThan(MIN_CACHED_AGE_MS);
	});
});

describe('addToCache, removeFromCache, parseCache', () => {
	it('keeps the newest 200 events and removes by id', () => {
		const many = Array.from({ length: MAX_CACHED_EVENTS + 10 }, (_, i) => event(`e${i}`));
		const cached = addToCache([], many);
		expect(cached).toHaveLength(MAX_CACHED_EVENTS);
		expect(cached[0]!.clientUUID).toBe('e10');
		expect(removeFromCache(cached, new Set(['e10', 'e11'])).length).toBe(MAX_CACHED_EVENTS - 2);
	});

	it('reads garbage as an empty cache and skips entries without a time', () => {
		expect(parseCache(null)).toEqual([]);
		expect(parseCache('{not json')).toEqual([]);
		expect(parseCache('{"a":1}')).toEqual([]);
		expect(parseCache(JSON.stringify([event('ok'), { clientUUID: 'x' }, null, 3]))).toEqual([
			event('ok'),
		]);
	});
});
