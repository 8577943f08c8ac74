import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	$clientEvents,
	MAX_CLIENT_EVENTS,
	recordClientEvent,
} from '~/lib/telemetry/client-events.ts';

afterEach(() => {
	vi.unstubAllGlobals();
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
});
