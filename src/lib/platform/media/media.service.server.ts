import type { Kysely } from 'kysely';
import { config } from '../config/config.server.ts';
import type { Database, MediaRow } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { IMAGE_SIZES, OUTPUT_FORMATS, type StoredVariants } from './image-sizes.ts';
import {
	findMediaById,
	insertColorBuckets,
	insertMedia,
	inTransaction,
} from './media.repository.server.ts';
import { type MediaStore, newStorageKey } from './media-store.server.ts';
import { processImage, processPixels, type RawPixels } from './process-image.server.ts';
import type { ImageLimits } from './validate-image.ts';

/** A stored image: its row's id, where its files are, and what a card needs to show it. */
export interface StoredImage {
	id: string;
	storageKey: string;
	width: number;
	height: number;
	dominantColor: string;
	variants: StoredVariants;
	placeholder: string;
}

export interface IngestOptions {
	/** Overrides of UPLOAD_MAX_BYTES / UPLOAD_MAX_PIXELS (tests, trusted imports). */
	limits?: Partial<ImageLimits>;
}

/** The upload limits from the configuration. */
export function uploadLimits(): ImageLimits {
	const c = config();
	return { maxBytes: c.UPLOAD_MAX_BYTES, maxPixels: c.UPLOAD_MAX_PIXELS };
}

/**
 * Validates, processes, stores all sizes and inserts the media row. Throws AppError on bad input.
 *
 * Bad input is refused before anything is written. Files are written in parallel under a fresh
 * server-chosen key; if a write or the insert fails, every file written is deleted again, so a
 * failure leaves no file and no row behind. `now` sets `created_at` and the id's time.
 *
 * `pixels` instead of `bytes` is for pictures the server drew itself (the demo seed): they skip
 * the checks and the decoding and come out as an uploaded PNG of the same pixels would.
 */
export async function ingestImage(
	db: Kysely<Database>,
	store: MediaStore,
	input: { ownerId: string | null; now?: Date } & ({ bytes: Buffer } | { pixels: RawPixels }),
	options: IngestOptions = {},
): Promise<StoredImage> {
	const limits = { ...uploadLimits(), ...options.limits };
	const image =
		'pixels' in input ? await processPixels(input.pixels) : await processImage(input.bytes, limits);
	const storageKey = newStorageKey();
	const contentType = OUTPUT_FORMATS[image.format].contentType;
	const keys = IMAGE_SIZES.map((size) => `${storageKey}/${image.outputs[size].file}`);

	const variants = {} as StoredVariants;
	let bytes = 0;
	for (const size of IMAGE_SIZES) {
		const { width, height, file, buffer } = image.outputs[size];
		variants[size] = { width, height, file };
		bytes += buffer.byteLength;
	}

	const now = input.now ?? new Date();
	const id = newId(now.getTime());
	try {
		const writes = await Promise.allSettled(
			IMAGE_SIZES.map((size, i) => store.put(keys[i]!, image.outputs[size].buffer, contentType)),
		);
		const failed = writes.find((w) => w.status === 'rejected');
		if (failed) throw failed.reason;
		// The row and its colour buckets (SRC-06) land together or not at all.
		await inTransaction(db, async (trx) => {
			await insertMedia(trx, {
				id,
				owner_id: input.ownerId,
				storage_key: storageKey,
				format: image.format,
				width: image.width,
				height: image.height,
				bytes,
				dominant_color: image.dominantColor,
				placeholder: image.placeholder,
				variants: JSON.stringify(variants),
				created_at: now.toISOString(),
				color_histogram: image.features.histogram,
				dhash: image.features.dhash,
			});
			await insertColorBuckets(trx, id, image.features.buckets);
		});
	} catch (error) {
		await Promise.allSettled(keys.map((key) => store.delete(key)));
		throw error;
	}
	return {
		id,
		storageKey,
		width: image.width,
		height: image.height,
		dominantColor: image.dominantColor,
		variants,
		placeholder: image.placeholder,
	};
}

/** The stored image of a media row. */
function storedImageFromRow(row: MediaRow): StoredImage {
	return {
		id: row.id,
		storageKey: row.storage_key,
		width: row.width,
		height: row.height,
		dominantColor: row.dominant_color,
		variants: JSON.parse(row.variants) as StoredVariants,
		placeholder: row.placeholder,
	};
}

/** One stored image by media id, or undefined. */
export async function findStoredImage(
	db: Kysely<Database>,
	id: string,
): Promise<StoredImage | undefined> {
	const row = await findMediaById(db, id);
	return row && storedImageFromRow(row);
}
