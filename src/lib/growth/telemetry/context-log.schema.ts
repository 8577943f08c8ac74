import { z } from 'zod';
import {
	MAX_BATCH_EVENTS,
	MAX_EVENT_BYTES,
	MAX_EVENT_NAME_LENGTH,
} from '../../platform/client/logged-event.ts';
import { utf8Bytes } from './flush-rules.ts';

const name = z
	.string()
	.regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits and _ . : - only')
	.max(MAX_EVENT_NAME_LENGTH);
const shortText = z.string().max(256);
/** A JSON object; its size is bounded by the whole event's. */
const jsonObject = z.record(z.string().max(MAX_EVENT_NAME_LENGTH), z.unknown());

/**
 * LOG-01: one logged event (`LoggedEvent` in `logged-event.ts` is the browser's side of it).
 * Unknown fields are refused; optional fields may be absent or null.
 */
const loggedEventSchema = z
	.strictObject({
		/** What happened (`navigation`, `impression`, `click_through`, `save`, …). */
		event_type: name,
		/** The kind of view (`closeup`, `search`, …). */
		view_type: name.nullish(),
		/** A finer kind of view (a search's scope). */
		view_parameter: shortText.nullish(),
		view_data: jsonObject.nullish(),
		component: name.nullish(),
		element: name.nullish(),
		/** The object the event is about (a pin id), as text. */
		object_id_str: z.string().max(MAX_EVENT_NAME_LENGTH).nullish(),
		aux_data: jsonObject.nullish(),
		event_data: jsonObject.nullish(),
		/** The browser's random id of the event: the key that makes a resent batch count once. */
		clientUUID: z.uuid(),
		/** When it happened, in milliseconds since the epoch (browser clock). */
		time: z.int().nonnegative(),
		clientTrackingParams: z.string().max(1024).nullish(),
	})
	.refine((event) => utf8Bytes(JSON.stringify(event)) <= MAX_EVENT_BYTES, {
		message: `an event may take at most ${MAX_EVENT_BYTES} bytes as JSON`,
	});

/** LOG-02: the options of `ContextLogResource` create. */
export const contextLogOptionsSchema = z.object({
	/** The events, oldest first; each `clientUUID` is stored once. */
	events: z.array(loggedEventSchema).min(1).max(MAX_BATCH_EVENTS),
	/** When the browser sent the batch (ms since the epoch, its clock). */
	report_time: z.int().positive(),
});

export type ContextLogOptions = z.infer<typeof contextLogOptionsSchema>;
