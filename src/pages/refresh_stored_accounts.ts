import { z } from 'zod';
import { refreshStoredAccounts } from '~/lib/identity/multi-account/stored-accounts.service.server.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/**
 * `GET /refresh_stored_accounts` (ACC-17, API-33): called by the client when its session has
 * expired. Drops dead stored tokens, makes a live stored account current when the current one
 * has expired, and answers `{session_accounts, promoted_user_id}` in the envelope.
 */
export const GET = restRoute({
	auth: 'optional',
	input: z.object({}),
	async run(ctx) {
		return { data: await refreshStoredAccounts(ctx) };
	},
});
