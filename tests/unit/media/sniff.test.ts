import { describe, expect, it } from 'vitest';
import { checkStructure, readDimensions, sniffType } from '~/lib/platform/media/sniff.ts';
import { gifFrameBeyondScreen } from '../../helpers/hostile-images.ts';
import {
	animatedGif,
	gifHeaderBomb,
	gifScriptPolyglot,
	jpegHeaderBomb,
	jpegImage,
	jpegWithSecondaryImage,
	jpegWithZip,
	pngHeaderBomb,
	pngWithAlpha,
	pngWithHtml,
	svgImage,
	textFile,
	truncatedJpeg,
	webpHeaderBomb,
	webpImage,
} from './image-fixtures.ts';

describe('sniffType', () => {
	it('recognises the four accepted formats by their magic bytes', async () => {
		expect(sniffType(await jpegImage(40, 30))).toBe('jpeg');
		expect(sniffType(await pngWithAlpha(40, 30))).toBe('png');
		expect(sniffType(await webpImage())).toBe('webp');
		expect(sniffType(await animatedGif())).toBe('gif');
	});

	it('refuses everything else, whatever it is called', () => {
		expect(sniffType(svgImage)).toBeNull();
		expect(sniffType(textFile)).toBeNull();
		expect(sniffType(Buffer.alloc(0))).toBeNull();
		expect(sniffType(Buffer.from([0xff, 0xd8]))).toBeNull();
		expect(sniffType(Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
		expect(sniffType(Buffer.from('BM\x00\x00', 'latin1'))).toBeNull();
		expect(sniffType(Buffer.from('\x00\x00\x00\x18ftypheic', 'latin1'))).toBeNull();
	});
});

describe('readDimensions', () => {
	it('reads the declared size of every format and WebP flavour', async () => {
		expect(readDimensions(await jpegImage(123, 45), 'jpeg')).toEqual({ width: 123, height: 45 });
		expect(readDimensions(await pngWithAlpha(300, 200), 'png')).toEqual({
			width: 300,
			height: 200,
		});
		expect(readDimensions(await animatedGif(80, 60), 'gif')).toEqual({ width: 80, height: 60 });
		for (const kind of ['lossy', 'lossless'] as const) {
			expect(readDimensions(await webpImage(kind), 'webp')).toEqual({ width: 400, height: 300 });
		}
		expect(readDimensions(await webpImage('alpha'), 'webp')).toEqual({ width: 200, height: 100 });
	});

	it('reports what header bombs claim, without decoding anything', async () => {
		expect(readDimensions(pngHeaderBomb(), 'png')).toEqual({ width: 100_000, height: 100_000 });
		expect(readDimensions(await jpegHeaderBomb(), 'jpeg')).toEqual({
			width: 65_000,
			height: 65_000,
		});
		expect(readDimensions(await gifHeaderBomb(), 'gif')).toEqual({ width: 65_535, height: 65_535 });
		// A frame past the logical screen grows the canvas decoders allocate.
		expect(readDimensions(await gifFrameBeyondScreen(60_000, 50), 'gif')).toEqual({
			width: 60_000,
			height: 50,
		});
		expect(readDimensions(await webpHeaderBomb(), 'webp')).toEqual({
			width: 16_384,
			height: 16_384,
		});
	});

	it('gives null for a header cut short or declaring zero', async () => {
		const jpeg = await jpegImage(40, 30);
		expect(readDimensions(jpeg.subarray(0, 20), 'jpeg')).toBeNull();
		expect(readDimensions(pngHeaderBomb().subarray(0, 20), 'png')).toBeNull();
		expect(readDimensions(pngHeaderBomb(0, 10), 'png')).toBeNull();
		expect(readDimensions(Buffer.from('GIF89a\x00\x00\x05\x00', 'latin1'), 'gif')).toBeNull();
	});
});

describe('checkStructure', () => {
	it('accepts complete images', async () => {
		expect(checkStructure(await jpegImage(200, 100), 'jpeg')).toBe('ok');
		expect(checkStructure(await pngWithAlpha(), 'png')).toBe('ok');
		expect(checkStructure(await animatedGif(), 'gif')).toBe('ok');
		for (const kind of ['lossy', 'lossless', 'alpha'] as const) {
			expect(checkStructure(await webpImage(kind), 'webp')).toBe('ok');
		}
	});

	it('accepts progressive JPEGs and zero padding after the end', async () => {
		const sharp = (await import('sharp')).default;
		const progressive = await sharp(await jpegImage(300, 200))
			.jpeg({ progressive: true })
			.toBuffer();
		expect(checkStructure(progressive, 'jpeg')).toBe('ok');
		const padded = Buffer.concat([await pngWithAlpha(), Buffer.alloc(64)]);
		expect(checkStructure(padded, 'png')).toBe('ok');
	});

	it('accepts secondary JPEG images appended by phones (MPF, gain maps)', async () => {
		expect(checkStructure(await jpegWithSecondaryImage(), 'jpeg')).toBe('ok');
	});

	it('finds truncation in every format', async () => {
		expect(checkStructure(await truncatedJpeg(), 'jpeg')).toBe('truncated');
		const cut = (b: Buffer) => b.subarray(0, b.length - 10);
		expect(checkStructure(cut(await pngWithAlpha()), 'png')).toBe('truncated');
		expect(checkStructure(cut(await animatedGif()), 'gif')).toBe('truncated');
		expect(checkStructure(cut(await webpImage()), 'webp')).toBe('truncated');
	});

	it('refuses polyglots: data after the end of the image', async () => {
		expect(checkStructure(await jpegWithZip(), 'jpeg')).toBe('trailing-data');
		expect(checkStructure(await pngWithHtml(), 'png')).toBe('trailing-data');
		const gif = Buffer.concat([await animatedGif(), Buffer.from('<script>alert(1)</script>')]);
		expect(checkStructure(gif, 'gif')).toBe('trailing-data');
		const webp = Buffer.concat([await webpImage(), Buffer.from('<script>alert(1)</script>')]);
		expect(checkStructure(webp, 'webp')).toBe('trailing-data');
		const twoThenZip = Buffer.concat([await jpegWithSecondaryImage(), Buffer.from('PK\x03\x04')]);
		expect(checkStructure(twoThenZip, 'jpeg')).toBe('trailing-data');
	});

	it('calls a GIF header followed by script malformed', () => {
		expect(checkStructure(gifScriptPolyglot, 'gif')).toBe('malformed');
	});
});
