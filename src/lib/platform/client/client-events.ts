import { atom } from 'nanostores';
import type { LoggedEvent } from './logged-event.ts';

/**
 * Events the browser records (e.g. MAS-05 `switch_account_success`): kept in memory and
 * announced on `window` as `corkboard:event`. The header's event logger
 * (`client/shell-telemetry.ts`) listens for that DOM event and sends each one to the server's
 * event log (`ContextLogResource`), so islands record events without importing the logger.
 */
export interface ClientEvent {
	name: string;
	data: Record<string, unknown>;
	/** Milliseconds since the epoch. */
	time: number;
	/** LOG-01 fields to log with it (the pin in `object_id_str`, the view, the component). */
	fields?: ClientEventFields | undefined;
}

/** The LOG-01 fields an event may set besides its name (`event_type`) and data (`event_data`). */
export type ClientEventFields = Partial<
	Pick<LoggedEvent, 'view_type' | 'view_parameter' | 'component' | 'element' | 'object_id_str'>
>;

/** How many recent events are kept. */
export const MAX_CLIENT_EVENTS = 100;

/** The most recent events, oldest first. */
export const $clientEvents = atom<readonly ClientEvent[]>([]);

/** Records an event: keeps it (the last `MAX_CLIENT_EVENTS`) and dispatches `corkboard:event`. */
export function recordClientEvent(
	name: string,
	data: Record<string, unknown> = {},
	fields?: ClientEventFields,
): ClientEvent {
	const event: ClientEvent = { name, data, time: Date.now(), fields };
	$clientEvents.set([...$clientEvents.get(), event].slice(-MAX_CLIENT_EVENTS));
	if (typeof window !== 'undefined') {
		window.dispatchEvent(new CustomEvent<ClientEvent>('corkboard:event', { detail: event }));
	}
	return event;
}

/** The detail of `corkboard:flush-events`: the logger adds the promise of its flush. */
export interface FlushEventsDetail {
	done: Promise<void>[];
}

/**
 * Sends the events the page's logger holds now and resolves when they are stored, or after
 * `waitMs` at most (a failing send keeps retrying, and a logout must not wait for that).
 * AUTH-12: a logout flushes pending events before the session ends. Resolves at once when no
 * logger listens (a page without the shell).
 */
export async function flushClientEvents(
	target: EventTarget = window,
	waitMs = 2_000,
): Promise<void> {
	const detail: FlushEventsDetail = { done: [] };
	target.dispatchEvent(new CustomEvent<FlushEventsDetail>('corkboard:flush-events', { detail }));
	if (detail.done.length === 0) return;
	await Promise.race([
		Promise.all(detail.done),
		new Promise((resolve) => setTimeout(resolve, waitMs)),
	]);
}
