import { z } from 'zod';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { mediaStore } from '../../platform/media/media-store.server.ts';
import { fetchTestTargets } from '../../platform/security/fetch-test-targets.server.ts';
import {
	type FinderFetchOptions,
	findPageImages,
	saveWebImage,
} from './image-finder.service.server.ts';

/** A web address as typed; the guarded fetcher decides whether it may be fetched. */
const webAddress = z.string().trim().min(1, 'enter a web address').max(4096);

/**
 * The fetch options of the running app: none, except the loopback pairs a server started for a
 * browser test registered (`FETCH_TEST_TARGETS` under NODE_ENV=test; always empty in production).
 */
function appFetchOptions(): FinderFetchOptions {
	const targets = fetchTestTargets();
	return targets.length > 0 ? { testOnlyTargets: targets } : {};
}

/**
 * `ImageFinderResource get {url}` (BLD-19) → `{page: {url, title}, images: [{url, width?,
 * height?, alt}]}`, at most 50 images.
 */
export const imageFinderResource = defineResource({
	name: 'ImageFinderResource',
	get: action({
		auth: 'required',
		options: z.object({
			/** The page to look for images on (http or https). */
			url: webAddress,
		}),
		run: async ({ viewer }, options) => ({
			data: await findPageImages(viewer.id, options.url, appFetchOptions()),
		}),
	}),
});

/**
 * `WebImageResource create {image_url, page_url}` → `{id, images, dominant_color, link}`: the
 * image stored as the viewer's upload, with the page as the link its pin will carry.
 */
export const webImageResource = defineResource({
	name: 'WebImageResource',
	create: action({
		auth: 'required',
		options: z.object({
			/** One of the images the finder listed (any http or https image URL). */
			image_url: webAddress,
			/** The page it was found on. */
			page_url: webAddress,
		}),
		run: async ({ db, viewer }, options) => ({
			data: await saveWebImage(
				db,
				mediaStore(),
				viewer.id,
				{
					imageUrl: options.image_url,
					pageUrl: options.page_url,
				},
				appFetchOptions(),
			),
		}),
	}),
});
