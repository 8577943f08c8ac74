import { z } from 'zod';
import { regenerateBackupCodes } from '~/lib/auth/mfa/mfa.service.server.ts';
import { restRoute } from '~/lib/http/rest.server.ts';

/**
 * `POST /v3/users/me/mfa/backup_codes/` `{password}`: ten new backup codes (shown this once); the
 * old ones stop working.
 */
export const POST = restRoute({
	auth: 'required',
	input: z.object({ password: z.string().min(1).max(1024) }),
	async run({ db, viewer }, input) {
		return { data: await regenerateBackupCodes(db, viewer!.id, input.password) };
	},
});
