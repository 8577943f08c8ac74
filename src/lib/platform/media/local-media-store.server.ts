import { randomBytes } from 'node:crypto';
import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { variantContentType } from './image-sizes.ts';
import type { FileMediaStore, MediaFileInfo, MediaObject } from './media-store.server.ts';
import { videoFileContentType } from './video/video-format.ts';

/** Plain relative segments only: letters, digits, `.`, `_`, `-`, none starting with a dot. */
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Errors that mean "there is no such file here". */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

function errorCode(error: unknown): string | undefined {
	return (error as NodeJS.ErrnoException | null)?.code;
}

/**
 * Media in a folder (default `${DATA_DIR}/media`), one file per key. Writes go to a temporary
 * name and are renamed into place, so a reader never sees half a file. The content type comes
 * from the extension; the ETag from size and modification time (files never change in place).
 */
export class LocalMediaStore implements FileMediaStore {
	readonly root: string;

	constructor(root: string) {
		this.root = path.resolve(root);
	}

	/** The absolute file of a key; throws for anything that could leave the root. */
	fileOf(key: string): string {
		const file = path.resolve(this.root, key);
		if (key.length > 512 || !SAFE_KEY.test(key) || !file.startsWith(this.root + path.sep)) {
			throw new Error(`Unsafe media key: ${JSON.stringify(key.slice(0, 100))}`);
		}
		return file;
	}

	async put(key: string, body: Uint8Array, _contentType: string): Promise<void> {
		const file = this.fileOf(key);
		await fs.mkdir(path.dirname(file), { recursive: true });
		const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
		try {
			await fs.writeFile(temp, body);
			await fs.rename(temp, file);
		} catch (error) {
			await fs.rm(temp, { force: true });
			throw error;
		}
	}

	async get(key: string): Promise<MediaObject | null> {
		const file = this.fileOf(key);
		try {
			const [stat, body] = await Promise.all([fs.stat(file), fs.readFile(file)]);
			if (!stat.isFile()) return null;
			return { body, ...fileInfo(file, stat), size: body.length };
		} catch (error) {
			if (MISSING.has(errorCode(error) ?? '')) return null;
			throw error;
		}
	}

	/** Copies a file into place (write-then-rename, like `put`), never reading it into memory. */
	async putFile(key: string, source: string, _contentType: string): Promise<void> {
		const file = this.fileOf(key);
		await fs.mkdir(path.dirname(file), { recursive: true });
		const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
		try {
			await fs.copyFile(source, temp);
			await fs.rename(temp, file);
		} catch (error) {
			await fs.rm(temp, { force: true });
			throw error;
		}
	}

	async stat(key: string): Promise<MediaFileInfo | null> {
		const file = this.fileOf(key);
		try {
			const stat = await fs.stat(file);
			return stat.isFile() ? fileInfo(file, stat) : null;
		} catch (error) {
			if (MISSING.has(errorCode(error) ?? '')) return null;
			throw error;
		}
	}

	async openRange(
		key: string,
		start: number,
		end: number,
	): Promise<ReadableStream<Uint8Array> | null> {
		const file = this.fileOf(key);
		try {
			const handle = await fs.open(file, 'r');
			// The stream owns the handle and closes it at its end, on error or when cancelled.
			return Readable.toWeb(handle.createReadStream({ start, end })) as ReadableStream<Uint8Array>;
		} catch (error) {
			if (MISSING.has(errorCode(error) ?? '')) return null;
			throw error;
		}
	}

	/** Removes the file, then any folders it leaves empty (up to the root). */
	async delete(key: string): Promise<void> {
		const file = this.fileOf(key);
		await fs.rm(file, { force: true });
		let dir = path.dirname(file);
		while (dir.startsWith(this.root + path.sep)) {
			try {
				await fs.rmdir(dir);
			} catch {
				return; // not empty (or already gone): stop climbing
			}
			dir = path.dirname(dir);
		}
	}
}

/** Type (by extension) and ETag (size and modification time) of a stored file. */
function fileInfo(file: string, stat: Stats): MediaFileInfo {
	return {
		contentType:
			variantContentType(file) ?? videoFileContentType(file) ?? 'application/octet-stream',
		etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
		size: stat.size,
	};
}
