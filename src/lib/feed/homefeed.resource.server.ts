import { z } from 'zod';
import { action, defineResource } from '../http/resource.server.ts';
import { MAX_PAGE_SIZE, recentPinsPage } from '../pins/pins.service.server.ts';

/**
 * `UserHomefeedResource`: pages of the home feed. Here the feed is the newest public pins;
 * ranking by follows and interests comes with the discovery issue. The answer's `bookmark`
 * continues the feed; the original client sends it back as `bookmarks: [bookmark]`.
 */
export const userHomefeedResource = defineResource({
	name: 'UserHomefeedResource',
	get: action({
		auth: 'optional',
		options: z.object({
			field_set_key: z.string().max(50).optional(),
			page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
			bookmarks: z.array(z.string().max(500)).max(5).optional(),
			bookmark: z.string().max(500).optional(),
			in_nux: z.boolean().optional(),
			static_feed: z.boolean().optional(),
		}),
		async run({ db, viewer }, options) {
			const page = await recentPinsPage(db, {
				bookmark: options.bookmark ?? options.bookmarks?.[0],
				pageSize: options.page_size,
				// Pins the viewer hid stay out of their feed.
				viewerId: viewer?.id ?? null,
			});
			return { data: page.pins, bookmark: page.bookmark };
		},
	}),
});
