import fs from 'node:fs/promises';
import path from 'node:path';
import { config } from '../../config/config.server.ts';
import type { Db } from '../../db/database.ts';
import { newId } from '../../db/ids.ts';
import { AppError } from '../../http/errors.ts';
import { type StoredVariants, variantsToImages } from '../image-sizes.ts';
import { findStoredImage, ingestImage, type StoredImage } from '../media.service.server.ts';
import { type FileMediaStore, newStorageKey } from '../media-store.server.ts';
import { withVideoSlot } from './ffmpeg.server.ts';
import { extractFrame } from './frames.server.ts';
import { contentTypeOf, type PlayableVideo } from './playable-video.ts';
import { probeVideo } from './probe.server.ts';
import {
	CAPTIONS_FILE_NAME,
	frameTimesMs,
	VIDEO_CONTENT_TYPES,
	VIDEO_MAX_DURATION_MS,
	type VideoFormat,
	videoFileName,
} from './video-format.ts';
import type { VideoFrame, VideoUpload } from './video-upload.ts';
import {
	deleteMediaRows,
	findVideoRow,
	findVideoRows,
	insertVideo,
	updatePinsOfVideoCover,
	updateVideoCaptions,
	updateVideoCover,
	type VideoRow,
} from './videos.repository.server.ts';

/** A stored video as pages and answers use it. */
export interface StoredVideo {
	id: string;
	ownerId: string | null;
	format: VideoFormat;
	width: number;
	height: number;
	durationMs: number;
	/** Path of the video file under MEDIA_BASE_URL (`ab/cd/<hex>/video.mp4`). */
	fileKey: string;
	captionsKey: string | null;
	coverMediaId: string | null;
	frameMediaIds: string[];
	createdAt: string;
}

function videoRowToVideo(row: VideoRow): StoredVideo {
	const format = row.format as VideoFormat;
	return {
		id: row.id,
		ownerId: row.owner_id,
		format,
		width: row.width,
		height: row.height,
		durationMs: row.duration_ms,
		fileKey: `${row.storage_key}/${videoFileName(format)}`,
		captionsKey: row.captions_key,
		coverMediaId: row.cover_media_id,
		frameMediaIds: JSON.parse(row.frame_media_ids) as string[],
		createdAt: row.created_at,
	};
}

/** Where temporary upload files go: beside the data, not in a tmpfs that would eat memory. */
export function videoTmpDir(): string {
	return path.join(config().DATA_DIR, 'tmp');
}

/** Removes a failed upload's frames: files and rows. */
async function discardFrames(db: Db, store: FileMediaStore, frames: StoredImage[]): Promise<void> {
	await deleteMediaRows(
		db,
		frames.map((f) => f.id),
	).catch(() => {});
	await Promise.allSettled(
		frames.flatMap((f) =>
			Object.values(f.variants).map((v) => store.delete(`${f.storageKey}/${v.file}`)),
		),
	);
}

/**
 * Turns a spooled upload into a stored video (BLD-12, U-23): probes it (size, length ≤ 15 min,
 * a playable video stream), cuts 5 cover frames at evenly spaced times through the image
 * pipeline (each a media row of the owner), copies the file into the media store and inserts
 * the `videos` row last, its cover the middle frame. At most two videos are processed at once
 * (`withVideoSlot`). Any failure removes every frame and file written: nothing is left behind.
 */
export async function ingestVideo(
	db: Db,
	store: FileMediaStore,
	input: { ownerId: string; file: string; format: VideoFormat; bytes: number; now?: Date },
): Promise<StoredVideo> {
	return withVideoSlot(async () => {
		const probe = await probeVideo(input.file, input.format);
		if (probe.durationMs > VIDEO_MAX_DURATION_MS) throw new AppError('VideoTooLong');
		const frames: StoredImage[] = [];
		const storageKey = newStorageKey();
		const fileKey = `${storageKey}/${videoFileName(input.format)}`;
		try {
			for (const at of frameTimesMs(probe.durationMs)) {
				const png = await extractFrame(input.file, at);
				frames.push(await ingestImage(db, store, { ownerId: input.ownerId, bytes: png }));
			}
			await store.putFile(fileKey, input.file, VIDEO_CONTENT_TYPES[input.format]);
			const now = input.now ?? new Date();
			const row: VideoRow = {
				id: newId(now.getTime()),
				owner_id: input.ownerId,
				storage_key: storageKey,
				format: input.format,
				width: probe.width,
				height: probe.height,
				duration_ms: probe.durationMs,
				bytes: input.bytes,
				frame_media_ids: JSON.stringify(frames.map((f) => f.id)),
				cover_media_id: frames[Math.floor(frames.length / 2)]?.id ?? null,
				captions_key: null,
				created_at: now.toISOString(),
			};
			await insertVideo(db, row);
			return videoRowToVideo(row);
		} catch (error) {
			await store.delete(fileKey).catch(() => {});
			await discardFrames(db, store, frames);
			throw error;
		}
	});
}

/** One video by id, or null. */
export async function findVideo(db: Db, id: string): Promise<StoredVideo | null> {
	const row = await findVideoRow(db, id);
	return row ? videoRowToVideo(row) : null;
}

/** An owner's video, else NotFound (another person's video is never named as existing). */
export async function ownVideo(db: Db, ownerId: string, id: string): Promise<StoredVideo> {
	const video = await findVideo(db, id);
	if (!video || video.ownerId !== ownerId) {
		throw new AppError('NotFound', { detail: `No video ${id} of yours.` });
	}
	return video;
}

/**
 * `VideoCoverResource` update: the owner picks one of the video's 5 frames as its cover; every
 * pin of the video then shows that frame as its picture. Another media id is VideoCoverInvalid.
 */
export async function chooseVideoCover(
	db: Db,
	ownerId: string,
	input: { videoId: string; mediaId: string },
): Promise<StoredVideo> {
	const video = await ownVideo(db, ownerId, input.videoId);
	if (!video.frameMediaIds.includes(input.mediaId)) throw new AppError('VideoCoverInvalid');
	const frame = await findStoredImage(db, input.mediaId);
	if (!frame) throw new AppError('VideoCoverInvalid');
	await db.transaction().execute(async (trx) => {
		await updateVideoCover(trx, video.id, ownerId, frame.id);
		await updatePinsOfVideoCover(trx, video.id, frame.id, frame.dominantColor);
	});
	return { ...video, coverMediaId: frame.id };
}

/** Stores WebVTT captions for an owner's video (replacing earlier ones), `captions.vtt`. */
export async function setVideoCaptions(
	db: Db,
	store: FileMediaStore,
	ownerId: string,
	input: { videoId: string; text: string },
): Promise<StoredVideo> {
	const video = await ownVideo(db, ownerId, input.videoId);
	// A fresh key each time: stored files are immutable (cached for a year).
	const key = `${newStorageKey()}/${CAPTIONS_FILE_NAME}`;
	await store.put(key, Buffer.from(input.text, 'utf8'), 'text/vtt; charset=utf-8');
	try {
		await updateVideoCaptions(db, video.id, key);
	} catch (error) {
		await store.delete(key).catch(() => {});
		throw error;
	}
	if (video.captionsKey) await store.delete(video.captionsKey).catch(() => {});
	return { ...video, captionsKey: key };
}

/** The public URL of a stored video's file (or captions) under `baseUrl`. */
function videoFileUrl(baseUrl: string, key: string): string {
	return `${baseUrl}/${key}`;
}

/** The answer of an upload (the contract's VideoUpload), with its frames' pictures. */
export async function videoUploadAnswer(
	db: Db,
	video: StoredVideo,
	baseUrl = config().MEDIA_BASE_URL,
): Promise<VideoUpload> {
	const frames: VideoFrame[] = [];
	for (const id of video.frameMediaIds) {
		const image = await findStoredImage(db, id);
		if (!image) continue; // a frame removed since (never expected): left out
		frames.push({
			media_id: image.id,
			images: variantsToImages(baseUrl, image.storageKey, image.variants as StoredVariants),
		});
	}
	return {
		id: video.id,
		width: video.width,
		height: video.height,
		duration_ms: video.durationMs,
		format: video.format,
		cover_media_id: video.coverMediaId,
		frames,
		url: videoFileUrl(baseUrl, video.fileKey),
		captions_url: video.captionsKey ? videoFileUrl(baseUrl, video.captionsKey) : null,
	};
}

/** Removes a spooled temporary file (never throws). */
export async function removeTemp(file: string): Promise<void> {
	await fs.rm(file, { force: true }).catch(() => {});
}

/** A stored video as pages play it. */
export function playableOf(video: StoredVideo, baseUrl = config().MEDIA_BASE_URL): PlayableVideo {
	return {
		id: video.id,
		url: videoFileUrl(baseUrl, video.fileKey),
		contentType: contentTypeOf(video.format),
		captionsUrl: video.captionsKey ? videoFileUrl(baseUrl, video.captionsKey) : null,
		width: video.width,
		height: video.height,
		durationMs: video.durationMs,
		uploadedAt: video.createdAt,
	};
}

/** The playable videos of a page of pins, by id, in one statement. */
export async function playableVideos(
	db: Db,
	ids: readonly string[],
): Promise<Map<string, PlayableVideo>> {
	const rows = await findVideoRows(db, [...new Set(ids)]);
	return new Map(rows.map((row) => [row.id, playableOf(videoRowToVideo(row))]));
}
