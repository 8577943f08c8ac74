import sharp from 'sharp';

/**
 * Test pictures for visual search, drawn as raw pixels and encoded with real sharp: a scene of
 * coloured blocks over a gradient, so the histogram and the hash both have something to see.
 */

type Rgb = [number, number, number];

export interface Scene {
	/** Background gradient from this colour (top) … */
	top: Rgb;
	/** … to this one (bottom). */
	bottom: Rgb;
	/** Solid rectangles in fractions of the picture. */
	blocks: { x: number; y: number; w: number; h: number; color: Rgb }[];
}

export const SUNSET: Scene = {
	top: [250, 140, 40],
	bottom: [120, 30, 90],
	blocks: [
		{ x: 0.1, y: 0.55, w: 0.35, h: 0.35, color: [30, 30, 40] },
		{ x: 0.6, y: 0.1, w: 0.25, h: 0.2, color: [255, 230, 120] },
	],
};

export const FOREST: Scene = {
	top: [180, 220, 250],
	bottom: [20, 90, 30],
	blocks: [
		{ x: 0.05, y: 0.3, w: 0.2, h: 0.65, color: [60, 40, 20] },
		{ x: 0.5, y: 0.4, w: 0.4, h: 0.5, color: [40, 140, 60] },
	],
};

/** Raw RGB pixels of a scene at `width`×`height`. */
function scenePixels(scene: Scene, width: number, height: number): Buffer {
	const raw = Buffer.alloc(width * height * 3);
	for (let y = 0; y < height; y++) {
		const t = y / Math.max(1, height - 1);
		for (let x = 0; x < width; x++) {
			let c: Rgb = [
				Math.round(scene.top[0] + (scene.bottom[0] - scene.top[0]) * t),
				Math.round(scene.top[1] + (scene.bottom[1] - scene.top[1]) * t),
				Math.round(scene.top[2] + (scene.bottom[2] - scene.top[2]) * t),
			];
			for (const b of scene.blocks) {
				if (
					x >= b.x * width &&
					x < (b.x + b.w) * width &&
					y >= b.y * height &&
					y < (b.y + b.h) * height
				) {
					c = b.color;
				}
			}
			const i = (y * width + x) * 3;
			raw[i] = c[0];
			raw[i + 1] = c[1];
			raw[i + 2] = c[2];
		}
	}
	return raw;
}

/** A scene as an encoded image (`png` or `jpeg`). */
export async function sceneImage(
	scene: Scene,
	width: number,
	height: number,
	format: 'png' | 'jpeg' = 'png',
): Promise<Buffer> {
	const image = sharp(scenePixels(scene, width, height), { raw: { width, height, channels: 3 } });
	return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 70 }).toBuffer();
}

/** The same scene with its colours rotated (R→G→B→R): same shapes, other colours. */
export function recoloured(scene: Scene): Scene {
	const rot = (c: Rgb): Rgb => [c[2], c[0], c[1]];
	return {
		top: rot(scene.top),
		bottom: rot(scene.bottom),
		blocks: scene.blocks.map((b) => ({ ...b, color: rot(b.color) })),
	};
}

/** A region of an encoded image (fractions), re-encoded as PNG. */
export async function cropped(
	bytes: Buffer,
	crop: { x: number; y: number; w: number; h: number },
): Promise<Buffer> {
	const meta = await sharp(bytes).metadata();
	const left = Math.floor(crop.x * meta.width);
	const top = Math.floor(crop.y * meta.height);
	return sharp(bytes)
		.extract({
			left,
			top,
			width: Math.round(crop.w * meta.width),
			height: Math.round(crop.h * meta.height),
		})
		.png()
		.toBuffer();
}
