/**
 * The logged event of LOG-01 as the browser sends it to `ContextLogResource` create (LOG-02).
 * Plain types and constants only: the browser's logger imports this file, so it must stay free
 * of zod and of server code (the server's schema is `context-log.schema.ts`).
 */
export interface LoggedEvent {
	/** What happened: `navigation`, `impression`, `click_through`, `save`, `logout`, … */
	event_type: string;
	/** The kind of view it happened on (`closeup`, `search`, `home`, …). */
	view_type?: string | undefined;
	/** A finer kind of view (for a search, its scope). */
	view_parameter?: string | undefined;
	view_data?: Record<string, unknown> | undefined;
	/** The part of the page (`header`, `masonry`, …) and the element in it. */
	component?: string | undefined;
	element?: string | undefined;
	/** The id of the object the event is about, as text (a pin id). */
	object_id_str?: string | undefined;
	aux_data?: Record<string, unknown> | undefined;
	event_data?: Record<string, unknown> | undefined;
	/** Random id made by the browser; the server stores each id once (retries are harmless). */
	clientUUID: string;
	/** When it happened: milliseconds since the epoch, by the browser's clock. */
	time: number;
	clientTrackingParams?: string | undefined;
}

/** The options of `ContextLogResource` create (LOG-02). */
export interface ContextLogBatch {
	events: LoggedEvent[];
	/** When the batch was sent (ms since the epoch, browser clock); the server corrects skew by it. */
	report_time: number;
}

/** The resource that stores logged events. */
export const CONTEXT_LOG_URL = '/resource/ContextLogResource/create/';

/**
 * Event types the shell emits. Any other `[a-z0-9_.:-]` name is accepted too (the names of
 * `recordClientEvent`, e.g. `switch_account_success`); these are the ones with a meaning
 * elsewhere (flush timing, pin analytics).
 */
export const EVENT_TYPES = {
	/** A page view: `view_type` says which (`closeup` with the pin in `object_id_str`, `search`). */
	navigation: 'navigation',
	/** Pin cards at least half on screen: `aux_data.pin_ids`. */
	impression: 'impression',
	/** A click on a pin's outbound link (`object_id_str` the pin). */
	clickThrough: 'click_through',
	/** A save made in the board picker (`object_id_str` the pin). */
	save: 'save',
	logout: 'logout',
	/** LOG-11: a sampled page-view metric. */
	traffic: 'traffic',
	/** LOG-13: a visit that arrived with `utm_source`. */
	visit: 'visit',
	/** AUTH-20: the fingerprint could not be sent. */
	fingerprintFailure: 'fingerprint_failure',
} as const;

/** Longest `event_type` (and other short text fields) the server accepts. */
export const MAX_EVENT_NAME_LENGTH = 64;
/** Largest single event, serialized (bytes); the browser drops bigger ones, the server refuses them. */
export const MAX_EVENT_BYTES = 8_192;
/** Most events in one batch. */
export const MAX_BATCH_EVENTS = 200;
