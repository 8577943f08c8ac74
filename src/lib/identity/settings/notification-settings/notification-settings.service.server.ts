import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/errors.ts';
import {
	NOTIFICATION_OPTIONS,
	type NotificationChannel,
	parseUserSettings,
} from '../../users/user-settings.ts';
import {
	findUserSettingsJson,
	lockUserSettings,
	updateUser,
} from '../../users/users.repository.server.ts';

/** One channel's switches as answered to clients: `{[section]: {[option]: on}}`. */
export type NotificationChannelSettings = Record<string, Record<string, boolean>>;

/** One switch to set (SET-06: `section`, `option`, `value`). */
export interface NotificationChange {
	section: string;
	option: string;
	value: boolean;
}

/** The sections of a channel with their options, in display order. */
export function channelSections(channel: NotificationChannel): [string, readonly string[]][] {
	return Object.entries(NOTIFICATION_OPTIONS[channel] as Record<string, readonly string[]>);
}

/**
 * Refuses a section or option the channel does not have, with `InvalidOptions` naming the
 * valid ones, so a client can correct itself.
 */
export function assertNotificationOption(
	channel: NotificationChannel,
	section: string,
	option: string,
): void {
	const sections = NOTIFICATION_OPTIONS[channel] as Record<string, readonly string[]>;
	const options = Object.hasOwn(sections, section) ? sections[section] : undefined;
	if (!options) {
		throw new AppError('InvalidOptions', {
			detail: `section: "${section.slice(0, 40)}" is not a ${channel} section; use one of ${Object.keys(sections).join(', ')}.`,
		});
	}
	if (!options.includes(option)) {
		throw new AppError('InvalidOptions', {
			detail: `option: "${option.slice(0, 40)}" is not an option of ${channel}.${section}; use one of ${options.join(', ')}.`,
		});
	}
}

/** The channel's switches from a `users.settings` JSON text, defaults filled in. */
export function channelFromSettingsJson(
	json: string | null | undefined,
	channel: NotificationChannel,
): NotificationChannelSettings {
	return structuredClone(
		parseUserSettings(json).notifications[channel] as NotificationChannelSettings,
	);
}

/** Reads one channel of a user's notification settings; `NotFound` when there is no such user. */
export async function getNotificationChannel(
	db: Kysely<Database>,
	userId: string,
	channel: NotificationChannel,
): Promise<NotificationChannelSettings> {
	const settings = await findUserSettingsJson(db, userId);
	if (settings === undefined) throw new AppError('NotFound', { detail: 'No such account.' });
	return channelFromSettingsJson(settings, channel);
}

function asObject(value: unknown): Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value)
		? (value as Record<string, unknown>)
		: {};
}

/** Sets `notifications[channel][section][option]` in the stored JSON, keeping every other key. */
function applyChanges(
	json: string,
	channel: NotificationChannel,
	changes: readonly NotificationChange[],
): string {
	let raw: Record<string, unknown>;
	try {
		raw = asObject(JSON.parse(json));
	} catch {
		raw = {};
	}
	const notifications = asObject(raw.notifications);
	const channelObject = asObject(notifications[channel]);
	for (const change of changes) {
		const section = asObject(channelObject[change.section]);
		section[change.option] = change.value;
		channelObject[change.section] = section;
	}
	notifications[channel] = channelObject;
	raw.notifications = notifications;
	return JSON.stringify(raw);
}

/**
 * Sets some switches of one channel and returns the channel as stored afterwards. Every change
 * is checked first (`InvalidOptions`, nothing written); then, in one transaction, the stored
 * JSON is read, only the changed keys are set, and it is written back.
 *
 * Lost updates: the first statement is an `UPDATE … RETURNING settings` of the row. On
 * PostgreSQL that takes the row lock (like `SELECT … FOR UPDATE`) and, under READ COMMITTED, a
 * concurrent writer's commit is waited for and its version is the one returned, so two saves of
 * different switches never overwrite each other. On SQLite it makes the transaction a write
 * transaction from its start, so transactions (already serialized by the one connection) never
 * need a lock upgrade that another process could refuse.
 */
export async function updateNotificationOptions(
	db: Kysely<Database>,
	userId: string,
	channel: NotificationChannel,
	changes: readonly NotificationChange[],
): Promise<NotificationChannelSettings> {
	for (const change of changes) assertNotificationOption(channel, change.section, change.option);
	return db.transaction().execute(async (trx) => {
		const now = new Date().toISOString();
		const locked = await lockUserSettings(trx, userId, now);
		if (locked === undefined) throw new AppError('NotFound', { detail: 'No such account.' });
		const next = applyChanges(locked, channel, changes);
		await updateUser(trx, userId, { settings: next });
		return channelFromSettingsJson(next, channel);
	});
}

/** Sets one switch (SET-06) and returns it as stored. */
export async function updateNotificationOption(
	db: Kysely<Database>,
	userId: string,
	channel: NotificationChannel,
	change: NotificationChange,
): Promise<NotificationChange> {
	const stored = await updateNotificationOptions(db, userId, channel, [change]);
	return {
		section: change.section,
		option: change.option,
		value: stored[change.section]?.[change.option] ?? change.value,
	};
}

/**
 * Every switch of a channel set to the given values: options listed in `enabled`
 * (`"section.option"`) on, all others off. Used by the unsubscribe page's form, which sends
 * only the ticked boxes.
 */
export function changesFromEnabledList(
	channel: NotificationChannel,
	enabled: ReadonlySet<string>,
): NotificationChange[] {
	return channelSections(channel).flatMap(([section, options]) =>
		options.map((option) => ({ section, option, value: enabled.has(`${section}.${option}`) })),
	);
}
