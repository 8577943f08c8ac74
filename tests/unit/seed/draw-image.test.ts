import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ASPECT_RATIOS, sizeForRatio } from '~/app/seed/aspect-ratios.ts';
import { COMPOSITION_COUNT, drawComposition } from '~/app/seed/compositions.ts';
import { drawImage, drawPixels } from '~/app/seed/draw-image.server.ts';
import { createRandom } from '~/app/seed/random.ts';
import { createRaster } from '~/app/seed/raster.ts';
import { SCENES, sceneFor } from '~/app/seed/scenes.ts';
import { grain, noise, texel } from '~/app/seed/texture.ts';
import { TOPICS } from '~/app/seed/topics/index.ts';
import { PALETTES, paletteByName } from '~/lib/platform/media/palettes.ts';

describe('drawn demo images', () => {
	it.each(ASPECT_RATIOS.map((r) => [r.name, r] as const))(
		'come out at the %s aspect ratio, 736 px wide',
		async (_, ratio) => {
			const img = await drawImage(createRandom(1), PALETTES[0]!, ratio);
			const meta = await sharp(img.bytes).metadata();
			expect(meta.format).toBe('png');
			expect(meta.width).toBe(736);
			expect(meta.width).toBe(img.width);
			expect(meta.height).toBe(img.height);
			expect(Math.abs(meta.width! / meta.height! - ratio.w / ratio.h)).toBeLessThan(0.005);
			expect(img.ratio).toBe(ratio.name);
		},
	);

	it('covers tall, square and wide shapes', () => {
		const names = ASPECT_RATIOS.map((r) => r.name);
		expect(names).toEqual(expect.arrayContaining(['2:3', '3:4', '1:1', '9:16', '16:9']));
	});

	it('honour a smaller width and can be JPEG', async () => {
		const ratio = ASPECT_RATIOS.find((r) => r.name === '2:3')!;
		const img = await drawImage(createRandom(2), PALETTES[1]!, ratio, { width: 200 });
		const meta = await sharp(img.bytes).metadata();
		expect([meta.width, meta.height]).toEqual([200, 300]);
		const jpeg = await drawImage(createRandom(2), PALETTES[1]!, ratio, { format: 'jpeg' });
		expect((await sharp(jpeg.bytes).metadata()).format).toBe('jpeg');
	});

	it('are the same pixels for the same random state', async () => {
		const ratio = ASPECT_RATIOS[0]!;
		const a = await drawImage(createRandom(7).fork('image:1'), PALETTES[3]!, ratio);
		const b = await drawImage(createRandom(7).fork('image:1'), PALETTES[3]!, ratio);
		const c = await drawImage(createRandom(7).fork('image:2'), PALETTES[3]!, ratio);
		expect(a.bytes.equals(b.bytes)).toBe(true);
		expect(a.bytes.equals(c.bytes)).toBe(false);
	});

	it.each(SCENES.map((s) => [s] as const))(
		'draw the %s scene at 1,000 px, deterministically, with detail and palette colours',
		(scene) => {
			const ratio = ASPECT_RATIOS[0]!;
			const palette = paletteByName('golden-hour');
			const a = drawPixels(createRandom(11).fork(scene), palette, ratio, { width: 1000, scene });
			const b = drawPixels(createRandom(11).fork(scene), palette, ratio, { width: 1000, scene });
			expect([a.width, a.height]).toEqual([1000, 1500]);
			expect(a.pixels.data).toHaveLength(1000 * 1500 * 3);
			expect(Buffer.from(a.pixels.data).equals(Buffer.from(b.pixels.data))).toBe(true);
			expect(a.scene).toBe(scene);
			expect(a.subject.length).toBeGreaterThan(5);
			for (const c of a.colors) expect(palette.colors).toContain(c);
			// Detail: many distinct colours, and neighbouring pixels differ (texture, grain).
			const distinct = new Set<number>();
			let differing = 0;
			const d = a.pixels.data;
			for (let i = 0; i + 5 < d.length; i += 3 * 97) {
				distinct.add((d[i]! << 16) | (d[i + 1]! << 8) | d[i + 2]!);
				if (d[i] !== d[i + 3]) differing++;
			}
			expect(distinct.size).toBeGreaterThan(500);
			expect(differing).toBeGreaterThan(1000);
		},
	);

	it('pick scenes that suit the category: food looks like food, travel like travel', () => {
		const count = (topic: string) => {
			const rng = createRandom(5);
			const seen = new Map<string, number>();
			for (let i = 0; i < 200; i++) {
				const s = sceneFor(rng, topic);
				seen.set(s, (seen.get(s) ?? 0) + 1);
			}
			return seen;
		};
		expect(count('food-drink').get('food')).toBeGreaterThan(120);
		expect(count('travel').get('landscape')).toBeGreaterThan(150);
		expect(count('travel').has('food')).toBe(false);
		expect(sceneFor(createRandom(1), undefined)).toBe('abstract');
		for (const topic of TOPICS) expect(SCENES).toContain(sceneFor(createRandom(2), topic.slug));
	});

	it('texture pieces are deterministic and in range', () => {
		for (let i = 0; i < 200; i++) {
			const v = noise(i * 3.7, i * 1.3);
			expect(v).toBeGreaterThanOrEqual(0);
			expect(v).toBeLessThanOrEqual(1);
			expect(texel(i, i * 2)).toBe(texel(i + 512, i * 2 + 1024));
		}
		const a = createRaster(64, 32);
		const b = createRaster(64, 32);
		a.data.fill(128);
		b.data.fill(128);
		grain(a, 4, 99);
		grain(b, 4, 99);
		expect(Buffer.from(a.data).equals(Buffer.from(b.data))).toBe(true);
		expect(Math.max(...a.data)).toBeLessThanOrEqual(132);
		expect(Math.min(...a.data)).toBeGreaterThanOrEqual(124);
		expect(new Set(a.data).size).toBeGreaterThan(4);
	});

	it('draw every composition with visible variation and palette colours', () => {
		const palette = paletteByName('ocean-mist');
		const { width, height } = sizeForRatio(ASPECT_RATIOS[0]!, 120);
		for (let kind = 0; kind < COMPOSITION_COUNT; kind++) {
			const d = drawComposition(createRandom(kind), palette, width, height, kind);
			expect(d.raster.data).toHaveLength(width * height * 3);
			const distinct = new Set<number>();
			for (let i = 0; i < d.raster.data.length; i += 3 * 7) {
				distinct.add(
					(d.raster.data[i]! << 16) | (d.raster.data[i + 1]! << 8) | d.raster.data[i + 2]!,
				);
			}
			expect(distinct.size).toBeGreaterThan(3);
			expect(d.subject.length).toBeGreaterThan(3);
			for (const c of d.colors) expect(palette.colors).toContain(c);
		}
	});
});

describe('palettes', () => {
	it('are named, with five named #rrggbb colours each', () => {
		const names = new Set(PALETTES.map((p) => p.name));
		expect(names.size).toBe(PALETTES.length);
		for (const p of PALETTES) {
			expect(p.colors).toHaveLength(5);
			for (const c of p.colors) {
				expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
				expect(c.name).toMatch(/^[a-z][a-z ]+$/);
			}
		}
	});
});
