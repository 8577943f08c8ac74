import { z } from 'zod';
import { publicUserForApi } from '~/lib/identity/users/public-user.operation.server.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/**
 * `GET /v3/users/{id}/`: a user's public fields (used by the multi-account batch, MAS-02).
 * `fields` may name the wanted fields (`user.username,user.full_name`); unknown names are ignored.
 */
export const GET = restRoute({
	auth: 'optional',
	input: z.object({ fields: z.string().max(1000).optional() }),
	async run({ db, params, viewer }, input) {
		return { data: await publicUserForApi(db, viewer, params.id ?? '', input.fields) };
	},
});
