import { z } from 'zod';
import { readerIdOf } from '~/lib/content/boards/boards.service.server.ts';
import { MAX_PAGE_SIZE } from '~/lib/content/pins/pins.service.server.ts';
import {
	getInterestById,
	interestPinsPage,
} from '~/lib/discovery/interests/interests.service.server.ts';
import { AppError } from '~/lib/platform/http/errors.ts';
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
		const interest = await getInterestById(db, params.id ?? '');
		if (!interest) throw new AppError('InterestNotFound');
		const page = await interestPinsPage(db, interest.id, {
			bookmark: input.bookmark,
			pageSize: input.page_size,
			viewerId: readerIdOf(viewer),
		});
		return { data: page.pins, bookmark: page.bookmark };
	},
});
