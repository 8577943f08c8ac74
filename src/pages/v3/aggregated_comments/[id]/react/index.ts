import { z } from 'zod';
import { restRoute } from '~/lib/platform/http/rest.server.ts';
import { markCommentForApi } from '~/lib/social/comments/comment-rest.operation.server.ts';
import { orbacSubjectId, reactionType } from '~/lib/social/comments/comment-rest-input.ts';

/** CMT-09 `POST /v3/aggregated_comments/{id}/react/` `reaction_type=1`: like → the comment. */
export const POST = restRoute({
	auth: 'required',
	input: z.object({ reaction_type: reactionType, orbac_subject_id: orbacSubjectId }),
	async run({ db, viewer, params }) {
		return { data: await markCommentForApi(db, viewer, params.id ?? '', 'like', true) };
	},
});

/** CMT-09 `DELETE /v3/aggregated_comments/{id}/react/`: unlike → the comment. */
export const DELETE = restRoute({
	auth: 'required',
	input: z.object({ reaction_type: reactionType.optional(), orbac_subject_id: orbacSubjectId }),
	async run({ db, viewer, params }) {
		return { data: await markCommentForApi(db, viewer, params.id ?? '', 'like', false) };
	},
});
