import type { Kysely } from 'kysely';
import { type Pin, pinIdFromSegment } from '../../content/pins/pin.ts';
import { getPinForViewer } from '../../content/pins/pins.service.server.ts';
import type { Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { MediaStore } from '../../platform/media/media-store.server.ts';
import type { PageLoad } from '../../platform/routing/page-load.ts';
import { type Crop, parseCropParam, WHOLE_IMAGE } from './crop.ts';
import { visuallySimilarPins } from './visual-search.service.server.ts';

export interface VisualSearchPageData {
	pin: Pin;
	/** The region searched: the `?crop=` one, else the whole picture. */
	crop: Crop;
	/** A `?crop=` was given but is not a region of the picture (the whole picture is used). */
	badCrop: boolean;
	/** Similar pins the viewer may see, closest first. */
	results: Pin[];
	/**
	 * The stored picture could not be read (a missing or damaged file): the page still renders,
	 * says so and offers the way back, instead of failing as a whole.
	 */
	unavailable: boolean;
}

/**
 * `/pin/{id}/visual-search/` (SRC-06): the pin (404 when the viewer may not see it) and the
 * pins that look like it, or like `?crop=x,y,w,h` of it. A picture that cannot be read
 * (`VisualImageUnavailable`, e.g. its file is gone from the media store) gives an empty list
 * with `unavailable` set: the resource answers that error as a 503, the page as a notice.
 */
export async function loadVisualSearchPage(input: {
	db: Kysely<Database>;
	store: MediaStore;
	viewer: Viewer | null;
	segment: string;
	cropParam: string | null;
}): Promise<PageLoad<VisualSearchPageData>> {
	const id = pinIdFromSegment(input.segment);
	const pin = id ? await getPinForViewer(input.db, input.viewer, id) : null;
	if (!pin) return { kind: 'not-found' };
	const parsed = parseCropParam(input.cropParam);
	const crop = parsed ?? WHOLE_IMAGE;
	const data = { pin, crop, badCrop: input.cropParam !== null && parsed === null };
	try {
		const found = await visuallySimilarPins(input.db, input.store, input.viewer, pin.id, { crop });
		return {
			kind: 'ok',
			data: { ...data, results: found?.results.map((r) => r.pin) ?? [], unavailable: false },
		};
	} catch (error) {
		if (error instanceof AppError && error.code === 'VisualImageUnavailable') {
			return { kind: 'ok', data: { ...data, results: [], unavailable: true } };
		}
		throw error;
	}
}
