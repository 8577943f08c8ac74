import { restRoute } from '~/lib/platform/http/rest.server.ts';
import { flagComment } from '~/lib/social/comments/comment-actions.service.server.ts';
import { flagInput } from '~/lib/social/comments/comment-rest-input.ts';

/**
 * CMT-04 `PUT /v3/aggregated_comments/{id}/flag/` (also `/v3/did_it/{id}/flag/`) `{commentId,
 * reason, detailedReasons?}`: reports the comment → null. One report per person and comment.
 */
export const PUT = restRoute({
	auth: 'required',
	input: flagInput,
	async run({ db, viewer, params }, o) {
		const detail = Array.isArray(o.detailedReasons)
			? o.detailedReasons.join(', ')
			: (o.detailedReasons ?? '');
		await flagComment(db, viewer, params.id ?? '', o.reason, detail);
		return { data: null };
	},
});
