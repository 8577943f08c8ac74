import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
	cropParam,
	cropToPixels,
	isValidCrop,
	parseCropParam,
} from '~/lib/discovery/visual/crop.ts';
import {
	hammingDistance,
	hexBytes,
	histogramDistance,
	visualDistance,
} from '~/lib/discovery/visual/visual-distance.ts';
import { binOf, imageFeatures, strongBins } from '~/lib/platform/media/image-features.ts';
import { smallCopy } from '~/lib/platform/media/process-image.server.ts';
import { cropped, FOREST, recoloured, SUNSET, sceneImage } from './visual-fixtures.ts';

/** Features of an encoded image, through the same small copy the upload pipeline uses. */
async function featuresOf(bytes: Buffer) {
	const { data, info } = await smallCopy(sharp(bytes)).toBuffer({ resolveWithObject: true });
	const f = imageFeatures(data, info.width, info.height, info.channels);
	return { ...f, vector: { histogram: hexBytes(f.histogram), dhash: f.dhash } };
}

describe('imageFeatures (SRC-06)', () => {
	it('is deterministic: the same image gives the same features and distance 0', async () => {
		const bytes = await sceneImage(SUNSET, 400, 600);
		const a = await featuresOf(bytes);
		const b = await featuresOf(bytes);
		expect(a.histogram).toMatch(/^[0-9a-f]{128}$/);
		expect(a.dhash).toMatch(/^[0-9a-f]{16}$/);
		expect(b).toEqual(a);
		expect(visualDistance(a.vector, b.vector)).toBe(0);
	});

	it('keeps a resized, recompressed copy near and puts a recoloured one far', async () => {
		const original = await featuresOf(await sceneImage(SUNSET, 400, 600));
		const copy = await featuresOf(await sceneImage(SUNSET, 260, 390, 'jpeg'));
		const recolour = await featuresOf(await sceneImage(recoloured(SUNSET), 400, 600));
		const other = await featuresOf(await sceneImage(FOREST, 400, 600));
		const near = visualDistance(original.vector, copy.vector);
		expect(near).toBeLessThan(0.1);
		expect(hammingDistance(original.dhash, copy.dhash)).toBeLessThanOrEqual(6);
		// Same shapes, other colours: the histogram is far though the hash is close.
		expect(histogramDistance(original.vector.histogram, recolour.vector.histogram)).toBeGreaterThan(
			0.8,
		);
		expect(visualDistance(original.vector, recolour.vector)).toBeGreaterThan(near * 4);
		expect(visualDistance(original.vector, other.vector)).toBeGreaterThan(0.4);
	});

	it('finds a crop of a picture near that part of the picture and far from another picture', async () => {
		const bytes = await sceneImage(SUNSET, 400, 600);
		const whole = await featuresOf(bytes);
		const inner = await featuresOf(await cropped(bytes, { x: 0.05, y: 0.05, w: 0.9, h: 0.9 }));
		const other = await featuresOf(await sceneImage(FOREST, 400, 600));
		const toWhole = visualDistance(inner.vector, whole.vector);
		expect(toWhole).toBeLessThan(0.2);
		expect(toWhole).toBeLessThan(visualDistance(inner.vector, other.vector));
	});

	it('buckets the strong bins, strongest first, always at least one', () => {
		expect(binOf(255, 0, 0)).toBe(48);
		expect(binOf(0, 0, 255)).toBe(3);
		const shares = new Array(64).fill(0);
		shares[5] = 0.5;
		shares[9] = 0.3;
		shares[1] = 0.05;
		expect(strongBins(shares)).toEqual([5, 9]);
		const flat = new Array(64).fill(1 / 64);
		expect(strongBins(flat)).toEqual([0]);
		// A one-colour picture has one bucket: its colour's bin.
		const red = new Uint8Array(16 * 16 * 3);
		for (let i = 0; i < red.length; i += 3) red[i] = 250;
		expect(imageFeatures(red, 16, 16, 3).buckets).toEqual([48]);
	});

	it('hammingDistance counts differing bits', () => {
		expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
		expect(hammingDistance('ffffffffffffffff', '0000000000000000')).toBe(64);
		expect(hammingDistance('8000000000000001', '0000000000000000')).toBe(2);
	});
});

describe('crop', () => {
	it('accepts regions inside the picture and refuses the rest', () => {
		expect(isValidCrop({ x: 0, y: 0, w: 1, h: 1 })).toBe(true);
		expect(isValidCrop({ x: 0.5, y: 0.5, w: 0.5, h: 0.5 })).toBe(true);
		expect(isValidCrop({ x: 0.6, y: 0, w: 0.5, h: 1 })).toBe(false);
		expect(isValidCrop({ x: 0, y: 0, w: 0.01, h: 0.5 })).toBe(false);
		expect(parseCropParam('0.25,0.25,0.5,0.5')).toEqual({ x: 0.25, y: 0.25, w: 0.5, h: 0.5 });
		expect(parseCropParam('0.25,0.25,0.5')).toBeNull();
		expect(parseCropParam('a,b,c,d')).toBeNull();
		expect(parseCropParam('0.9,0,0.5,1')).toBeNull();
		expect(cropParam({ x: 1 / 3, y: 0, w: 0.5, h: 1 })).toBe('0.333,0,0.5,1');
	});

	it('turns fractions into whole pixels inside the image', () => {
		expect(cropToPixels({ x: 0.5, y: 0.25, w: 0.5, h: 0.5 }, 200, 400)).toEqual({
			left: 100,
			top: 100,
			width: 100,
			height: 200,
		});
		const edge = cropToPixels({ x: 0.999, y: 0.999, w: 0.05, h: 0.05 }, 10, 10);
		expect(edge.left + edge.width).toBeLessThanOrEqual(10);
		expect(edge.width).toBeGreaterThanOrEqual(1);
	});
});
