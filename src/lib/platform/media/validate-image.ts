import errorsDetail from '~/messages/errors-detail/index.ts';
import { AppError } from '../http/errors.ts';
import {
	checkStructure,
	type Dimensions,
	readDimensions,
	type SniffedType,
	sniffType,
} from './sniff.ts';

/** What an upload may be; both come from the configuration (UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS). */
export interface ImageLimits {
	maxBytes: number;
	maxPixels: number;
}

/** Largest side JPEG can hold. */
const MAX_SIDE = 65_535;

/**
 * Checks the bytes without decoding pixels: size, real type (magic bytes), header-declared
 * dimensions against the pixel limit, and a complete container with nothing after the image.
 * Throws the catalogue error for the first problem; cheap enough to run on every upload first.
 */
export function validateImageBytes(
	bytes: Uint8Array,
	limits: ImageLimits,
): { type: SniffedType } & Dimensions {
	if (bytes.length === 0) {
		throw new AppError('ImageRequired', { detail: errorsDetail().imageEmpty() });
	}
	if (bytes.length > limits.maxBytes) throw new AppError('ImageTooLarge');
	const type = sniffType(bytes);
	if (!type) {
		throw new AppError('ImageUnsupported', {
			detail: errorsDetail().imageNotImage(),
		});
	}
	const dims = readDimensions(bytes, type);
	if (!dims) {
		throw new AppError('ImageCorrupt', {
			detail: errorsDetail().imageHeaderDamaged({ type: type.toUpperCase() }),
		});
	}
	if (dims.width * dims.height > limits.maxPixels || Math.max(dims.width, dims.height) > MAX_SIDE) {
		throw new AppError('ImageTooManyPixels', {
			detail: errorsDetail().imageClaimsPixels({
				width: String(dims.width),
				height: String(dims.height),
			}),
			extra: { width: dims.width, height: dims.height, max_pixels: limits.maxPixels },
		});
	}
	const verdict = checkStructure(bytes, type);
	if (verdict === 'trailing-data') {
		throw new AppError('ImageUnsupported', {
			detail: errorsDetail().imageTrailingData(),
		});
	}
	if (verdict !== 'ok') {
		throw new AppError('ImageCorrupt', {
			detail:
				verdict === 'truncated'
					? errorsDetail().imageIncomplete()
					: errorsDetail().imageDataDamaged({ type: type.toUpperCase() }),
		});
	}
	return { type, ...dims };
}
