import { z } from 'zod';
import { action, defineResource } from '../../../platform/http/resource.server.ts';
import {
	getNotificationChannel,
	updateNotificationOption,
} from './notification-settings.service.server.ts';

/** SET-06 options: which switch of the email channel, and its new state. */
export const emailOptionChangeSchema = z.object({
	/** A section of `NOTIFICATION_OPTIONS.email`, e.g. `activity`. */
	section: z.string().min(1).max(40),
	/** An option of that section, e.g. `comments`. */
	option: z.string().min(1).max(40),
	/** On (true) or off (false). */
	value: z.boolean(),
});

/**
 * `EmailSettingsResource` (SET-06, API-54): the signed-in user's email notification switches.
 * get → `{[section]: {[option]: boolean}}`; update `{section, option, value}` → the switch as
 * stored. An unknown section or option is refused with `InvalidOptions` naming the valid ones;
 * the client then reverts its toggle.
 */
export const emailSettingsResource = defineResource({
	name: 'EmailSettingsResource',
	get: action({
		auth: 'required',
		options: z.object({}),
		async run({ db, viewer }) {
			return { data: await getNotificationChannel(db, viewer!.id, 'email') };
		},
	}),
	update: action({
		auth: 'required',
		options: emailOptionChangeSchema,
		async run({ db, viewer }, options) {
			return { data: await updateNotificationOption(db, viewer!.id, 'email', options) };
		},
	}),
});
