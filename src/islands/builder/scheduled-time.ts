import { formatDate } from '~/lib/platform/i18n/format.ts';

/**
 * A scheduled time as the viewer reads it: the page's language and the viewer's time zone, to
 * the minute, with the zone's short name ("Nov 28, 2026, 7:03 AM UTC", "28.11.2026, 07:03 UTC"),
 * as the schedule fields show it. Spelled out rather than `dateStyle`/`timeStyle`, which
 * `Intl` does not combine with `timeZoneName`: the zone matters for a time chosen in the
 * browser's own zone.
 */
export function scheduledTime(iso: string): string {
	return formatDate(iso, {
		year: 'numeric',
		month: 'short',
		day: 'numeric',
		hour: 'numeric',
		minute: '2-digit',
		timeZoneName: 'short',
	});
}
