import { z } from 'zod';
import { action, defineResource } from '../../../platform/http/resource.server.ts';
import { reauthenticate } from './reauth.service.server.ts';

/**
 * `UserReauthResource` create `{password, mfa_code?}` → `{reauthenticated_at}`: confirms it is
 * the account's owner before a sensitive change (see `reauth.service.server.ts`). The client
 * calls it when a change answered `ReauthRequired`, then sends the change again. With MFA on,
 * `mfa_code` (an authenticator or backup code) is required (`MfaRequired` without it). A linked
 * business is confirmed with its owner's password and code.
 */
export const userReauthResource = defineResource({
	name: 'UserReauthResource',
	create: action({
		auth: 'required',
		options: z.object({
			password: z.string().max(1024),
			mfa_code: z.string().trim().max(32).optional(),
		}),
		async run({ db, viewer }, options) {
			return {
				data: await reauthenticate(db, viewer, {
					password: options.password,
					mfaCode: options.mfa_code,
				}),
			};
		},
	}),
});
