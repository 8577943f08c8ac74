import type { Viewer } from '../../access/viewer.ts';
import type { Db } from '../../db/database.ts';
import { isId } from '../../db/ids.ts';
import { requireAuth } from '../../http/auth-guard.server.ts';
import { readBodyBytes } from '../../http/body.server.ts';
import { jsonSuccess } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { errorResponse } from '../../http/handle-errors.server.ts';
import type { FileMediaStore } from '../media-store.server.ts';
import {
	ingestVideo,
	ownVideo,
	removeTemp,
	setVideoCaptions,
	videoTmpDir,
	videoUploadAnswer,
} from './video.service.server.ts';
import { spoolVideoBody } from './video-body.server.ts';
import {
	CAPTIONS_MAX_BYTES,
	declaredVideoFormat,
	isWebVtt,
	VIDEO_MAX_BYTES,
} from './video-format.ts';

export interface VideoUploadRequest {
	request: Request;
	viewer: Viewer | null;
	requestId: string;
	db: Db;
	store: FileMediaStore;
	/** A smaller byte limit than BLD-12's (tests). */
	maxBytes?: number;
	/** Overrides MEDIA_BASE_URL (tests). */
	baseUrl?: string;
	/** Where the body is spooled (tests); default `${DATA_DIR}/tmp`. */
	tmpDir?: string;
}

/**
 * `POST /upload-video/`: a signed-in viewer (a full login) sends the file itself as the body,
 * `Content-Type: video/mp4` or `video/webm`. Answers the envelope with a VideoUpload
 * (`video-upload.ts`). Errors: AuthenticationRequired, LimitedLogin, VideoRequired,
 * VideoTooLarge (413, by declared length before reading, else as soon as the count passes the
 * limit), VideoUnsupported (415), VideoCorrupt, VideoTooLong, VideoBusy.
 */
export async function handleVideoUpload(input: VideoUploadRequest): Promise<Response> {
	let spooled: { file: string } | null = null;
	try {
		requireAuth(input.viewer);
		const declared = declaredVideoFormat(input.request.headers.get('content-type'));
		if (!declared) throw new AppError('VideoRequired');
		const body = await spoolVideoBody(input.request, {
			maxBytes: input.maxBytes ?? VIDEO_MAX_BYTES,
			tmpDir: input.tmpDir ?? videoTmpDir(),
			declared,
		});
		spooled = body;
		const video = await ingestVideo(input.db, input.store, {
			ownerId: input.viewer.id,
			file: body.file,
			format: body.format,
			bytes: body.bytes,
		});
		return jsonSuccess(await videoUploadAnswer(input.db, video, input.baseUrl));
	} catch (error) {
		return errorResponse(error, input.requestId);
	} finally {
		if (spooled) await removeTemp(spooled.file);
	}
}

/**
 * `POST /upload-video/{id}/captions/`: the owner sends a WebVTT file as the body (`text/vtt`),
 * at most 1 MB; answers the VideoUpload with `captions_url`. Others' videos are NotFound.
 */
export async function handleCaptionsUpload(
	input: Omit<VideoUploadRequest, 'maxBytes' | 'tmpDir'> & { videoId: string | undefined },
): Promise<Response> {
	try {
		requireAuth(input.viewer);
		const videoId = input.videoId ?? '';
		if (!isId(videoId)) throw new AppError('NotFound', { detail: 'No such video of yours.' });
		// Whose video it is first: another person's answers NotFound whatever the body.
		await ownVideo(input.db, input.viewer.id, videoId);
		const declared = Number(input.request.headers.get('content-length') ?? '0');
		if (declared > CAPTIONS_MAX_BYTES) throw new AppError('CaptionsInvalid');
		let bytes: Buffer;
		try {
			bytes = await readBodyBytes(input.request, CAPTIONS_MAX_BYTES);
		} catch (error) {
			throw new AppError('CaptionsInvalid', { cause: error });
		}
		const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
		if (!isWebVtt(text)) throw new AppError('CaptionsInvalid');
		const video = await setVideoCaptions(input.db, input.store, input.viewer.id, {
			videoId,
			text,
		});
		return jsonSuccess(await videoUploadAnswer(input.db, video, input.baseUrl));
	} catch (error) {
		return errorResponse(error, input.requestId);
	}
}
