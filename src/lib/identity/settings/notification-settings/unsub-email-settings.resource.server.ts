import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Viewer } from '../../../platform/access/viewer.ts';
import type { Database } from '../../../platform/db/database.ts';
import { requireAuth } from '../../../platform/http/auth-guard.server.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { action, defineResource } from '../../../platform/http/resource.server.ts';
import { emailOptionChangeSchema } from './email-settings.resource.server.ts';
import {
	getNotificationChannel,
	updateNotificationOption,
} from './notification-settings.service.server.ts';
import { userFromUnsubscribeToken } from './unsubscribe-link.server.ts';

const tokenSchema = z.string().min(1).max(4096);

/**
 * Whose settings a call may change: the token's user when a token is sent (a bad one is
 * `TokenInvalid`, even for a signed-in caller, so a broken link never silently edits someone
 * else), else the fully signed-in viewer, else `AuthenticationRequired`.
 */
async function subjectUserId(
	db: Kysely<Database>,
	viewer: Viewer | null,
	token: string | undefined,
): Promise<string> {
	if (token !== undefined) {
		const user = await userFromUnsubscribeToken(db, token);
		if (!user) throw new AppError('TokenInvalid');
		return user.id;
	}
	requireAuth(viewer);
	return viewer.id;
}

/**
 * `UnsubEmailSettingsResource` (SET-06, API-55): the email switches reached from a mail's
 * unsubscribe link, without logging in. `token` is the signed link token
 * (`unsubscribe-link.server.ts`); without one, the signed-in user's own switches.
 * update `{section, option, value, token?}` → `{section, option, value}`.
 */
export const unsubEmailSettingsResource = defineResource({
	name: 'UnsubEmailSettingsResource',
	get: action({
		auth: 'optional',
		options: z.object({ token: tokenSchema.optional() }),
		async run({ db, viewer }, options) {
			const userId = await subjectUserId(db, viewer, options.token);
			return { data: await getNotificationChannel(db, userId, 'email') };
		},
	}),
	update: action({
		auth: 'optional',
		options: emailOptionChangeSchema.extend({ token: tokenSchema.optional() }),
		async run({ db, viewer }, { token, ...change }) {
			const userId = await subjectUserId(db, viewer, token);
			return { data: await updateNotificationOption(db, userId, 'email', change) };
		},
	}),
});
