import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	$clientEvents,
	type ClientEvent,
	type FlushEventsDetail,
	flushClientEvents,
	MAX_CLIENT_EVENTS,
	recordClientEvent,
} from '~/lib/platform/client/client-events.ts';

afterEach(() => {
	vi.unstubAllGlobals();
	vi.useRealTimers();
	$clientEvents.set([]);
});

describe('recordClientEvent', () => {
	it('keeps the last 100 events and announces each on window', () => {
		const seen: string[] = [];
		const target = new EventTarget();
		target.addEventListener('corkboard:event', (e) =>
			seen.push((e as CustomEvent<{ name: string }>).detail.name),
		);
		vi.stubGlobal('window', target);
		for (let i = 0; i < MAX_CLIENT_EVENTS + 5; i++) recordClientEvent(`e${i}`, { i });
		const events = $clientEvents.get();
		expect(events).toHaveLength(MAX_CLIENT_EVENTS);
		expect(events[0]!.name).toBe('e5');
		expect(events.at(-1)).toMatchObject({ name: `e${MAX_CLIENT_EVENTS + 4}`, data: { i: 104 } });
		expect(seen).toHaveLength(MAX_CLIENT_EVENTS + 5);
	});

	it('carries LOG-01 fields for the logger (the pin of a save)', () => {
		const target = new EventTarget();
		let detail: ClientEvent | undefined;
		target.addEventListener('corkboard:event', (e) => {
			detail = (e as CustomEvent<ClientEvent>).detail;
		});
		vi.stubGlobal('window', target);
		recordClientEvent('save', { board_id: '9' }, { object_id_str: '12' });
		expect(detail).toMatchObject({
			name: 'save',
			data: { board_id: '9' },
			fields: { object_id_str: '12' },
		});
	});
});

describe('flushClientEvents (AUTH-12)', () => {
	it('waits for the logger to send its buffer', async () => {
		const target = new EventTarget();
		let sent = false;
		target.addEventListener('corkboard:flush-events', (e) => {
			(e as CustomEvent<FlushEventsDetail>).detail.done.push(
				new Promise<void>((resolve) =>
					setTimeout(() => {
						sent = true;
						resolve();
					}, 10),
				),
			);
		});
		await flushClientEvents(target);
		expect(sent).toBe(true);
	});

	it('waits 2 s at most, and not at all without a logger', async () => {
		vi.useFakeTimers();
		const target = new EventTarget();
		await flushClientEvents(target);
		target.addEventListener('corkboard:flush-events', (e) => {
			(e as CustomEvent<FlushEventsDetail>).detail.done.push(new Promise(() => {}));
		});
		let done = false;
		const flushing = flushClientEvents(target).then(() => {
			done = true;
		});
		await vi.advanceTimersByTimeAsync(1_999);
		expect(done).toBe(false);
		await vi.advanceTimersByTimeAsync(1);
		await flushing;
		expect(done).toBe(true);
	});
});
