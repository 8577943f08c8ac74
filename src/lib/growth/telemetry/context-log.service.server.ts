import type { Kysely } from 'kysely';
import {
	countImpressions,
	IMPRESSION_BATCH_LIMIT,
} from '../../content/pins/pin-impressions.service.server.ts';
import { countCloseupView } from '../../content/pins/pin-views.service.server.ts';
import { readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { rateLimitAddress } from '../../platform/http/client-address.ts';
import { AppError } from '../../platform/http/errors.ts';
import { logger } from '../../platform/log/logger.server.ts';
import { type RateLimitRule, rateLimiter } from '../../platform/security/rate-limit.server.ts';
import { insertNewEvents, type NewContextLogEventRow } from './context-log.repository.server.ts';
import type { ContextLogOptions } from './context-log.schema.ts';
import { correctedEventTime, pinStatCounts } from './context-log.ts';

/**
 * Batches a client address (IPv6: a /64) may log a minute. A page sends about one every 10 s
 * (plus one 300 ms after a navigation), so this leaves room for several people behind one
 * address; more is refused with `RateLimited`, which the browser retries later (LOG-03).
 */
export const CONTEXT_LOG_LIMIT: RateLimitRule = {
	name: 'context-log',
	limit: 300,
	windowMs: 60_000,
};

export interface StoreContextLogInput {
	viewer: Viewer | null;
	visitorId: string | null;
	clientAddress: string;
	options: ContextLogOptions;
	/** When the batch arrived (ms since the epoch). */
	receivedAt?: number;
}

const json = (value: Record<string, unknown> | null | undefined) =>
	value == null ? null : JSON.stringify(value);

/**
 * LOG-02: stores a batch of logged events, each `clientUUID` once (a retried batch adds
 * nothing), then counts the newly stored closeup views and impressions in `pin_stats`, with the
 * same visibility checks and per-address limits as the old beacons (so a resent batch, or a
 * script replaying events under new ids, cannot inflate them). Counting is best effort: a
 * failure there is logged and the events stay stored. Answers how many events were new.
 */
export async function storeContextLog(
	db: Kysely<Database>,
	input: StoreContextLogInput,
): Promise<{ stored: number; duplicates: number }> {
	const { allowed } = await rateLimiter().hit(
		CONTEXT_LOG_LIMIT,
		rateLimitAddress(input.clientAddress),
	);
	if (!allowed) throw new AppError('RateLimited');
	const receivedAt = input.receivedAt ?? Date.now();
	const received = new Date(receivedAt).toISOString();
	const byId = new Map(input.options.events.map((e) => [e.clientUUID.toLowerCase(), e]));
	const rows: NewContextLogEventRow[] = [...byId].map(([uuid, e]) => ({
		id: newId(),
		client_uuid: uuid,
		user_id: input.viewer?.id ?? null,
		visitor_id: input.visitorId,
		event_type: e.event_type,
		view_type: e.view_type ?? null,
		view_parameter: e.view_parameter ?? null,
		view_data: json(e.view_data),
		component: e.component ?? null,
		element: e.element ?? null,
		object_id_str: e.object_id_str ?? null,
		aux_data: json(e.aux_data),
		event_data: json(e.event_data),
		client_tracking_params: e.clientTrackingParams ?? null,
		event_time: new Date(
			correctedEventTime(e.time, input.options.report_time, receivedAt),
		).toISOString(),
		received_at: received,
	}));
	const fresh = await insertNewEvents(db, rows);
	const newEvents = [...byId].filter(([uuid]) => fresh.has(uuid)).map(([, e]) => e);
	try {
		await countPinStats(db, input, newEvents);
	} catch (error) {
		logger.warn('context log: pin stats not counted', { error: String(error) });
	}
	return { stored: fresh.size, duplicates: input.options.events.length - fresh.size };
}

async function countPinStats(
	db: Kysely<Database>,
	input: StoreContextLogInput,
	events: ContextLogOptions['events'],
): Promise<void> {
	// Limited-login viewers see what the signed-out see (LIM-01).
	const readerId = readerIdOf(input.viewer);
	const { closeups, impressions } = pinStatCounts(events, IMPRESSION_BATCH_LIMIT);
	for (const pinId of closeups) {
		try {
			await countCloseupView(db, readerId, pinId, input.clientAddress);
		} catch (error) {
			// A pin the viewer may not see (or that is gone) counts nothing, silently.
			if (!(error instanceof AppError && error.code === 'NotFound')) throw error;
		}
	}
	for (const pins of impressions) {
		await countImpressions(db, readerId, pins, input.clientAddress);
	}
}
