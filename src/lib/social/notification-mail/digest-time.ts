/**
 * When the daily digest of notification mail goes out: 09:00 UTC, one fixed hour for everyone
 * (simple to reason about and to test; a per-person hour would need a time zone we do not
 * store). Pure.
 */
const DIGEST_HOUR_UTC = 9;

/** The next `DIGEST_HOUR_UTC`:00 UTC strictly after `now`. */
export function nextDigestTime(now: Date): Date {
	const at = new Date(
		Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC),
	);
	if (at.getTime() <= now.getTime()) at.setUTCDate(at.getUTCDate() + 1);
	return at;
}
