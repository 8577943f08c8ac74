import zlib from 'node:zlib';
import sharp from 'sharp';
import type { ErrorCode } from '~/lib/platform/http/errors.ts';

/**
 * Test images made with real sharp (good ones) or by hand (hostile ones). Shared by the unit
 * and integration tests of the media pipeline.
 */

/** A photo-like RGB image: gradients plus a checker, so encoders have real work to do. */
function photoPixels(width: number, height: number): Buffer {
	const raw = Buffer.alloc(width * height * 3);
	for (let y = 0; y < height; y++) {
		for (let x = 0; x < width; x++) {
			const i = (y * width + x) * 3;
			raw[i] = Math.floor((x * 255) / width);
			raw[i + 1] = Math.floor((y * 255) / height);
			raw[i + 2] = (x >> 4) % 2 === (y >> 4) % 2 ? 200 : 40;
		}
	}
	return raw;
}

/** A JPEG of `width`×`height` carrying EXIF (with GPS-like text) and an ICC profile. */
export async function jpegImage(width = 736, height = 1104, orientation?: number): Promise<Buffer> {
	let image = sharp(photoPixels(width, height), { raw: { width, height, channels: 3 } })
		.withExif({
			IFD0: { Copyright: 'secret-owner', ImageDescription: 'GPS 51.5N 0.12W home' },
		})
		.jpeg({ quality: 90 });
	if (orientation !== undefined) image = image.withMetadata({ orientation });
	return image.toBuffer();
}

/** A PNG with real transparency (a half-transparent disc on a clear background). */
export async function pngWithAlpha(width = 300, height = 200): Promise<Buffer> {
	const raw = Buffer.alloc(width * height * 4);
	for (let y = 0; y < height; y++) {
		for (let x = 0; x < width; x++) {
			const i = (y * width + x) * 4;
			const inside =
				(x - width / 2) ** 2 + (y - height / 2) ** 2 < (Math.min(width, height) / 3) ** 2;
			raw[i] = 20;
			raw[i + 1] = 120;
			raw[i + 2] = 220;
			raw[i + 3] = inside ? 255 : 0;
		}
	}
	return sharp(raw, { raw: { width, height, channels: 4 } })
		.png()
		.toBuffer();
}

/** A PNG with an alpha channel that is fully opaque everywhere. */
export async function pngOpaqueRgba(width = 120, height = 90): Promise<Buffer> {
	return sharp({
		create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } },
	})
		.png()
		.toBuffer();
}

/** A lossy WebP (VP8), a lossless one (VP8L) and one with alpha (VP8X). */
export async function webpImage(kind: 'lossy' | 'lossless' | 'alpha' = 'lossy'): Promise<Buffer> {
	if (kind === 'alpha')
		return sharp(await pngWithAlpha(200, 100))
			.webp()
			.toBuffer();
	return sharp(photoPixels(400, 300), { raw: { width: 400, height: 300, channels: 3 } })
		.webp({ lossless: kind === 'lossless' })
		.toBuffer();
}

/** An animated GIF: a red first frame, then a blue one. */
export async function animatedGif(width = 80, height = 60): Promise<Buffer> {
	const frame = (r: number, b: number) =>
		sharp({ create: { width, height, channels: 3, background: { r, g: 0, b } } })
			.png()
			.toBuffer();
	return sharp([await frame(255, 0), await frame(0, 255)], { join: { animated: true } })
		.gif()
		.toBuffer();
}

/** A solid-colour PNG. */
export async function solidPng(color: string, width = 50, height = 50): Promise<Buffer> {
	return sharp({ create: { width, height, channels: 3, background: color } })
		.png()
		.toBuffer();
}

/** One PNG chunk: length, type, data and the CRC over type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
	const head = Buffer.alloc(8);
	head.writeUInt32BE(data.length, 0);
	head.write(type, 4, 'latin1');
	const crc = Buffer.alloc(4);
	crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])), 0);
	return Buffer.concat([head, data, crc]);
}

/** A well-formed PNG header (signature + IHDR, a tiny IDAT, IEND) claiming `width`×`height`. */
export function pngHeaderBomb(width = 100_000, height = 100_000): Buffer {
	const ihdr = Buffer.alloc(13);
	ihdr.writeUInt32BE(width, 0);
	ihdr.writeUInt32BE(height, 4);
	ihdr[8] = 8; // bit depth
	ihdr[9] = 2; // RGB
	return Buffer.concat([
		Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
		pngChunk('IHDR', ihdr),
		pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
		pngChunk('IEND', Buffer.alloc(0)),
	]);
}

/** A real JPEG whose frame header is rewritten to claim `width`×`height`. */
export async function jpegHeaderBomb(width = 65_000, height = 65_000): Promise<Buffer> {
	const bytes = Buffer.from(
		await sharp(await solidPng('#336699', 16, 16))
			.jpeg()
			.toBuffer(),
	);
	for (let i = 2; i < bytes.length - 9; ) {
		const marker = bytes[i + 1]!;
		if (marker === 0xc0 || marker === 0xc2) {
			bytes.writeUInt16BE(height, i + 5);
			bytes.writeUInt16BE(width, i + 7);
			return bytes;
		}
		i += 2 + bytes.readUInt16BE(i + 2);
	}
	throw new Error('no SOF found');
}

/** A GIF whose screen descriptor claims 65535×65535. */
export async function gifHeaderBomb(): Promise<Buffer> {
	const bytes = Buffer.from(
		await sharp(await solidPng('#00ff00', 8, 8))
			.gif()
			.toBuffer(),
	);
	bytes.writeUInt16LE(65_535, 6);
	bytes.writeUInt16LE(65_535, 8);
	return bytes;
}

/** A WebP whose extended header claims 16384×16384 (268 megapixels). */
export async function webpHeaderBomb(): Promise<Buffer> {
	const bytes = Buffer.from(await webpImage('alpha'));
	if (bytes.toString('latin1', 12, 16) !== 'VP8X') throw new Error('expected VP8X');
	bytes.writeUIntLE(16_383, 24, 3);
	bytes.writeUIntLE(16_383, 27, 3);
	return bytes;
}

/** The first half of a JPEG. */
export async function truncatedJpeg(): Promise<Buffer> {
	const full = await jpegImage(200, 300);
	return full.subarray(0, Math.floor(full.length / 2));
}

export const svgImage = Buffer.from(
	'<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
		'<script>alert(1)</script><rect width="100" height="100" fill="red"/></svg>',
);

export const textFile = Buffer.from('Just some notes, not an image at all.\n');

/** A GIF header whose "dimensions" open a JS comment, followed by script: a GIF/JS polyglot. */
export const gifScriptPolyglot = Buffer.from(
	'GIF89a/*\x01\x00\x00\x00\x00*/=1;alert(document.cookie);//<html><script>alert(1)</script></html>',
	'latin1',
);

/** A real JPEG with a zip archive appended (the classic JPEG/ZIP polyglot). */
export async function jpegWithZip(): Promise<Buffer> {
	const zip = Buffer.concat([
		Buffer.from('PK\x03\x04\x14\x00\x00\x00\x00\x00', 'latin1'),
		Buffer.from('payload.html<html><script>alert(1)</script></html>', 'latin1'),
		Buffer.from('PK\x05\x06\x00\x00\x00\x00\x01\x00\x01\x00', 'latin1'),
		Buffer.alloc(10),
	]);
	return Buffer.concat([await jpegImage(120, 80), zip]);
}

/** A real PNG followed by an HTML document. */
export async function pngWithHtml(): Promise<Buffer> {
	return Buffer.concat([
		await solidPng('#123456'),
		Buffer.from('<html><body><script>alert(1)</script></body></html>'),
	]);
}

/** Two whole JPEGs back to back, as phones write MPF secondary images and gain maps. */
export async function jpegWithSecondaryImage(): Promise<Buffer> {
	return Buffer.concat([await jpegImage(120, 80), await jpegImage(60, 40)]);
}

/** Reads back the EXIF/ICC/XMP presence and size of an encoded image. */
export async function inspectEncoded(buffer: Buffer) {
	const m = await sharp(buffer).metadata();
	return {
		format: m.format,
		width: m.width,
		height: m.height,
		hasExif: m.exif !== undefined,
		hasXmp: m.xmp !== undefined,
		hasAlpha: m.hasAlpha,
		pages: m.pages ?? 1,
	};
}

/** Files every upload path must refuse, with the catalogue error each gets. */
export const JUNK_CASES: [string, () => Promise<Buffer> | Buffer, ErrorCode][] = [
	['zero bytes', () => Buffer.alloc(0), 'ImageRequired'],
	['a text file', () => textFile, 'ImageUnsupported'],
	['an SVG', () => svgImage, 'ImageUnsupported'],
	['a truncated JPEG', truncatedJpeg, 'ImageCorrupt'],
	['a PNG header bomb (100000×100000)', () => pngHeaderBomb(), 'ImageTooManyPixels'],
	['a JPEG header bomb (65000×65000)', () => jpegHeaderBomb(), 'ImageTooManyPixels'],
	['a GIF header bomb (65535×65535)', gifHeaderBomb, 'ImageTooManyPixels'],
	['a WebP header bomb (16384×16384)', webpHeaderBomb, 'ImageTooManyPixels'],
	[
		'a JPEG claiming 7000×7000 with 16×16 of data',
		() => jpegHeaderBomb(7000, 7000),
		'ImageCorrupt',
	],
	['a PNG claiming 7000×7000 with no real data', () => pngHeaderBomb(7000, 7000), 'ImageCorrupt'],
	['a JPEG/zip polyglot', jpegWithZip, 'ImageUnsupported'],
	['a PNG/HTML polyglot', pngWithHtml, 'ImageUnsupported'],
	['a GIF/script polyglot', () => gifScriptPolyglot, 'ImageCorrupt'],
];
