import type { Kysely } from 'kysely';
import type { Viewer } from '../access/viewer.ts';
import { config } from '../config/config.server.ts';
import type { Database } from '../db/database.ts';
import { requireAuth } from '../http/auth-guard.server.ts';
import { jsonSuccess } from '../http/envelope.ts';
import { AppError } from '../http/errors.ts';
import { errorResponse } from '../http/handle-errors.server.ts';
import { type ImageVariants, variantsToImages } from './image-sizes.ts';
import { ingestImage, type StoredImage, uploadLimits } from './media.service.server.ts';
import type { MediaStore } from './media-store.server.ts';
import type { ImageLimits } from './validate-image.ts';

/** Room for the multipart boundaries, part headers and small fields beside the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The form field holding the image. */
const IMAGE_FIELD = 'img';

/** The `data` of a successful upload (PIN-02). */
interface UploadData {
	id: string;
	images: ImageVariants;
	dominant_color: string;
}

export interface UploadRequest {
	request: Request;
	viewer: Viewer | null;
	requestId: string;
	db: Kysely<Database>;
	store: MediaStore;
	/** Overrides of the configured limits (tests). */
	limits?: Partial<ImageLimits>;
	/** Overrides MEDIA_BASE_URL (tests). */
	baseUrl?: string;
}

/**
 * `POST /upload-image/`: a signed-in viewer sends a multipart form with the image in `img`;
 * the answer is the envelope with `{id, images: {size: {url, width, height}}, dominant_color}`.
 * Every failure is a catalogue error in the envelope (AuthenticationRequired, LimitedLogin,
 * ImageRequired, ImageTooLarge, ImageUnsupported, ImageTooManyPixels, ImageCorrupt).
 */
export async function handleUpload(input: UploadRequest): Promise<Response> {
	try {
		// A full login only: a limited-login browser (an expired session) may not upload (LIM).
		requireAuth(input.viewer);
		const limits = { ...uploadLimits(), ...input.limits };
		const bytes = await readImageField(input.request, limits.maxBytes);
		const stored = await ingestImage(
			input.db,
			input.store,
			{ ownerId: input.viewer.id, bytes },
			{ limits },
		);
		return jsonSuccess(uploadData(stored, input.baseUrl ?? config().MEDIA_BASE_URL));
	} catch (error) {
		return errorResponse(error, input.requestId);
	}
}

/** The answer's `data` for a stored image, with URLs under `baseUrl`. */
function uploadData(stored: StoredImage, baseUrl: string): UploadData {
	return {
		id: stored.id,
		images: variantsToImages(baseUrl, stored.storageKey, stored.variants),
		dominant_color: stored.dominantColor,
	};
}

/**
 * The bytes of the `img` file of a multipart body. A declared Content-Length over the limit is
 * refused before reading; the body is counted while it streams in and cut off past the limit.
 */
async function readImageField(request: Request, maxBytes: number): Promise<Buffer> {
	const type = request.headers.get('content-type') ?? '';
	if (!/^multipart\/form-data\s*;/i.test(type)) {
		throw new AppError('ImageRequired', {
			detail: 'Send a multipart/form-data body with the image in the `img` field.',
		});
	}
	const bodyLimit = maxBytes + MULTIPART_OVERHEAD;
	const declared = Number(request.headers.get('content-length') ?? '0');
	if (declared > bodyLimit) throw new AppError('ImageTooLarge');
	if (!request.body) throw new AppError('ImageRequired');

	let total = 0;
	let tooLarge = false;
	const counted = request.body.pipeThrough(
		new TransformStream<Uint8Array, Uint8Array>({
			transform(chunk, controller) {
				total += chunk.byteLength;
				if (total > bodyLimit) {
					tooLarge = true;
					controller.error(new AppError('ImageTooLarge'));
					return;
				}
				controller.enqueue(chunk);
			},
		}),
	);
	let form: FormData;
	try {
		form = await new Response(counted, { headers: { 'content-type': type } }).formData();
	} catch (error) {
		if (tooLarge) throw new AppError('ImageTooLarge');
		throw new AppError('InvalidRequestBody', {
			detail: 'The multipart body could not be read.',
			cause: error,
		});
	}
	const file = form.get(IMAGE_FIELD);
	if (file === null || typeof file === 'string') throw new AppError('ImageRequired');
	if (file.size > maxBytes) throw new AppError('ImageTooLarge');
	return Buffer.from(await file.arrayBuffer());
}
