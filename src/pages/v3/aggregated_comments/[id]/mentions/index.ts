import { z } from 'zod';
import { restRoute } from '~/lib/platform/http/rest.server.ts';
import { removeMentionForApi } from '~/lib/social/comments/comment-rest.operation.server.ts';

/**
 * CMT-05 `DELETE /v3/aggregated_comments/{id}/mentions/` `{fields?}`: removes the viewer's own
 * mention from the comment → `{id, tagged_users}`.
 */
export const DELETE = restRoute({
	auth: 'required',
	input: z.object({ fields: z.string().max(1000).optional() }),
	async run({ db, viewer, params }) {
		return { data: await removeMentionForApi(db, viewer, params.id ?? '') };
	},
});
