import { atom } from 'nanostores';

/**
 * Events the browser records (e.g. MAS-05 `switch_account_success`). For now they are kept in
 * memory and announced on `window` as `corkboard:event`; the event-logging issue adds the sender
 * that batches them to the server (it listens for that DOM event or reads `$clientEvents`).
 */
export interface ClientEvent {
	name: string;
	data: Record<string, unknown>;
	/** Milliseconds since the epoch. */
	time: number;
}

/** How many recent events are kept. */
export const MAX_CLIENT_EVENTS = 100;

/** The most recent events, oldest first. */
export const $clientEvents = atom<readonly ClientEvent[]>([]);

/** Records an event: keeps it (the last `MAX_CLIENT_EVENTS`) and dispatches `corkboard:event`. */
export function recordClientEvent(name: string, data: Record<string, unknown> = {}): ClientEvent {
	const event: ClientEvent = { name, data, time: Date.now() };
	$clientEvents.set([...$clientEvents.get(), event].slice(-MAX_CLIENT_EVENTS));
	if (typeof window !== 'undefined') {
		window.dispatchEvent(new CustomEvent<ClientEvent>('corkboard:event', { detail: event }));
	}
	return event;
}
