import { z } from 'zod';
import { MAX_PAGE_SIZE } from '~/lib/content/pins/pins.service.server.ts';
import { interestFeedForApi } from '~/lib/discovery/interests/interest-feeds.operation.server.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/**
 * `GET /v3/usecases/{id}/feed/` (FED-09). A use case is an interest: `{id}` is an interest id
 * and the feed is that interest's public pins, newest first, paged by `bookmark` (the same feed
 * as its `/ideas/` page). Unknown: `InterestNotFound`.
 */
export const GET = restRoute({
	auth: 'optional',
	input: z.object({
		page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
		bookmark: z.string().max(500).optional(),
		fields: z.string().max(2000).optional(),
	}),
	async run({ db, viewer, params }, input) {
		return interestFeedForApi(db, viewer, params.id ?? '', {
			bookmark: input.bookmark,
			pageSize: input.page_size,
		});
	},
});
