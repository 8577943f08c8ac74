import type http from 'node:http';
import { pipeline, type Readable, type Transform } from 'node:stream';
import zlib from 'node:zlib';
import { GuardedFetchError } from './guarded-fetch-error.ts';

/**
 * Reading the answer of a guarded fetch (`guarded-fetch.server.ts`): the capped, decoded body and
 * the headers. The connection itself is made only by the fetcher.
 */

/** Content encodings we undo; null means none. Others are refused as `bad-response`. */
const DECODERS: Record<string, (() => Transform) | null> = {
	identity: null,
	gzip: () => zlib.createGunzip(),
	'x-gzip': () => zlib.createGunzip(),
	deflate: () => zlib.createInflate(),
	br: () => zlib.createBrotliDecompress(),
};

/**
 * Reads and decodes the body, stopping with `too-large` past `maxBytes` (declared, counted on the
 * wire, or counted after decoding) and `bad-response` for an encoding we do not know.
 */
export async function readBody(
	res: http.IncomingMessage,
	maxBytes: number,
	hop: number,
): Promise<Buffer> {
	const tooLarge = () => new GuardedFetchError('too-large', { hop });
	if (Number(res.headers['content-length'] ?? 0) > maxBytes) {
		res.destroy();
		throw tooLarge();
	}
	const encoding = (res.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
	const decoder = DECODERS[encoding];
	if (decoder === undefined) {
		res.destroy();
		throw new GuardedFetchError('bad-response', { hop });
	}
	let body: Readable = res;
	if (decoder) {
		// Compressed bytes count too, so an endless stream that decodes to nothing still stops.
		let wire = 0;
		res.on('data', (chunk: Buffer) => {
			wire += chunk.byteLength;
			if (wire > maxBytes) res.destroy(tooLarge());
		});
		body = pipeline(res, decoder(), () => {});
	}
	const chunks: Buffer[] = [];
	let total = 0;
	for await (const chunk of body as AsyncIterable<Buffer>) {
		total += chunk.byteLength;
		if (total > maxBytes) {
			res.destroy();
			throw tooLarge();
		}
		chunks.push(chunk);
	}
	return Buffer.concat(chunks);
}

/** Discards a body that is not wanted (HEAD). */
export function drain(res: http.IncomingMessage): Buffer {
	res.resume();
	return Buffer.alloc(0);
}

/** The response headers as a Fetch `Headers`. */
export function headersOf(res: http.IncomingMessage): Headers {
	const headers = new Headers();
	for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) {
		try {
			headers.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
		} catch {
			// A header the Fetch standard cannot hold is left out rather than failing the fetch.
		}
	}
	return headers;
}
