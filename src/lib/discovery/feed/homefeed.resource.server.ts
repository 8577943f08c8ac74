import { z } from 'zod';
import errorsDetail from '~/messages/errors-detail/index.ts';
import { MAX_PAGE_SIZE } from '../../content/pins/pins.service.server.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { homeFeedPage } from './homefeed.service.server.ts';

/** The most onboarding signals (`nux_signals_map` entries) one call may send. */
const MAX_NUX_SIGNALS = 50;

/**
 * `UserHomefeedResource` get (FED-02): a page of the home feed (`homeFeedPage`: followed
 * people, boards and interests for a signed-in viewer, then popular and recent public pins;
 * the popular fallback for new users and signed-out visitors). The answer's `bookmark`
 * continues the feed; the original client sends it back as `bookmarks: [bookmark]`. An
 * undecodable bookmark is refused (`HomefeedInvalidBookmark`) rather than silently restarted,
 * so a client bug cannot loop over the first page.
 *
 * Accepted and validated, with no effect on the answer (the client's own context):
 * `field_set_key` (`hf_grid`, `hf_grid_partner`: both answer the same pin fields),
 * `in_nux`, `in_news_hub`, `nux_signals_map`, and FED-03's `firstHomeFeedRequestAfterNux`
 * (a signed-out first load after onboarding; logged by the client, the feed is the same).
 * `static_feed` answers the fixed performance-testing feed (RTE-18).
 */
export const userHomefeedResource = defineResource({
	name: 'UserHomefeedResource',
	get: action({
		auth: 'optional',
		options: z.object({
			field_set_key: z.enum(['hf_grid', 'hf_grid_partner']).optional(),
			page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
			bookmarks: z.array(z.string().max(500)).max(5).optional(),
			bookmark: z.string().max(500).optional(),
			in_nux: z.boolean().optional(),
			in_news_hub: z.boolean().optional(),
			static_feed: z.boolean().optional(),
			nux_signals_map: z
				.record(z.string().max(64), z.unknown())
				.refine((m) => Object.keys(m).length <= MAX_NUX_SIGNALS, {
					error: () => errorsDetail().homefeedSignalLimit({ max: MAX_NUX_SIGNALS }),
				})
				.optional(),
			firstHomeFeedRequestAfterNux: z.boolean().optional(),
		}),
		async run({ db, viewer }, options) {
			const page = await homeFeedPage(db, viewer, {
				bookmark: options.bookmark ?? options.bookmarks?.[0],
				pageSize: options.page_size,
				staticFeed: options.static_feed,
				onInvalidBookmark: 'throw',
			});
			return { data: page.pins, bookmark: page.bookmark };
		},
	}),
});
