import {
	type ContextLogBatch,
	type LoggedEvent,
	MAX_EVENT_BYTES,
} from '../../platform/client/logged-event.ts';
import {
	addToCache,
	CACHE_KEY,
	parseCache,
	removeFromCache,
	splitCachedEvents,
} from './event-cache.ts';
import { flushDelayFor, utf8Bytes, wouldOverflow } from './flush-rules.ts';
import { isRetryable, MAX_RETRIES, retryDelay, type SendFailure } from './send-retry.ts';

/** What the logger needs from the world; the browser's are in `client/shell-telemetry.ts`. */
export interface EventLoggerDeps {
	/** Posts one batch; answers null when it was stored, else why not. */
	send(batch: ContextLogBatch, keepalive: boolean): Promise<SendFailure | null>;
	now(): number;
	uuid(): string;
	setTimer(run: () => void, ms: number): unknown;
	clearTimer(timer: unknown): void;
	/** Where failed batches wait for a later page (LOG-06); null: they are not kept. */
	storage: Pick<Storage, 'getItem' | 'setItem'> | null;
	/** LOG-13 `social_debug`: shown every event as it is logged. */
	debug?: ((event: LoggedEvent) => void) | undefined;
}

/** An event to log: the logger adds `clientUUID` and `time` unless given (a cached event). */
export type EventInput = Omit<LoggedEvent, 'clientUUID' | 'time'> &
	Partial<Pick<LoggedEvent, 'clientUUID' | 'time'>>;

export interface EventLogger {
	/** Buffers an event (LOG-01); answers it, or null when it is too big to send. */
	log(input: EventInput): LoggedEvent | null;
	/** Sends the buffer now; `keepalive` when the page is being left. Resolves once it is done. */
	flush(keepalive?: boolean): Promise<void>;
	/** Re-sends what earlier pages cached (LOG-06). */
	resumeCached(): void;
	/** Events waiting in the buffer. */
	pending(): number;
}

/**
 * The browser's event logger: a buffer sent to `ContextLogResource` create when the earliest
 * deadline of its events comes (10 s, or 300 ms for navigation, click-through and logout:
 * LOG-04), or at once when the next event would push the batch over 20,480 bytes (LOG-05).
 * A failed send is retried up to 5 times, 1 s then doubling, when the failure is retryable
 * (LOG-03); from its first failure until it is stored, the batch also waits in the cache
 * (LOG-06), so a batch whose retries all fail is sent by a later page.
 */
export function createEventLogger(deps: EventLoggerDeps): EventLogger {
	let buffer: LoggedEvent[] = [];
	let bytes = 0;
	let timer: unknown = null;
	let deadline = Number.POSITIVE_INFINITY;

	const updateCache = (change: (cached: LoggedEvent[]) => LoggedEvent[]) => {
		try {
			deps.storage?.setItem(
				CACHE_KEY,
				JSON.stringify(change(parseCache(deps.storage.getItem(CACHE_KEY)))),
			);
		} catch {
			// Storage full or blocked: the events are simply not kept.
		}
	};
	const sleep = (ms: number) => new Promise<void>((resolve) => deps.setTimer(resolve, ms));

	function stopTimer() {
		if (timer !== null) deps.clearTimer(timer);
		timer = null;
		deadline = Number.POSITIVE_INFINITY;
	}

	function schedule(at: number) {
		if (timer !== null && at >= deadline) return;
		stopTimer();
		deadline = at;
		timer = deps.setTimer(
			() => {
				timer = null;
				deadline = Number.POSITIVE_INFINITY;
				void flush();
			},
			Math.max(0, at - deps.now()),
		);
	}

	async function deliver(events: LoggedEvent[], keepalive: boolean): Promise<void> {
		const ids = () => new Set(events.map((e) => e.clientUUID));
		for (let retry = 0; ; retry++) {
			const failure = await deps
				.send({ events, report_time: deps.now() }, keepalive)
				.catch((): SendFailure => ({ status: 0 }));
			const retryable = failure !== null && isRetryable(failure);
			if (!retryable || retry >= MAX_RETRIES) {
				// Stored, or refused for good: forget it. Out of retries: it stays cached.
				if (retry > 0 && !retryable) updateCache((c) => removeFromCache(c, ids()));
				return;
			}
			if (retry === 0) updateCache((c) => addToCache(c, events));
			await sleep(retryDelay(retry));
		}
	}

	function flush(keepalive = false): Promise<void> {
		stopTimer();
		if (buffer.length === 0) return Promise.resolve();
		const events = buffer;
		buffer = [];
		bytes = 0;
		return deliver(events, keepalive);
	}

	function log(input: EventInput): LoggedEvent | null {
		const event = {
			...input,
			clientUUID: input.clientUUID ?? deps.uuid(),
			time: input.time ?? deps.now(),
		} as LoggedEvent;
		const size = utf8Bytes(JSON.stringify(event));
		if (size > MAX_EVENT_BYTES) return null;
		deps.debug?.(event);
		if (wouldOverflow(buffer.length, bytes, size)) void flush();
		buffer.push(event);
		bytes += size;
		schedule(deps.now() + flushDelayFor(event));
		return event;
	}

	function resumeCached() {
		let due: LoggedEvent[] = [];
		updateCache((cached) => {
			const { send, keep } = splitCachedEvents(cached, deps.now());
			due = send;
			return keep;
		});
		for (const event of due) log(event);
	}

	return { log, flush, resumeCached, pending: () => buffer.length };
}
