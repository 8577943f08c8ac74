import { EVENT_TYPES } from '../../platform/client/logged-event.ts';
import { isId } from '../../platform/db/ids.ts';
import type { ContextLogOptions } from './context-log.schema.ts';

type Event = ContextLogOptions['events'][number];

/**
 * When an event happened by the server's clock: the browser's `time` shifted by how far the
 * browser's clock is off (`receivedAt - report_time`), never later than `receivedAt`.
 */
export function correctedEventTime(time: number, reportTime: number, receivedAt: number): number {
	return Math.min(receivedAt, Math.max(0, time + (receivedAt - reportTime)));
}

/** What newly stored events add to `pin_stats`. */
export interface PinStatCounts {
	/** Pins whose closeup was viewed (each at most once per batch). */
	closeups: string[];
	/** Groups of pins seen as cards, at most `groupSize` each (one impression report each). */
	impressions: string[][];
}

/**
 * Which logged events count in pin analytics, and how. Only what no server action counts
 * already: a closeup view (`navigation` on view `closeup` with the pin in `object_id_str`) and
 * impressions (`impression` with `aux_data.pin_ids`). Saves and outbound clicks are counted
 * where they happen (the save's transaction, the `/offsite/` redirect), so their logged events
 * are stored but never counted again. Malformed ids are skipped.
 */
export function pinStatCounts(events: readonly Event[], groupSize: number): PinStatCounts {
	const closeups = new Set<string>();
	const impressions: string[][] = [];
	for (const event of events) {
		if (
			event.event_type === EVENT_TYPES.navigation &&
			event.view_type === 'closeup' &&
			isId(event.object_id_str ?? '')
		) {
			closeups.add(event.object_id_str!);
		}
		if (event.event_type === EVENT_TYPES.impression) {
			const ids = event.aux_data?.pin_ids;
			const pins = Array.isArray(ids)
				? ids.filter((id): id is string => typeof id === 'string' && isId(id))
				: [];
			for (let i = 0; i < pins.length; i += groupSize) {
				impressions.push(pins.slice(i, i + groupSize));
			}
		}
	}
	return { closeups: [...closeups], impressions };
}
