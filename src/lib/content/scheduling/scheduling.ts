/**
 * Pure rules of scheduled pins (BLD-20, BLD-22): when a draft may be scheduled, and the job that
 * publishes it.
 */

/** A pin may be scheduled at most this far ahead. */
const MAX_SCHEDULE_DAYS = 30;
const MAX_AHEAD_MS = MAX_SCHEDULE_DAYS * 24 * 3600_000;

/** The job (platform/jobs) that publishes a scheduled draft at its time. */
export const PUBLISH_SCHEDULED_PIN_JOB = 'publish-scheduled-pin';

export interface PublishScheduledPinPayload {
	draftId: string;
	/** The draft's `scheduled_at` when the job was made (ISO); a re-timed draft ignores the job. */
	scheduledAt: string;
}

/** Why `at` cannot be a publish time at `now`, or null: not in the past, at most 30 days ahead. */
export function scheduleTimeProblem(at: Date, now: Date): 'past' | 'too_far' | null {
	if (at.getTime() <= now.getTime()) return 'past';
	if (at.getTime() > now.getTime() + MAX_AHEAD_MS) return 'too_far';
	return null;
}

/**
 * The job's singleton key: one per draft and time, so scheduling the same draft for the same
 * time twice makes one job, and a new time makes a new key (the old job is cancelled).
 */
export function publishJobKey(draftId: string, scheduledAt: string): string {
	return `scheduled-pin:${draftId}@${scheduledAt}`;
}

/** Where the next page of scheduled pins starts: after this time, then id. */
export interface ScheduledCursor {
	at: string;
	id: string;
}

export function encodeScheduledBookmark(cursor: ScheduledCursor): string {
	return Buffer.from(JSON.stringify({ v: 1, at: cursor.at, id: cursor.id })).toString('base64url');
}

/** The cursor of a bookmark, or null for a missing, malformed or end bookmark (first page). */
export function decodeScheduledBookmark(
	bookmark: string | null | undefined,
): ScheduledCursor | null {
	if (!bookmark || bookmark === '-end-' || bookmark.length > 200) return null;
	try {
		const v = JSON.parse(Buffer.from(bookmark, 'base64url').toString('utf8')) as Record<
			string,
			unknown
		>;
		if (v.v !== 1 || typeof v.at !== 'string' || typeof v.id !== 'string') return null;
		if (!/^\d{1,20}$/.test(v.id) || Number.isNaN(Date.parse(v.at))) return null;
		return { at: new Date(v.at).toISOString(), id: v.id };
	} catch {
		return null;
	}
}
