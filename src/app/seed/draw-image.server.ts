import sharp from 'sharp';
import type { Palette, PaletteColor } from '../../lib/platform/media/palettes.ts';
import { type AspectRatio, DEFAULT_IMAGE_WIDTH, sizeForRatio } from './aspect-ratios.ts';
import { drawComposition } from './compositions.ts';
import type { Random } from './random.ts';

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
	/** Force one composition (tests); random otherwise. */
	kind?: number;
	/**
	 * Encoding handed to the pipeline: `png` (default: uncompressed and fast to write; the
	 * pipeline decodes it once for all sizes, ~20% less CPU per picture at 474 px) or `jpeg`
	 * (small bytes, but decoded again for every size).
	 */
	format?: 'png' | 'jpeg';
}

/**
 * Draws an abstract picture in `palette` at `ratio` and encodes it (PNG by default). Drawing
 * runs on the calling thread (a few milliseconds); encoding runs on sharp's threads. The same
 * `rng` state gives the same pixels.
 */
export async function drawImage(
	rng: Random,
	palette: Palette,
	ratio: AspectRatio,
	options: DrawImageOptions = {},
): Promise<DrawnImage> {
	const { width, height } = sizeForRatio(ratio, options.width ?? DEFAULT_IMAGE_WIDTH);
	const drawing = drawComposition(rng, palette, width, height, options.kind);
	const raw = sharp(drawing.raster.data, { raw: { width, height, channels: 3 } });
	const bytes = await (options.format === 'jpeg'
		? raw.jpeg({ quality: 90 })
		: raw.png({ compressionLevel: 0, adaptiveFiltering: false })
	).toBuffer();
	return {
		bytes,
		width,
		height,
		ratio: ratio.name,
		palette: palette.name,
		subject: drawing.subject,
		colors: drawing.colors,
	};
}
