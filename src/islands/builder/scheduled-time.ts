/**
 * A scheduled time as the viewer reads it: their locale and time zone, to the minute, with the
 * zone's short name ("Nov 28, 2026, 7:03 AM UTC"), as the schedule fields show it.
 */
export function scheduledTime(iso: string): string {
	return new Date(iso).toLocaleString(undefined, {
		year: 'numeric',
		month: 'short',
		day: 'numeric',
		hour: 'numeric',
		minute: '2-digit',
		timeZoneName: 'short',
	});
}
