import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError, type ErrorCode } from '~/lib/platform/http/errors.ts';
import { IMAGE_SIZES, variantSize } from '~/lib/platform/media/image-sizes.ts';
import { processImage } from '~/lib/platform/media/process-image.server.ts';
import { validateImageBytes } from '~/lib/platform/media/validate-image.ts';
import {
	animatedGif,
	inspectEncoded,
	JUNK_CASES,
	jpegImage,
	pngOpaqueRgba,
	pngWithAlpha,
	solidPng,
	webpImage,
} from './image-fixtures.ts';

const LIMITS = { maxBytes: 20 * 1024 * 1024, maxPixels: 50_000_000 };

/** Sum of channel differences between two `#rrggbb` colours. */
function distance(a: string, b: string): number {
	const channel = (c: string, i: number) => Number.parseInt(c.slice(i, i + 2), 16);
	return [1, 3, 5].reduce((sum, i) => sum + Math.abs(channel(a, i) - channel(b, i)), 0);
}

async function refusal(bytes: Buffer, limits = LIMITS): Promise<ErrorCode> {
	try {
		await processImage(bytes, limits);
	} catch (error) {
		if (error instanceof AppError) return error.code;
		throw error;
	}
	throw new Error('expected a refusal');
}

describe('processImage', () => {
	it('makes every size of a portrait JPEG with the right dimensions', async () => {
		const out = await processImage(await jpegImage(736, 1104), LIMITS);
		expect(out.format).toBe('jpeg');
		expect(out.sourceType).toBe('jpeg');
		expect([out.width, out.height]).toEqual([736, 1104]);
		for (const size of IMAGE_SIZES) {
			const o = out.outputs[size];
			expect({ width: o.width, height: o.height }).toEqual(variantSize(size, 736, 1104));
			expect(o.file).toBe(`${size}.jpg`);
			const real = await inspectEncoded(o.buffer);
			expect([real.format, real.width, real.height]).toEqual(['jpeg', o.width, o.height]);
		}
		expect(out.outputs['236x']).toMatchObject({ width: 236, height: 354 });
		expect(out.outputs['600x315']).toMatchObject({ width: 600, height: 315 });
		expect(out.outputs['60x60']).toMatchObject({ width: 60, height: 60 });
	});

	it('never upscales width-bound sizes, but fills the fixed boxes', async () => {
		const out = await processImage(await jpegImage(200, 100), LIMITS);
		expect(out.outputs['170x']).toMatchObject({ width: 170, height: 85 });
		expect(out.outputs['236x']).toMatchObject({ width: 200, height: 100 });
		expect(out.outputs['736x']).toMatchObject({ width: 200, height: 100 });
		expect(out.outputs.orig).toMatchObject({ width: 200, height: 100 });
		expect(out.outputs['600x315']).toMatchObject({ width: 600, height: 315 });
	});

	it('strips metadata and applies the EXIF orientation first', async () => {
		const input = await jpegImage(300, 200, 6); // stored landscape, shown portrait
		expect((await inspectEncoded(input)).hasExif).toBe(true);
		const out = await processImage(input, LIMITS);
		expect([out.width, out.height]).toEqual([200, 300]);
		expect(out.outputs.orig).toMatchObject({ width: 200, height: 300 });
		for (const size of IMAGE_SIZES) {
			const real = await inspectEncoded(out.outputs[size].buffer);
			expect(real.hasExif).toBe(false);
			expect(real.hasXmp).toBe(false);
			expect(out.outputs[size].buffer.includes('secret-owner')).toBe(false);
		}
	});

	it('keeps transparency as WebP', async () => {
		const out = await processImage(await pngWithAlpha(300, 200), LIMITS);
		expect(out.format).toBe('webp');
		expect(out.outputs['236x'].file).toBe('236x.webp');
		const real = await inspectEncoded(out.outputs['236x'].buffer);
		expect([real.format, real.hasAlpha]).toEqual(['webp', true]);
		expect(out.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
	});

	it('turns an alpha channel that is opaque everywhere into JPEG', async () => {
		const out = await processImage(await pngOpaqueRgba(), LIMITS);
		expect(out.format).toBe('jpeg');
		// The histogram has 16 levels per channel, so the colour is close, not exact.
		expect(distance(out.dominantColor, '#c81e1e')).toBeLessThan(40);
	});

	it('takes the first frame of an animated GIF', async () => {
		const out = await processImage(await animatedGif(80, 60), LIMITS);
		expect(out.sourceType).toBe('gif');
		expect(out.format).toBe('jpeg');
		const real = await inspectEncoded(out.outputs.orig.buffer);
		expect([real.width, real.height, real.pages]).toEqual([80, 60, 1]);
		const { dominant } = await sharp(out.outputs.orig.buffer).stats();
		expect(dominant.r).toBeGreaterThan(200);
		expect(dominant.b).toBeLessThan(50);
	});

	it('reads WebP input in all its flavours', async () => {
		for (const kind of ['lossy', 'lossless', 'alpha'] as const) {
			const out = await processImage(await webpImage(kind), LIMITS);
			expect(out.sourceType).toBe('webp');
			expect(out.format).toBe(kind === 'alpha' ? 'webp' : 'jpeg');
		}
	});

	it('computes the dominant colour and a tiny blurred placeholder', async () => {
		const out = await processImage(await solidPng('#3366cc', 160, 80), LIMITS);
		expect(out.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
		expect(distance(out.dominantColor, '#3366cc')).toBeLessThan(40);
		expect(out.placeholder).toMatch(/^data:image\/webp;base64,/);
		const webp = Buffer.from(out.placeholder.split(',')[1]!, 'base64');
		const meta = await sharp(webp).metadata();
		expect([meta.format, meta.width, meta.height]).toEqual(['webp', 16, 8]);
		expect(out.placeholder.length).toBeLessThan(600);
	});

	it('names the real type of a mislabelled file (a PNG called photo.jpg)', async () => {
		const out = await processImage(await pngWithAlpha(), LIMITS);
		expect(out.sourceType).toBe('png');
	});
});

describe('refusals', () => {
	const cases = JUNK_CASES;

	for (const [name, make, code] of cases) {
		it(`refuses ${name} with ${code}, at once`, async () => {
			const bytes = await make();
			const started = performance.now();
			expect(await refusal(bytes)).toBe(code);
			expect(performance.now() - started).toBeLessThan(100);
		});
	}

	it('refuses more bytes than the limit', async () => {
		const bytes = await jpegImage(100, 100);
		expect(await refusal(bytes, { ...LIMITS, maxBytes: bytes.length - 1 })).toBe('ImageTooLarge');
	});

	it('refuses more pixels than the limit from the header alone', async () => {
		const bytes = await jpegImage(100, 100);
		expect(() => validateImageBytes(bytes, { ...LIMITS, maxPixels: 9_999 })).toThrow(AppError);
		expect(await refusal(bytes, { ...LIMITS, maxPixels: 9_999 })).toBe('ImageTooManyPixels');
		await expect(processImage(bytes, { ...LIMITS, maxPixels: 10_000 })).resolves.toBeTruthy();
	});

	it('refuses damaged pixel data that has a sound container', async () => {
		const good = Buffer.from(await solidPng('#ff0000', 64, 64));
		const idat = good.indexOf('IDAT');
		good.fill(0x41, idat + 6, idat + 30); // scribble over the compressed data, keep the chunk
		expect(await refusal(good)).toBe('ImageCorrupt');
	});
});

describe('dominantOfPixels', () => {
	it('answers the mean colour of the fullest histogram bin', async () => {
		const { dominantOfPixels } = await import('~/lib/platform/media/process-image.server.ts');
		// 3 reddish pixels in one bin, 2 blue ones: red wins, averaged within its bin.
		const rgb = Uint8Array.from([200, 10, 10, 202, 12, 10, 204, 14, 10, 0, 0, 255, 0, 0, 255]);
		expect(dominantOfPixels(rgb, 3)).toBe('#ca0c0a');
		const rgba = Uint8Array.from([0, 0, 255, 255, 0, 0, 255, 255, 9, 9, 9, 255]);
		expect(dominantOfPixels(rgba, 4)).toBe('#0000ff');
	});
});
