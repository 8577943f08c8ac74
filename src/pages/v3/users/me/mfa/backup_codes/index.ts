import { z } from 'zod';
import { regenerateBackupCodes } from '~/lib/identity/auth/mfa/mfa.service.server.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/**
 * `POST /v3/users/me/mfa/backup_codes/` `{password, code?}`: ten new backup codes (shown this
 * once); the old ones stop working. `code` (an authenticator or backup code) may be left out
 * within a recent re-authentication; otherwise the answer is `ReauthRequired`.
 */
export const POST = restRoute({
	auth: 'required',
	input: z.object({
		password: z.string().min(1).max(1024),
		code: z.string().trim().max(32).optional(),
	}),
	async run({ db, viewer }, input) {
		return { data: await regenerateBackupCodes(db, viewer!, input) };
	},
});
