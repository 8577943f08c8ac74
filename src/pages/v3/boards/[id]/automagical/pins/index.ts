import { z } from 'zod';
import { suggestedPinsForApi } from '~/lib/content/boards/board-ideas.operation.server.ts';
import { MAX_PAGE_SIZE } from '~/lib/content/pins/pins.service.server.ts';
import { restRoute } from '~/lib/platform/http/rest.server.ts';

/**
 * `GET /v3/boards/{id}/automagical/pins/` (BRD-11, U-13): "more ideas" for a board, a pin feed
 * `{data: [pins], bookmark}`; `bookmark` continues it, `page_size` 25 by default, 250 at most.
 */
export const GET = restRoute({
	auth: 'optional',
	input: z.object({
		bookmark: z.string().max(500).optional(),
		page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
	}),
	async run({ db, viewer, params }, input) {
		const paging = { bookmark: input.bookmark, pageSize: input.page_size };
		return suggestedPinsForApi(db, viewer, params.id ?? '', paging);
	},
});
