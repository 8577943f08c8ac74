import { z } from 'zod';
import { restRoute } from '~/lib/platform/http/rest.server.ts';
import { highlightCommentForApi } from '~/lib/social/comments/comment-rest.operation.server.ts';
import { flag, restId } from '~/lib/social/comments/comment-rest-input.ts';

/**
 * CMT-08 `PUT /v3/aggregated_comments/pin/highlight/` `{aggregated_comment, pin, highlight}`: the
 * pin's owner highlights a comment (or stops) → the comment. A missing comment id answers
 * 'Could not find comment', a missing pin id 'Could not find Pin'.
 */
export const PUT = restRoute({
	auth: 'required',
	input: z.object({
		aggregated_comment: restId.optional(),
		pin: restId.optional(),
		highlight: flag.default(true),
	}),
	async run({ db, viewer }, o) {
		return {
			data: await highlightCommentForApi(db, viewer, {
				commentId: o.aggregated_comment,
				pinId: o.pin,
				highlight: o.highlight,
			}),
		};
	},
});
