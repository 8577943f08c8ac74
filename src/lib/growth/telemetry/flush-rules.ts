import type { LoggedEvent } from '../../platform/client/logged-event.ts';

/** LOG-04: how long an event may wait in the buffer before the buffer is sent. */
export const DEFAULT_FLUSH_MS = 10_000;
/** LOG-04 / U-27: navigation, click-through and logout events go out after 300 ms. */
export const FAST_FLUSH_MS = 300;
/** Event types sent after `FAST_FLUSH_MS` (U-27): the page may be left right after them. */
const FAST_EVENT_TYPES: ReadonlySet<string> = new Set(['navigation', 'click_through', 'logout']);
/**
 * LOG-05: the buffer is sent before an event that would make the serialized batch larger than
 * this many bytes (UTF-8 of the JSON `{"events":[…],"report_time":…}`).
 */
export const MAX_PAYLOAD_BYTES = 20_480;
/** Bytes of `{"events":[],"report_time":1234567890123}` around the events (a 13-digit time). */
export const PAYLOAD_OVERHEAD_BYTES = 41;

/** LOG-04: the flush delay an event asks for. */
export function flushDelayFor(event: Pick<LoggedEvent, 'event_type'>): number {
	return FAST_EVENT_TYPES.has(event.event_type) ? FAST_FLUSH_MS : DEFAULT_FLUSH_MS;
}

const encoder = new TextEncoder();

/** Size in bytes of `text` as UTF-8. */
export function utf8Bytes(text: string): number {
	return encoder.encode(text).length;
}

/**
 * LOG-05: whether adding an event of `eventBytes` to a buffer of `count` events that take
 * `bufferBytes` would make the batch exceed `MAX_PAYLOAD_BYTES` (events are joined by commas).
 * An empty buffer never overflows: an event is always sent, alone if it must be.
 */
export function wouldOverflow(count: number, bufferBytes: number, eventBytes: number): boolean {
	if (count === 0) return false;
	return PAYLOAD_OVERHEAD_BYTES + bufferBytes + count + eventBytes > MAX_PAYLOAD_BYTES;
}
