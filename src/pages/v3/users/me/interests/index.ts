import { z } from 'zod';
import { followedInterestsForApi } from '~/lib/discovery/interests/interest-feeds.operation.server.ts';
import { MAX_FOLLOWED_PAGE_SIZE } from '~/lib/discovery/interests/interest-follows.service.server.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/**
 * `GET /v3/users/me/interests/` (FED-09): the interests the viewer follows, newest follow
 * first, as topics (`id`, `is_followed`, name, url, counts); `bookmark` continues the list.
 */
export const GET = restRoute({
	auth: 'required',
	input: z.object({
		page_size: z.coerce.number().int().min(1).max(MAX_FOLLOWED_PAGE_SIZE).optional(),
		bookmark: z.string().max(500).optional(),
		fields: z.string().max(2000).optional(),
	}),
	async run({ db, viewer }, input) {
		return followedInterestsForApi(db, viewer.id, {
			bookmark: input.bookmark,
			pageSize: input.page_size,
		});
	},
});
