import type { Kysely } from 'kysely';
import type { Pin } from '../../content/pins/pin.ts';
import { pinRowToPin } from '../../content/pins/pin-row.server.ts';
import { getPinForViewer } from '../../content/pins/pins.service.server.ts';
import { readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import type { Database } from '../../platform/db/database.ts';
import { type ImageFeatures, strongBins } from '../../platform/media/image-features.ts';
import type { StoredVariants } from '../../platform/media/image-sizes.ts';
import type { MediaStore } from '../../platform/media/media-store.server.ts';
import { type Crop, isWholeImage } from './crop.ts';
import { BACKFILL_SOURCE_SIZE, featuresOfStoredImage } from './stored-image-features.server.ts';
import {
	findPinMedia,
	firstVisiblePinPerMedia,
	listCandidates,
	type PinMediaRow,
	pinRowsByIds,
	saveMediaFeatures,
} from './visual.repository.server.ts';
import { hexBytes, visualDistance } from './visual-distance.ts';

/** Newest images read per colour bucket: at most 4 buckets, so at most 3,000 candidates. */
const CANDIDATES_PER_BUCKET = 750;
const VISUAL_PAGE_SIZE = 25;
export const VISUAL_MAX_PAGE_SIZE = 50;

/** One similar pin and how far its picture is from the query (0 = the same look). */
interface SimilarPin {
	pin: Pin;
	distance: number;
}

export interface VisualSearchResult {
	/** The pin searched from. */
	pin: Pin;
	/** Similar pins, closest first; one pin per picture, never the query's own picture. */
	results: SimilarPin[];
}

/**
 * SRC-06: pins that look like `pinId`'s picture, or like a region of it (`crop`). Null when the
 * viewer may not see that pin (the caller answers 404).
 *
 * The whole picture uses the features stored at upload (computed and stored now if the image
 * predates them); a crop is cut from the stored `474x` variant and measured with real sharp.
 * Candidates are the images sharing one of the query's strong colour bins, at most
 * CANDIDATES_PER_BUCKET each (the inverted index `media_color_buckets`), ranked in memory by
 * histogram distance plus hash Hamming distance; each image then maps to the oldest pin showing
 * it that the viewer may see (one query), so a picture saved a thousand times shows once.
 */
export async function visuallySimilarPins(
	db: Kysely<Database>,
	store: MediaStore,
	viewer: Viewer | null,
	pinId: string,
	options: { crop?: Crop | undefined; limit?: number | undefined } = {},
): Promise<VisualSearchResult | null> {
	const pin = await getPinForViewer(db, viewer, pinId);
	if (!pin) return null;
	const media = await findPinMedia(db, pin.id);
	if (!media) return null;
	const mediaId = media.id;
	const limit = Math.min(Math.max(options.limit ?? VISUAL_PAGE_SIZE, 1), VISUAL_MAX_PAGE_SIZE);
	const query = await queryFeatures(db, store, media, options.crop);
	const target = { histogram: hexBytes(query.histogram), dhash: query.dhash };

	const candidates = await listCandidates(db, query.buckets, CANDIDATES_PER_BUCKET);
	const ranked = candidates
		.filter((c) => c.id !== mediaId)
		.map((c) => ({
			mediaId: c.id,
			distance: visualDistance(target, { histogram: hexBytes(c.color_histogram), dhash: c.dhash }),
		}))
		// Ties (identical looks) go to the newer image, so the order never depends on the database.
		.sort((a, b) => a.distance - b.distance || (BigInt(b.mediaId) > BigInt(a.mediaId) ? 1 : -1))
		// Some images have no pin the viewer may see (avatars, secret boards): look a little further.
		.slice(0, limit * 3);

	const pinOfMedia = await firstVisiblePinPerMedia(
		db,
		ranked.map((r) => r.mediaId),
		readerIdOf(viewer),
	);
	const chosen = ranked
		.filter((r) => pinOfMedia.has(r.mediaId) && pinOfMedia.get(r.mediaId) !== pin.id)
		.slice(0, limit);
	const rows = await pinRowsByIds(
		db,
		chosen.map((r) => pinOfMedia.get(r.mediaId)!),
	);
	const byId = new Map(rows.map((row) => [row.id, pinRowToPin(row)]));
	const results: SimilarPin[] = [];
	for (const r of chosen) {
		const found = byId.get(pinOfMedia.get(r.mediaId)!);
		if (found) results.push({ pin: found, distance: Math.round(r.distance * 1000) / 1000 });
	}
	return { pin, results };
}

/** The query's features: stored ones for the whole picture, measured ones for a crop. */
async function queryFeatures(
	db: Kysely<Database>,
	store: MediaStore,
	media: PinMediaRow,
	crop: Crop | undefined,
): Promise<ImageFeatures> {
	const image = {
		storageKey: media.storage_key,
		variants: JSON.parse(media.variants) as StoredVariants,
	};
	if (crop && !isWholeImage(crop)) return featuresOfStoredImage(store, image, { crop });
	if (media.color_histogram && media.dhash) {
		const shares = Array.from(hexBytes(media.color_histogram), (v) => v / 255);
		return { histogram: media.color_histogram, dhash: media.dhash, buckets: strongBins(shares) };
	}
	// An image from before features existed: measure it once and keep the result (lazy backfill).
	const measured = await featuresOfStoredImage(store, image, { size: BACKFILL_SOURCE_SIZE });
	await saveMediaFeatures(db, media.id, measured);
	return measured;
}
