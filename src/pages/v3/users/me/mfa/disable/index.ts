import { z } from 'zod';
import { disableMfa } from '~/lib/identity/auth/mfa/mfa.service.server.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/**
 * `POST /v3/users/me/mfa/disable/` `{password, code}`: turns MFA off after the password and a
 * current code (or a backup code); removes the backup codes and rotates the session token.
 */
export const POST = restRoute({
	auth: 'required',
	input: z.object({
		password: z.string().min(1).max(1024),
		code: z.string().trim().min(1).max(32),
	}),
	async run({ db, viewer, cookies }, input) {
		return { data: await disableMfa({ db, viewer: viewer!, cookies }, input) };
	},
});
