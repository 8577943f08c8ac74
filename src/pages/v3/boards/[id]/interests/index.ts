import { z } from 'zod';
import { boardInterestsForApi } from '~/lib/content/boards/board-ideas.operation.server.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/** `GET /v3/boards/{id}/interests/` (BRD-11, U-13): interest objects `{id, name, url, image}`. */
export const GET = restRoute({
	auth: 'optional',
	input: z.object({}),
	async run({ db, viewer, params }) {
		return { data: await boardInterestsForApi(db, viewer, params.id ?? '') };
	},
});
