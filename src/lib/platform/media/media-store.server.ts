import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { type Config, config } from '../config/config.server.ts';
import { IMAGE_SIZES, OUTPUT_FORMATS } from './image-sizes.ts';
import { LocalMediaStore } from './local-media-store.server.ts';
import { S3MediaStore } from './s3-media-store.server.ts';

/** One stored file as read back. */
export interface MediaObject {
	body: Uint8Array<ArrayBuffer>;
	contentType: string;
	/** Strong validator, quoted (`"…"`), usable as the HTTP ETag. */
	etag: string;
	size: number;
}

/**
 * Where media files live: a local folder or an S3-compatible bucket. Keys are relative paths
 * such as `ab/cd/<hex>/236x.jpg` (see `newStorageKey`); the local store refuses anything that is
 * not a plain relative path.
 * Objects never change once written (new content gets a new key), so they cache forever.
 */
export interface MediaStore {
	/** Writes (or overwrites) one object. */
	put(key: string, body: Uint8Array, contentType: string): Promise<void>;
	/** Reads one object; null when there is none. */
	get(key: string): Promise<MediaObject | null>;
	/** Removes one object; a missing object is not an error. */
	delete(key: string): Promise<void>;
}

/** What a stored file is, without reading it (the video route's Range answers need the size). */
export interface MediaFileInfo {
	contentType: string;
	/** Strong validator, quoted. */
	etag: string;
	size: number;
}

/**
 * A store that also moves large files without holding them in memory (videos, BLD-12): a file
 * on disk is written as a stream, and an object is read back in byte ranges (HTTP Range).
 */
export interface FileMediaStore extends MediaStore {
	/** Writes one object from a file on disk, streamed. */
	putFile(key: string, file: string, contentType: string): Promise<void>;
	/** Size, type and ETag of one object; null when there is none. */
	stat(key: string): Promise<MediaFileInfo | null>;
	/** Bytes `start`..`end` (inclusive) of one object as a stream; null when there is none. */
	openRange(key: string, start: number, end: number): Promise<ReadableStream<Uint8Array> | null>;
}

/** A fresh storage key prefix, `ab/cd/<32 hex>`; the first two levels fan files out evenly. */
export function newStorageKey(): string {
	const hex = randomBytes(16).toString('hex');
	return `${hex.slice(0, 2)}/${hex.slice(2, 4)}/${hex}`;
}

const extensions = Object.values(OUTPUT_FORMATS)
	.map((f) => f.extension)
	.join('|');
const MEDIA_FILE = new RegExp(
	`^([0-9a-f]{2})/([0-9a-f]{2})/\\1\\2[0-9a-f]{28}/(${IMAGE_SIZES.join('|')})\\.(${extensions})$`,
);

/** Whether a path is exactly a variant file this pipeline writes (what `/media/` serves). */
export function isMediaFileKey(key: string): boolean {
	return MEDIA_FILE.test(key);
}

/** Builds the store the configuration asks for. */
export function createMediaStore(c: Config): FileMediaStore {
	if (c.MEDIA_STORE === 's3') {
		if (!c.S3_BUCKET)
			throw new Error('Invalid configuration:\n  S3_BUCKET: required when MEDIA_STORE=s3');
		return new S3MediaStore({
			bucket: c.S3_BUCKET,
			region: c.S3_REGION,
			endpoint: c.S3_ENDPOINT,
			accessKeyId: c.S3_ACCESS_KEY_ID,
			secretAccessKey: c.S3_SECRET_ACCESS_KEY,
		});
	}
	return new LocalMediaStore(path.resolve(c.mediaDir));
}

let cached: FileMediaStore | undefined;
/** The process-wide media store, from the configuration (MEDIA_STORE, DATA_DIR, S3_*). */
export function mediaStore(): FileMediaStore {
	cached ??= createMediaStore(config());
	return cached;
}
