import { z } from 'zod';
import { restRoute } from '~/lib/platform/http/rest.server.ts';
import { markCommentForApi } from '~/lib/social/comments/comment-rest.operation.server.ts';
import { orbacSubjectId } from '~/lib/social/comments/comment-rest-input.ts';

/** CMT-07 `POST /v3/helpful/1/{id}/`: marks the comment helpful → the comment. */
export const POST = restRoute({
	auth: 'required',
	input: z.object({ orbac_subject_id: orbacSubjectId }),
	async run({ db, viewer, params }) {
		return { data: await markCommentForApi(db, viewer, params.id ?? '', 'helpful', true) };
	},
});

/** CMT-07 `DELETE /v3/helpful/1/{id}/`: unmarks it → the comment. */
export const DELETE = restRoute({
	auth: 'required',
	input: z.object({ orbac_subject_id: orbacSubjectId }),
	async run({ db, viewer, params }) {
		return { data: await markCommentForApi(db, viewer, params.id ?? '', 'helpful', false) };
	},
});
