import { z } from 'zod';
import { isId } from '../../platform/db/ids.ts';
import { AppError, orNotFound } from '../../platform/http/errors.ts';
import { action, defineResource } from '../../platform/http/resource.server.ts';
import { mediaStore } from '../../platform/media/media-store.server.ts';
import { type Crop, isValidCrop, parseCropParam } from './crop.ts';
import { cropSchema } from './crop-schema.ts';
import { toFeedPin } from './feed-pin.ts';
import { VISUAL_MAX_PAGE_SIZE, visuallySimilarPins } from './visual-search.service.server.ts';

/**
 * `VisualLiveSearchResource` get (SRC-06, API-75): pins that look like a region of a pin's
 * picture. `crop` is `{x, y, w, h}` in fractions of the picture (or the same as `"x,y,w,h"`);
 * without it the whole picture is used. Answers `{pin_id, crop, results: [{…pin, visual_distance}]}`,
 * closest first, one pin per picture, only pins the viewer may see; a pin the viewer may not see
 * is `NotFound`. The list is one bounded page (ranked, so there is no bookmark to continue).
 */
export const visualLiveSearchResource = defineResource({
	name: 'VisualLiveSearchResource',
	get: action({
		auth: 'optional',
		options: z.object({
			/** The pin whose picture to search by. */
			pin_id: z.string().refine(isId, 'must be a pin id (digits)'),
			/** The region, fractions of the picture; omitted: the whole picture. */
			crop: z.union([cropSchema, z.string().max(100)]).optional(),
			/** How many results (1–50, default 25). */
			page_size: z.coerce.number().int().min(1).max(VISUAL_MAX_PAGE_SIZE).optional(),
		}),
		async run({ db, viewer }, options) {
			const crop = readCrop(options.crop);
			const found = await visuallySimilarPins(db, mediaStore(), viewer, options.pin_id, {
				crop,
				limit: options.page_size,
			});
			const result = orNotFound(found, `No pin ${options.pin_id} that you can see.`);
			return {
				data: {
					pin_id: result.pin.id,
					crop: crop ?? null,
					results: result.results.map((r) => ({
						...toFeedPin(r.pin),
						visual_distance: r.distance,
					})),
				},
			};
		},
	}),
});

function readCrop(value: Crop | string | undefined): Crop | undefined {
	if (value === undefined) return undefined;
	const crop =
		typeof value === 'string' ? parseCropParam(value) : isValidCrop(value) ? value : null;
	if (!crop) throw new AppError('VisualCropInvalid', { extra: { crop: value } });
	return crop;
}
