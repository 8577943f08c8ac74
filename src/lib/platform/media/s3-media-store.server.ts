import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import {
	DeleteObjectCommand,
	GetObjectCommand,
	HeadObjectCommand,
	PutObjectCommand,
	S3Client,
	type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { MEDIA_CACHE_CONTROL } from './image-sizes.ts';
import type { FileMediaStore, MediaFileInfo, MediaObject } from './media-store.server.ts';

export interface S3MediaStoreOptions {
	bucket: string;
	region: string;
	/** An S3-compatible endpoint (MinIO, R2, …); unset means AWS itself. */
	endpoint?: string | undefined;
	/** Static credentials; unset means the SDK's default chain (env, profile, instance role). */
	accessKeyId?: string | undefined;
	secretAccessKey?: string | undefined;
	/** A ready client (tests); the options above are then ignored except `bucket`. */
	client?: S3Client | undefined;
}

/** Builds the client: path-style addressing and checksums only when required for other services. */
function createS3Client(options: S3MediaStoreOptions): S3Client {
	const settings: S3ClientConfig = { region: options.region };
	if (options.endpoint) {
		settings.endpoint = options.endpoint;
		settings.forcePathStyle = true;
		// Many S3-compatible services reject the newer default CRC checksums.
		settings.requestChecksumCalculation = 'WHEN_REQUIRED';
		settings.responseChecksumValidation = 'WHEN_REQUIRED';
	}
	if (options.accessKeyId && options.secretAccessKey) {
		settings.credentials = {
			accessKeyId: options.accessKeyId,
			secretAccessKey: options.secretAccessKey,
		};
	}
	return new S3Client(settings);
}

function isNotFound(error: unknown): boolean {
	const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
	return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Media in an S3-compatible bucket, one object per key. Objects carry their content type and
 * the immutable Cache-Control, so a CDN in front of the bucket (MEDIA_BASE_URL) serves them
 * as they are; `/media/` can also proxy them.
 */
export class S3MediaStore implements FileMediaStore {
	readonly bucket: string;
	readonly client: S3Client;

	constructor(options: S3MediaStoreOptions) {
		this.bucket = options.bucket;
		this.client = options.client ?? createS3Client(options);
	}

	async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
		await this.client.send(
			new PutObjectCommand({
				Bucket: this.bucket,
				Key: key,
				Body: body,
				ContentType: contentType,
				ContentLength: body.byteLength,
				CacheControl: MEDIA_CACHE_CONTROL,
			}),
		);
	}

	async get(key: string): Promise<MediaObject | null> {
		try {
			const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
			if (!out.Body) return null;
			// A fresh array over its own ArrayBuffer (the SDK types it loosely).
			const body = (await out.Body.transformToByteArray()) as Uint8Array<ArrayBuffer>;
			return {
				body,
				contentType: out.ContentType ?? 'application/octet-stream',
				etag: out.ETag ?? `"${body.byteLength.toString(16)}"`,
				size: body.byteLength,
			};
		} catch (error) {
			if (isNotFound(error)) return null;
			throw error;
		}
	}

	async delete(key: string): Promise<void> {
		await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
	}

	/** Streams a file from disk into one object (up to S3's 5 GB single-put limit). */
	async putFile(key: string, file: string, contentType: string): Promise<void> {
		const { size } = await fs.stat(file);
		await this.client.send(
			new PutObjectCommand({
				Bucket: this.bucket,
				Key: key,
				Body: createReadStream(file),
				ContentType: contentType,
				ContentLength: size,
				CacheControl: MEDIA_CACHE_CONTROL,
			}),
		);
	}

	async stat(key: string): Promise<MediaFileInfo | null> {
		try {
			const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
			const size = out.ContentLength ?? 0;
			return {
				contentType: out.ContentType ?? 'application/octet-stream',
				etag: out.ETag ?? `"${size.toString(16)}"`,
				size,
			};
		} catch (error) {
			if (isNotFound(error)) return null;
			throw error;
		}
	}

	async openRange(
		key: string,
		start: number,
		end: number,
	): Promise<ReadableStream<Uint8Array> | null> {
		try {
			const out = await this.client.send(
				new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=${start}-${end}` }),
			);
			return out.Body ? (out.Body.transformToWebStream() as ReadableStream<Uint8Array>) : null;
		} catch (error) {
			if (isNotFound(error)) return null;
			throw error;
		}
	}
}
