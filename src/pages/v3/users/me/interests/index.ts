import { z } from 'zod';
import {
	followedInterestsPage,
	MAX_FOLLOWED_PAGE_SIZE,
} from '~/lib/discovery/interests/interest-follows.service.server.ts';
import { requireAuth } from '~/lib/platform/http/auth-guard.server.ts';
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
		requireAuth(viewer);
		const page = await followedInterestsPage(db, viewer.id, {
			bookmark: input.bookmark,
			pageSize: input.page_size,
		});
		return { data: page.topics, bookmark: page.bookmark };
	},
});
