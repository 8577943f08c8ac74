import videoPages from '~/messages/video-pages/index.ts';

/** Pure rules of video pins (`/videos`, `/tv`). */

/** PRF-07: a length as `m:ss` (`1:05`), or `h:mm:ss` from an hour on. */
export function formatDuration(seconds: number): string {
	const s = Math.max(0, Math.floor(seconds));
	const h = Math.floor(s / 3600);
	const m = Math.floor((s % 3600) / 60);
	const rest = String(s % 60).padStart(2, '0');
	return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** ISO 8601 duration for schema.org (`PT1M5S`). */
export function isoDuration(seconds: number): string {
	const s = Math.max(0, Math.floor(seconds));
	const h = Math.floor(s / 3600);
	const m = Math.floor((s % 3600) / 60);
	return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s % 60 || (!h && !m) ? `${s % 60}S` : ''}`;
}

/** A duration for people (screen readers) in the current language: `1 minute 5 seconds`. */
export function spokenDuration(seconds: number): string {
	const t = videoPages();
	const s = Math.max(0, Math.floor(seconds));
	const minutes = Math.floor(s / 60);
	const rest = s % 60;
	if (minutes === 0) return t.durationSeconds({ seconds: rest });
	return rest === 0
		? t.durationMinutes({ minutes })
		: t.durationMinutesSeconds({ minutes, seconds: rest });
}
