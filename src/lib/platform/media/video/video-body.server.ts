import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../http/errors.ts';
import { sniffVideoFormat, type VideoFormat } from './video-format.ts';

/** How many first bytes are enough to tell MP4 and WebM apart (and from anything else). */
const HEAD_BYTES = 64;

export interface SpooledVideo {
	/** The temporary file; the caller removes it (`fs.rm`) when done. */
	file: string;
	bytes: number;
	format: VideoFormat;
}

/**
 * Streams a request body into a temporary file under `tmpDir`, never holding it in memory.
 * Refused at once, before reading: a declared Content-Length over `maxBytes` (`VideoTooLarge`).
 * Refused while reading, as soon as it is known, with the partial file deleted: more bytes than
 * `maxBytes` (`VideoTooLarge`), first bytes that are not MP4 or WebM or not the declared type
 * (`VideoUnsupported`), an empty body (`VideoRequired`).
 */
export async function spoolVideoBody(
	request: Request,
	options: { maxBytes: number; tmpDir: string; declared: VideoFormat },
): Promise<SpooledVideo> {
	const declaredLength = Number(request.headers.get('content-length') ?? '0');
	if (declaredLength > options.maxBytes) throw new AppError('VideoTooLarge');
	if (!request.body) throw new AppError('VideoRequired');

	await fs.mkdir(options.tmpDir, { recursive: true });
	const file = path.join(options.tmpDir, `upload-${randomBytes(12).toString('hex')}.part`);
	const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
	// Opened before anything can fail: a refusal's `rm` must not run before the open creates
	// the file (under load the open came later and left the file behind).
	await once(out, 'open');
	const reader = request.body.getReader();
	let bytes = 0;
	let head: Uint8Array = new Uint8Array(0);
	let format: VideoFormat | null = null;
	try {
		for (;;) {
			const { done, value } = await reader.read();
			if (done) break;
			bytes += value.byteLength;
			if (bytes > options.maxBytes) throw new AppError('VideoTooLarge');
			if (format === null) {
				head = concat(head, value);
				if (head.byteLength >= HEAD_BYTES) format = checkHead(head, options.declared);
			}
			if (!out.write(value)) await once(out, 'drain');
		}
		if (bytes === 0) throw new AppError('VideoRequired');
		format ??= checkHead(head, options.declared);
		out.end();
		await once(out, 'finish');
		return { file, bytes, format };
	} catch (error) {
		// Stop reading the rest of the body, and leave nothing behind.
		// Not awaited: a teed body settles its cancel only with both branches cancelled.
		reader.cancel().catch(() => {});
		// A write still queued fails once the stream is destroyed: that is expected here.
		out.on('error', () => {});
		if (!out.closed) {
			const closed = new Promise<void>((resolve) => out.once('close', () => resolve()));
			out.destroy();
			await closed;
		}
		await fs.rm(file, { force: true });
		throw error;
	}
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
	const out = new Uint8Array(Math.min(a.byteLength + b.byteLength, HEAD_BYTES * 2));
	out.set(a.subarray(0, out.byteLength));
	if (a.byteLength < out.byteLength)
		out.set(b.subarray(0, out.byteLength - a.byteLength), a.byteLength);
	return out;
}

/** The sniffed format, which must be the declared one (a JPEG named .mp4 is refused here). */
function checkHead(head: Uint8Array, declared: VideoFormat): VideoFormat {
	const sniffed = sniffVideoFormat(head);
	if (sniffed === null || sniffed !== declared) {
		throw new AppError('VideoUnsupported', {
			detail:
				sniffed === null
					? 'That file is not an MP4 or WebM video. Upload an MP4 or WebM video.'
					: `That file is a ${sniffed.toUpperCase()} video but was sent as ${declared.toUpperCase()}. Send it with its own type.`,
		});
	}
	return sniffed;
}
