import { describe, expect, it } from 'vitest';
import { exportFileName } from '~/lib/identity/data-export/export-archive.server.ts';
import {
	optionLabel,
	sectionLabel,
} from '~/lib/identity/settings/notification-settings/notification-labels.ts';
import {
	assertNotificationOption,
	changesFromEnabledList,
	channelFromSettingsJson,
} from '~/lib/identity/settings/notification-settings/notification-settings.service.server.ts';
import { maskEmail } from '~/lib/identity/settings/notification-settings/subscription-page.server.ts';
import { NOTIFICATION_OPTIONS } from '~/lib/identity/users/user-settings.ts';
import { AppError } from '~/lib/platform/http/errors.ts';

describe('assertNotificationOption', () => {
	it('accepts every declared option of every channel', () => {
		for (const [channel, sections] of Object.entries(NOTIFICATION_OPTIONS)) {
			for (const [section, options] of Object.entries(sections)) {
				for (const option of options) {
					expect(() =>
						assertNotificationOption(channel as keyof typeof NOTIFICATION_OPTIONS, section, option),
					).not.toThrow();
				}
			}
		}
	});

	it('SET-06: refuses unknown sections and options with InvalidOptions naming the valid ones', () => {
		const refusal = (section: string, option: string) => {
			try {
				assertNotificationOption('news', section, option);
			} catch (e) {
				return e as AppError;
			}
			throw new Error('not refused');
		};
		expect(refusal('messages', 'messages').code).toBe('InvalidOptions');
		expect(refusal('messages', 'messages').detail).toContain('activity, recommendations');
		expect(refusal('activity', 'group_boards').detail).toContain(
			'comments, mentions, saves, follows',
		);
		// Inherited object keys are not sections.
		expect(refusal('constructor', 'name')).toBeInstanceOf(AppError);
		expect(refusal('__proto__', 'x')).toBeInstanceOf(AppError);
	});
});

describe('changesFromEnabledList', () => {
	it('turns on exactly the listed options of the channel', () => {
		const changes = changesFromEnabledList('email', new Set(['news.tips', 'bogus.x']));
		const total = Object.values(NOTIFICATION_OPTIONS.email).flat().length;
		expect(changes).toHaveLength(total);
		expect(changes.filter((c) => c.value)).toEqual([
			{ section: 'news', option: 'tips', value: true },
		]);
	});
});

describe('channelFromSettingsJson', () => {
	it('fills defaults and survives unreadable JSON', () => {
		expect(channelFromSettingsJson('{nope', 'news').activity?.comments).toBe(true);
		expect(
			channelFromSettingsJson(
				JSON.stringify({ notifications: { news: { activity: { saves: false } } } }),
				'news',
			).activity,
		).toEqual({ comments: true, mentions: true, saves: false, follows: true });
	});
});

describe('labels, masking and file names', () => {
	it('has a readable label for every section and option', () => {
		for (const sections of Object.values(NOTIFICATION_OPTIONS)) {
			for (const [section, options] of Object.entries(sections)) {
				expect(sectionLabel(section)).not.toBe(section);
				for (const option of options) expect(optionLabel(option)).not.toBe(option);
			}
		}
	});

	it('masks email addresses', () => {
		expect(maskEmail('jane@example.com')).toBe('j•••@example.com');
		expect(maskEmail('broken')).toBe('•••');
	});

	it('names the export file after the user and the day', () => {
		expect(exportFileName('jane_doe', new Date('2026-03-04T23:00:00Z'))).toBe(
			'corkboard-data-jane_doe-2026-03-04.zip',
		);
		expect(exportFileName('../"x', new Date('2026-03-04T00:00:00Z'))).toBe(
			'corkboard-data-x-2026-03-04.zip',
		);
	});
});
