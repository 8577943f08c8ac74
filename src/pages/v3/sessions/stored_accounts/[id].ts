import { z } from 'zod';
import { removeStoredAccount } from '~/lib/identity/multi-account/stored-accounts.service.server.ts';
import { isId } from '~/lib/platform/db/ids.ts';
import { AppError } from '~/lib/platform/http/errors.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/**
 * `DELETE /v3/sessions/stored_accounts/{userId}/` (MAS-06 'Remove account'): forgets that stored
 * account in this browser and ends its session. Acts only on this browser's own tokens, so it
 * needs no login (the current session may be the expired one).
 */
export const DELETE = restRoute({
	auth: 'optional',
	input: z.object({}),
	async run(ctx) {
		const id = ctx.params.id ?? '';
		if (!isId(id)) throw new AppError('NotFound', { detail: 'No such account.' });
		return { data: await removeStoredAccount(ctx, id) };
	},
});
