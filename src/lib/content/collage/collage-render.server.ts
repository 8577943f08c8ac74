import sharp from 'sharp';
import errorsDetail from '~/messages/errors-detail/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { StoredVariants } from '../../platform/media/image-sizes.ts';
import type { MediaStore } from '../../platform/media/media-store.server.ts';
import type { RawPixels } from '../../platform/media/process-image.server.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH, type CollageCrop } from './collage.ts';
import { visiblePart } from './collage-geometry.ts';

/** The board behind the cut-outs (and behind their transparent parts). */
const BACKGROUND = { r: 255, g: 255, b: 255 };
/** A stored original may be as large as an upload may (UPLOAD_MAX_PIXELS is 50 MP). */
const MAX_SOURCE_PIXELS = 50_000_000;

/** One cut-out to draw: the stored picture it comes from, and where it goes. */
export interface CollageLayer {
	picture: { storageKey: string; variants: StoredVariants };
	crop: CollageCrop;
	x: number;
	y: number;
	scale: number;
}

const unavailable = (detail: string, cause?: unknown) =>
	new AppError('CollageSourceUnavailable', { detail, ...(cause ? { cause } : {}) });

/**
 * Draws the collage (BLD-21): a white `CANVAS_WIDTH`×`CANVAS_HEIGHT` board with each layer, in
 * the order given (bottom first), cut from its picture's stored original (`orig`) and scaled to
 * its place; what hangs off the board is cut away. One source is decoded at a time and only
 * the visible part of each cut-out is resized, so memory stays near one original plus the
 * board. Answers raw RGB pixels for `ingestImage`. Throws `CollageSourceUnavailable` when a
 * stored picture is missing or cannot be decoded.
 */
export async function renderCollage(
	store: MediaStore,
	layers: readonly CollageLayer[],
): Promise<RawPixels> {
	const raw = { width: CANVAS_WIDTH, height: CANVAS_HEIGHT, channels: 3 as const };
	let board: Buffer = await sharp({ create: { ...raw, background: BACKGROUND } })
		.raw()
		.toBuffer();
	const files = new Map<string, Uint8Array>();
	for (const layer of layers) {
		const key = `${layer.picture.storageKey}/${layer.picture.variants.orig.file}`;
		let bytes = files.get(key);
		if (!bytes) {
			const object = await store.get(key);
			if (!object) throw unavailable(errorsDetail().collagePictureMissing());
			bytes = object.body;
			files.set(key, bytes);
		}
		try {
			const source = sharp(bytes, { failOn: 'none', limitInputPixels: MAX_SOURCE_PIXELS });
			const meta = await source.metadata();
			const part = visiblePart(layer, { width: meta.width, height: meta.height });
			if (!part) continue;
			const { data, info } = await source
				.extract(part.source)
				.resize(part.dest.width, part.dest.height, { fit: 'fill' })
				.ensureAlpha()
				.raw()
				.toBuffer({ resolveWithObject: true });
			board = await sharp(board, { raw })
				.composite([
					{
						input: data,
						raw: { width: info.width, height: info.height, channels: 4 },
						left: part.dest.left,
						top: part.dest.top,
					},
				])
				.removeAlpha()
				.raw()
				.toBuffer();
		} catch (error) {
			if (error instanceof AppError) throw error;
			throw unavailable(errorsDetail().collagePictureUndecodable(), error);
		}
	}
	return { data: board, width: CANVAS_WIDTH, height: CANVAS_HEIGHT };
}
