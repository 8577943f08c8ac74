import zlib from 'node:zlib';
import sharp from 'sharp';
import { jpegImage, pngChunk, solidPng } from '../unit/media/image-fixtures.ts';

/**
 * Hostile uploads built byte by byte, so no binary file is committed. The bombs are valid
 * images (at a small size each builder's output decodes with sharp, which the upload tests
 * check), so they are refused for their size and not for being broken.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A valid one-colour PNG of `width`×`height` (1-bit greyscale): 20000×20000 is 400 megapixels,
 * 50 MB of rows that deflate to about 50 KB. The rows are streamed through zlib a megabyte at a
 * time, so building it does not allocate (and later collect) the 50 MB.
 */
export async function pngBomb(width: number, height: number): Promise<Buffer> {
	const ihdr = Buffer.alloc(13);
	ihdr.writeUInt32BE(width, 0);
	ihdr.writeUInt32BE(height, 4);
	ihdr[8] = 1; // bit depth
	ihdr[9] = 0; // greyscale
	const rowBytes = Math.ceil(width / 8) + 1; // filter byte 0, then all-black pixels
	const rowsPerChunk = Math.max(1, Math.floor(1_000_000 / rowBytes));
	const chunk = Buffer.alloc(rowsPerChunk * rowBytes);
	const deflate = zlib.createDeflate({ level: 9 });
	const compressed = (async () => {
		const parts: Buffer[] = [];
		for await (const part of deflate) parts.push(part as Buffer);
		return Buffer.concat(parts);
	})();
	for (let left = height; left > 0; left -= rowsPerChunk) {
		const rows = Math.min(left, rowsPerChunk);
		if (!deflate.write(chunk.subarray(0, rows * rowBytes))) {
			await new Promise((resolve) => deflate.once('drain', resolve));
		}
	}
	deflate.end();
	return Buffer.concat([
		PNG_SIGNATURE,
		pngChunk('IHDR', ihdr),
		pngChunk('IDAT', await compressed),
		pngChunk('IEND', Buffer.alloc(0)),
	]);
}

function jpegSegment(marker: number, body: Buffer): Buffer {
	const head = Buffer.from([0xff, marker, 0, 0]);
	head.writeUInt16BE(body.length + 2, 2);
	return Buffer.concat([head, body]);
}

/**
 * A valid grey baseline JPEG of `width`×`height`. Both Huffman tables hold one 1-bit code (DC
 * difference 0, end of block), so every 8×8 block is two zero bits: 10000×10000 is 100
 * megapixels in 390 KB of zero bytes (two bits per 64 pixels is as small as baseline gets).
 */
export function jpegBomb(width: number, height: number): Buffer {
	const quant = Buffer.alloc(65, 1);
	quant[0] = 0; // 8-bit table 0
	const frame = Buffer.from([8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0]);
	const oneCode = (tableClass: number) => {
		const table = Buffer.alloc(18); // class/id, 16 code counts, 1 symbol (0x00)
		table[0] = tableClass << 4;
		table[1] = 1; // one code of length 1
		return table;
	};
	const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
	return Buffer.concat([
		Buffer.from([0xff, 0xd8]),
		jpegSegment(0xdb, quant),
		jpegSegment(0xc0, frame),
		jpegSegment(0xc4, oneCode(0)),
		jpegSegment(0xc4, oneCode(1)),
		jpegSegment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0])),
		Buffer.alloc(Math.ceil((blocks * 2) / 8)),
		Buffer.from([0xff, 0xd9]),
	]);
}

/** Writes bits least significant first, as WebP lossless reads them. */
function lsbBits(fields: [value: number, bits: number][]): Buffer {
	const bytes: number[] = [];
	let acc = 0;
	let used = 0;
	for (const [value, bits] of fields) {
		for (let i = 0; i < bits; i++) {
			acc |= ((value >>> i) & 1) << used;
			if (++used === 8) {
				bytes.push(acc);
				acc = 0;
				used = 0;
			}
		}
	}
	if (used > 0) bytes.push(acc);
	return Buffer.from(bytes);
}

function riffWebp(chunks: Buffer): Buffer {
	const head = Buffer.alloc(12);
	head.write('RIFF', 0, 'latin1');
	head.writeUInt32LE(4 + chunks.length, 4);
	head.write('WEBP', 8, 'latin1');
	return Buffer.concat([head, chunks]);
}

/** A `VP8L` chunk of `width`×`height` pixels of one colour: every prefix code has one symbol. */
function vp8lChunk(width: number, height: number): Buffer {
	const oneLiteral = (value: number): [number, number][] => [
		[1, 1], // simple code
		[0, 1], // one symbol
		[1, 1], // 8-bit symbol
		[value, 8],
	];
	const payload = lsbBits([
		[0x2f, 8], // signature
		[width - 1, 14],
		[height - 1, 14],
		[0, 1], // no alpha
		[0, 3], // version
		[0, 1], // no transform
		[0, 1], // no colour cache
		[0, 1], // no meta prefix codes
		...oneLiteral(200), // green
		...oneLiteral(30), // red
		...oneLiteral(90), // blue
		...oneLiteral(255), // alpha
		[1, 1], // distance: simple code,
		[0, 1], // one symbol,
		[0, 1], // 1-bit symbol
		[0, 1], // 0
	]);
	const head = Buffer.alloc(8);
	head.write('VP8L', 0, 'latin1');
	head.writeUInt32LE(payload.length, 4);
	return Buffer.concat([head, payload, Buffer.alloc(payload.length & 1)]);
}

/**
 * A valid lossless WebP of `width`×`height`, one colour: the pixels cost zero bits, so
 * 16383×16383 (268 megapixels) is 32 bytes.
 */
export function webpBomb(width: number, height: number): Buffer {
	return riffWebp(vp8lChunk(width, height));
}

/** An extended WebP whose canvas says 100×100 around a 16383×16383 lossless frame. */
export function webpCanvasMismatch(): Buffer {
	const vp8x = Buffer.alloc(18);
	vp8x.write('VP8X', 0, 'latin1');
	vp8x.writeUInt32LE(10, 4);
	vp8x.writeUIntLE(99, 12, 3);
	vp8x.writeUIntLE(99, 15, 3);
	return riffWebp(Buffer.concat([vp8x, vp8lChunk(16_383, 16_383)]));
}

/** A real 16×16 PNG whose IHDR was edited to claim `width`×`height` (CRC left stale). */
export async function pngWithEditedHeader(width: number, height: number): Promise<Buffer> {
	const bytes = Buffer.from(await solidPng('#884422', 16, 16));
	bytes.writeUInt32BE(width, 16);
	bytes.writeUInt32BE(height, 20);
	return bytes;
}

/** Offset of the first image descriptor of a GIF (after the colour table and extensions). */
function firstGifFrame(gif: Buffer): number {
	let i = 13;
	if (gif[10]! & 0x80) i += 3 * 2 ** ((gif[10]! & 7) + 1);
	while (gif[i] === 0x21) {
		i += 2;
		while (gif[i]! > 0) i += gif[i]! + 1;
		i += 1;
	}
	if (gif[i] !== 0x2c) throw new Error('no image descriptor');
	return i;
}

/** A real 8×8 GIF whose only frame claims `width`×`height` inside the 8×8 screen. */
export async function gifFrameBeyondScreen(width: number, height: number): Promise<Buffer> {
	const gif = Buffer.from(
		await sharp(await solidPng('#00aa00', 8, 8))
			.gif()
			.toBuffer(),
	);
	const frame = firstGifFrame(gif);
	gif.writeUInt16LE(width, frame + 5);
	gif.writeUInt16LE(height, frame + 7);
	return gif;
}

const SCRIPT = '<html><body><script>alert(document.cookie)</script></body></html>';

/** A valid GIF carrying an HTML document in a comment extension before its frame. */
export async function gifWithHtmlComment(): Promise<Buffer> {
	const gif = Buffer.from(
		await sharp(await solidPng('#aa0000', 40, 30))
			.gif()
			.toBuffer(),
	);
	const frame = firstGifFrame(gif);
	const text = Buffer.from(SCRIPT, 'latin1');
	const comment = Buffer.concat([Buffer.from([0x21, 0xfe, text.length]), text, Buffer.from([0])]);
	return Buffer.concat([gif.subarray(0, frame), comment, gif.subarray(frame)]);
}

/** A valid JPEG with an HTML document in a comment (COM) segment right after SOI. */
export async function jpegWithHtmlComment(): Promise<Buffer> {
	const jpeg = await jpegImage(120, 90);
	const comment = jpegSegment(0xfe, Buffer.from(SCRIPT, 'latin1'));
	return Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2)]);
}

/** A valid PNG with an HTML document in a tEXt chunk after IHDR. */
export async function pngWithHtmlText(): Promise<Buffer> {
	const png = await solidPng('#2255aa', 40, 30);
	const text = pngChunk('tEXt', Buffer.from(`Comment\0${SCRIPT}`, 'latin1'));
	return Buffer.concat([png.subarray(0, 33), text, png.subarray(33)]);
}

/** The script text every polyglot above carries, to look for in stored files. */
export const POLYGLOT_PAYLOAD = 'alert(document.cookie)';

/** The first half of a file. */
export function firstHalf(bytes: Buffer): Buffer {
	return bytes.subarray(0, Math.floor(bytes.length / 2));
}
