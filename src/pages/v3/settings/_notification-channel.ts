import type { APIRoute } from 'astro';
import { z } from 'zod';
import {
	getNotificationChannel,
	updateNotificationOptions,
} from '~/lib/identity/settings/notification-settings/notification-settings.service.server.ts';
import type { NotificationChannel } from '~/lib/identity/users/user-settings.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/** A JSON boolean, or `true`/`false` as a form field sends it. */
const booleanField = z.union([
	z.boolean(),
	z.enum(['true', 'false']).transform((v) => v === 'true'),
]);

/**
 * The two handlers of `/v3/settings/{channel}/` (NTF-12, API-56/57), signed-in only, shared by
 * `news/` and `push/` (the `_` keeps this file out of the routes):
 * GET → `{[section]: {[option]: boolean}}`; PUT `{section, option, value}` → the channel as
 * stored after the change. An unknown section or option is `InvalidOptions` naming the valid ones.
 */
export function notificationChannelRoutes(channel: NotificationChannel): {
	GET: APIRoute;
	PUT: APIRoute;
} {
	return {
		GET: restRoute({
			auth: 'required',
			input: z.object({}),
			async run({ db, viewer }) {
				return { data: await getNotificationChannel(db, viewer!.id, channel) };
			},
		}),
		PUT: restRoute({
			auth: 'required',
			input: z.object({
				section: z.string().min(1).max(40),
				option: z.string().min(1).max(40),
				value: booleanField,
			}),
			async run({ db, viewer }, change) {
				return { data: await updateNotificationOptions(db, viewer!.id, channel, [change]) };
			},
		}),
	};
}
