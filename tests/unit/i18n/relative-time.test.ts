import { afterEach, describe, expect, it } from 'vitest';
import { installLanguageReader } from '~/lib/platform/i18n/current-language.ts';
import { formatRelativeTime } from '~/lib/platform/i18n/format.ts';

const now = Date.parse('2026-11-28T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe("formatRelativeTime (a comment's time in words)", () => {
	afterEach(() => installLanguageReader(() => undefined));

	it('uses the largest whole unit reached', () => {
		expect(formatRelativeTime(ago(20), now)).toBe('now');
		expect(formatRelativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
		expect(formatRelativeTime(ago(3 * 3600 + 59), now)).toBe('3 hours ago');
		expect(formatRelativeTime(ago(24 * 3600), now)).toBe('yesterday');
		expect(formatRelativeTime(ago(3 * 24 * 3600), now)).toBe('3 days ago');
		expect(formatRelativeTime(ago(15 * 24 * 3600), now)).toBe('2 weeks ago');
		expect(formatRelativeTime(ago(400 * 24 * 3600), now)).toBe('last year');
	});

	it('speaks the current language', () => {
		installLanguageReader(() => 'de');
		expect(formatRelativeTime(ago(3 * 24 * 3600), now)).toBe('vor 3 Tagen');
		installLanguageReader(() => 'ja');
		expect(formatRelativeTime(ago(2 * 3600), now)).toBe('2 時間前');
	});
});
