import { z } from 'zod';
import { viewerModelForApi } from '~/lib/identity/users/viewer-model.operation.server.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/**
 * `GET /v3/users/me/` (ACC-18, API-17): the viewer's model (ACC-02..12). `fields` names the
 * wanted fields, comma-separated, with or without the `user.` prefix
 * (`user.full_name,user.email`); only those come back, and unknown names are refused with
 * `InvalidOptions` naming them. Without `fields`, the whole model.
 * A limited-login viewer (login_state 2) may read their own basic fields (`LIMITED_LOGIN_FIELDS`,
 * with `is_limited_login` true); any other field they ask for is left out.
 */
export const GET = restRoute({
	auth: 'optional',
	input: z.object({ fields: z.string().max(4000).optional() }),
	async run({ db, viewer }, input) {
		return { data: await viewerModelForApi(db, viewer, input.fields) };
	},
});
