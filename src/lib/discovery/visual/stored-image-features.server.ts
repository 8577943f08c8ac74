import sharp from 'sharp';
import errorsDetail from '~/messages/errors-detail/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { type ImageFeatures, imageFeatures } from '../../platform/media/image-features.ts';
import type { StoredVariants } from '../../platform/media/image-sizes.ts';
import type { MediaStore } from '../../platform/media/media-store.server.ts';
import { smallCopy } from '../../platform/media/process-image.server.ts';
import { type Crop, cropToPixels } from './crop.ts';

/**
 * The variant crops are read from: big enough that a 5% crop still has ~24 pixels a side, small
 * enough to decode in a few milliseconds.
 */
export const CROP_SOURCE_SIZE = '474x';
/** Backfills read the re-encoded original, the closest thing to what the upload saw. */
export const BACKFILL_SOURCE_SIZE = 'orig';

/**
 * Features (SRC-06) of a stored picture, or of a region of it: reads one variant from the media
 * store and runs the same small-copy pipeline as uploads (real sharp decode). Throws
 * `VisualImageUnavailable` when the file is missing or cannot be decoded.
 */
export async function featuresOfStoredImage(
	store: MediaStore,
	image: { storageKey: string; variants: StoredVariants },
	options: { crop?: Crop; size?: typeof CROP_SOURCE_SIZE | typeof BACKFILL_SOURCE_SIZE } = {},
): Promise<ImageFeatures> {
	const variant = image.variants[options.size ?? CROP_SOURCE_SIZE];
	const object = await store.get(`${image.storageKey}/${variant.file}`);
	if (!object) {
		throw new AppError('VisualImageUnavailable', { detail: errorsDetail().visualPictureMissing() });
	}
	try {
		let pipeline = sharp(object.body, { failOn: 'none' });
		if (options.crop) {
			const meta = await pipeline.metadata();
			const region = cropToPixels(options.crop, meta.width, meta.height);
			pipeline = sharp(object.body, { failOn: 'none' }).extract(region);
		}
		const { data, info } = await smallCopy(pipeline).toBuffer({ resolveWithObject: true });
		return imageFeatures(data, info.width, info.height, info.channels);
	} catch (error) {
		throw new AppError('VisualImageUnavailable', {
			detail: errorsDetail().visualPictureUndecodable(),
			cause: error,
		});
	}
}
