import { z } from 'zod';
import { getPinForViewer } from '../../content/pins/pins.service.server.ts';
import { isId } from '../../platform/db/ids.ts';
import { orNotFound } from '../../platform/http/errors.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { toFeedPin } from '../visual/feed-pin.ts';
import { RELATED_MAX_PAGE_SIZE, relatedPinsPage } from './related.service.server.ts';

/**
 * `RelatedPinFeedResource` get (FED-11, API-82): the "More like this" feed of a pin, paged.
 * Options: `pin_id`, `page_size` (1–50, default 25), `bookmark` or the original client's
 * `bookmarks: [bookmark]`. Answers the pins as `data` and the next page's `bookmark` (`-end-` at
 * the end). A pin the viewer may not see is `NotFound`; related pins are only ones they may see.
 */
export const relatedPinFeedResource = defineResource({
	name: 'RelatedPinFeedResource',
	get: action({
		auth: 'optional',
		options: z.object({
			/** The pin to find related pins for. */
			pin_id: z.string().refine(isId, 'must be a pin id (digits)'),
			page_size: z.coerce.number().int().min(1).max(RELATED_MAX_PAGE_SIZE).optional(),
			bookmark: z.string().max(500).optional(),
			bookmarks: z.array(z.string().max(500)).max(5).optional(),
			/** Accepted for the original client's sake; every field set answers the same pins. */
			field_set_key: z.string().max(50).optional(),
		}),
		async run({ db, viewer, readerId }, options) {
			const pin = orNotFound(
				await getPinForViewer(db, viewer, options.pin_id),
				`No pin ${options.pin_id} that you can see.`,
			);
			const page = await relatedPinsPage(db, pin, {
				readerId,
				bookmark: options.bookmark ?? options.bookmarks?.[0],
				pageSize: options.page_size,
			});
			return { data: page.pins.map(toFeedPin), bookmark: page.bookmark };
		},
	}),
});
