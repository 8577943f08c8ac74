import sharp from 'sharp';
import type { Palette, PaletteColor } from '../../lib/platform/media/palettes.ts';
import type { RawPixels } from '../../lib/platform/media/process-image.server.ts';
import { type AspectRatio, DEFAULT_IMAGE_WIDTH, sizeForRatio } from './aspect-ratios.ts';
import { drawComposition } from './compositions.ts';
import type { Random } from './random.ts';
import { drawScene, type SceneName, sceneFor } from './scenes.ts';

/** A drawn demo picture as raw pixels, and what it shows. */
export interface DrawnPixels {
	pixels: RawPixels;
	width: number;
	height: number;
	/** The aspect ratio's name, e.g. `2:3`. */
	ratio: string;
	palette: string;
	/** Which scene was painted (`abstract` for the compositions). */
	scene: SceneName;
	/** What the picture shows, without colours. */
	subject: string;
	/** The dominant colours, most prominent first. */
	colors: PaletteColor[];
}

/** An encoded demo image and what it shows. */
export interface DrawnImage {
	/** Encoded bytes (PNG or JPEG), ready for `ingestImage`. */
	bytes: Buffer;
	width: number;
	height: number;
	/** The aspect ratio's name, e.g. `2:3`. */
	ratio: string;
	palette: string;
	/** What the picture shows, without colours. */
	subject: string;
	/** The dominant colours, most prominent first. */
	colors: PaletteColor[];
}

export interface DrawImageOptions {
	/** Width of the drawn original; the height follows the ratio. */
	width?: number;
	/** Force one abstract composition (avatars, tests); a scene for `topic` otherwise. */
	kind?: number;
	/** The pin's idea category (slug): picks the kind of scene (scenes.ts). */
	topic?: string;
	/** Force one scene (tests). */
	scene?: SceneName;
	/**
	 * Encoding handed to the pipeline: `png` (default: uncompressed and fast to write; the
	 * pipeline decodes it once for all sizes, ~20% less CPU per picture at 474 px) or `jpeg`
	 * (small bytes, but decoded again for every size).
	 */
	format?: 'png' | 'jpeg';
}

/**
 * Draws a picture in `palette` at `ratio` as raw pixels: a scene that suits `topic` (a lit
 * landscape, a flat lay of food, a still life, cloth, bokeh, …) or, with `kind`, one abstract
 * composition. Pure JavaScript on the calling thread; the same `rng` state gives the same
 * pixels.
 */
export function drawPixels(
	rng: Random,
	palette: Palette,
	ratio: AspectRatio,
	options: Omit<DrawImageOptions, 'format'> = {},
): DrawnPixels {
	const { width, height } = sizeForRatio(ratio, options.width ?? DEFAULT_IMAGE_WIDTH);
	const drawing =
		options.kind === undefined
			? drawScene(rng, palette, options.scene ?? sceneFor(rng, options.topic), width, height)
			: {
					...drawComposition(rng, palette, width, height, options.kind),
					scene: 'abstract' as const,
				};
	return {
		pixels: drawing.raster,
		width,
		height,
		ratio: ratio.name,
		palette: palette.name,
		scene: drawing.scene,
		subject: drawing.subject,
		colors: drawing.colors,
	};
}

/** `drawPixels`, encoded (PNG by default; sharp's threads do the encoding). */
export async function drawImage(
	rng: Random,
	palette: Palette,
	ratio: AspectRatio,
	options: DrawImageOptions = {},
): Promise<DrawnImage> {
	const { format, ...rest } = options;
	const drawn = drawPixels(rng, palette, ratio, rest);
	const { width, height } = drawn;
	const raw = sharp(drawn.pixels.data, { raw: { width, height, channels: 3 } });
	const bytes = await (format === 'jpeg'
		? raw.jpeg({ quality: 90 })
		: raw.png({ compressionLevel: 0, adaptiveFiltering: false })
	).toBuffer();
	return {
		bytes,
		width,
		height,
		ratio: drawn.ratio,
		palette: drawn.palette,
		subject: drawn.subject,
		colors: drawn.colors,
	};
}
