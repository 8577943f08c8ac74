import os from 'node:os';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import errorsDetail from '~/messages/errors-detail/index.ts';
import { AppError } from '../http/errors.ts';
import { type ImageFeatures, imageFeatures } from './image-features.ts';
import {
	IMAGE_SIZES,
	type ImageSize,
	imageSizeSpec,
	type OutputFormat,
	variantFileName,
	variantSize,
} from './image-sizes.ts';
import type { SniffedType } from './sniff.ts';
import { type ImageLimits, validateImageBytes } from './validate-image.ts';

/** One encoded variant, ready to store. */
interface ProcessedOutput {
	buffer: Buffer;
	width: number;
	height: number;
	/** Server-chosen file name, e.g. `236x.jpg`. */
	file: string;
}

export interface ProcessedImage {
	/** Format of every output. */
	format: OutputFormat;
	/** What the upload really was, by its magic bytes. */
	sourceType: SniffedType;
	/** Upright (EXIF-rotated) size of the original. */
	width: number;
	height: number;
	/** `#rrggbb`. */
	dominantColor: string;
	/** `data:image/webp;base64,…` of a 16 px wide blurred image. */
	placeholder: string;
	/** SRC-06: colour histogram, difference hash and colour buckets (`src/lib/discovery/visual`). */
	features: ImageFeatures;
	outputs: Record<ImageSize, ProcessedOutput>;
}

/** Largest side WebP can hold: bigger images with alpha go to PNG (JPEG's limit: `validate-image.ts`). */
const MAX_WEBP_SIDE = 16_383;
const PLACEHOLDER_WIDTH = 16;

const ENCODERS: Record<OutputFormat, (image: Sharp) => Sharp> = {
	jpeg: (image) => image.jpeg({ quality: 82, mozjpeg: false }),
	webp: (image) => image.webp({ quality: 82, alphaQuality: 90, effort: 2 }),
	png: (image) => image.png({ compressionLevel: 6 }),
};

/**
 * Validates, then decodes once and encodes every size (PIN-02) from that one decode, plus the
 * dominant colour and a blurred placeholder. Metadata (EXIF, GPS, comments) never reaches the
 * outputs: the image is auto-rotated first, then re-encoded without it. Animated GIFs keep
 * their first frame. Throws AppError for bad input.
 */
export async function processImage(bytes: Buffer, limits: ImageLimits): Promise<ProcessedImage> {
	const checked = validateImageBytes(bytes, limits);
	return withSlot(async () => {
		try {
			return await encodeAll(bytes, checked.type, limits);
		} catch (error) {
			throw asImageError(error);
		}
	});
}

async function encodeAll(
	bytes: Buffer,
	sourceType: SniffedType,
	limits: ImageLimits,
): Promise<ProcessedImage> {
	const decoded = await decode(bytes, sourceType, limits);
	return { ...(await encodeDecoded(decoded)), sourceType };
}

/** Raw 8-bit sRGB pixels, row-major, 3 channels (no alpha): what the demo seed draws. */
export interface RawPixels {
	data: Uint8Array;
	width: number;
	height: number;
}

/**
 * Like `processImage`, for pixels this server drew itself (the demo seed): no bytes to check
 * and nothing to decode, so the PNG round trip a drawn picture would otherwise take (~15–30 ms
 * of CPU at 1,000 px) is skipped. The outputs are made exactly as for an uploaded PNG.
 */
export async function processPixels(pixels: RawPixels): Promise<ProcessedImage> {
	const { width, height, data } = pixels;
	if (data.length !== width * height * 3)
		throw new Error('processPixels needs width × height × 3 bytes');
	return withSlot(async () => {
		const base = sharp(data, { raw: { width, height, channels: 3 } });
		return {
			...(await encodeDecoded({ base, width, height, hasAlpha: false, raw: true })),
			sourceType: 'png',
		};
	});
}

async function encodeDecoded(decoded: Decoded): Promise<Omit<ProcessedImage, 'sourceType'>> {
	const { width, height, hasAlpha } = decoded;
	const sources = await resizeSources(decoded);
	const smallest = sources[sources.length - 1]!.image;
	// The small copy for the colour reads all the data on its own first, so damaged data fails
	// once, here, rather than in eleven decodes racing for the thread pool.
	const { color, features } = await colorAndFeatures(smallest);
	const format = chooseFormat(hasAlpha, width, height);
	// Width-bound sizes at or above the original's width come out as the original itself (no
	// upscaling): those are encoded once and share the bytes.
	let unscaled: Promise<ProcessedOutput> | undefined;
	const encodeOnce = (size: ImageSize): Promise<ProcessedOutput> => {
		const spec = imageSizeSpec(size);
		if (spec.height !== null || (spec.width !== null && spec.width < width)) {
			return encodeSize(sourceFor(sources, size, width, height), size, format);
		}
		unscaled ??= encodeSize(decoded.base, 'orig', format);
		return unscaled.then((out) => ({ ...out, file: variantFileName(size, format) }));
	};
	const [blur, ...encoded] = await Promise.all([
		placeholder(smallest, width, height),
		...IMAGE_SIZES.map(encodeOnce),
	]);
	const outputs = {} as Record<ImageSize, ProcessedOutput>;
	IMAGE_SIZES.forEach((size, i) => {
		outputs[size] = encoded[i]!;
	});
	return {
		format,
		width,
		height,
		dominantColor: color,
		placeholder: blur,
		features,
		outputs,
	};
}

/** A pipeline to resize from, and its width. */
interface ResizeSource {
	image: Sharp;
	width: number;
}

/**
 * Widths of the intermediate copies raw (non-JPEG) sources are resized through: every size
 * is made from the smallest copy at least as large as it needs, instead of from the full
 * original. Resizing costs about in proportion to the source's pixels, so a 1,000 px original
 * costs ~40% less CPU this way; the quality difference of a two-step Lanczos downscale is
 * invisible at these ratios.
 */
const INTERMEDIATE_WIDTHS = [736, 474] as const;

/**
 * The sources sizes are made from, largest first: the decoded original, then (raw sources
 * only, and only when smaller than the original) the intermediates, each resized from the
 * one before it and kept as raw pixels. JPEG sources keep the single source: their clones
 * already shrink on load.
 */
async function resizeSources(decoded: Decoded): Promise<ResizeSource[]> {
	const sources: ResizeSource[] = [{ image: decoded.base, width: decoded.width }];
	if (!decoded.raw) return sources;
	for (const target of INTERMEDIATE_WIDTHS) {
		const from = sources[sources.length - 1]!;
		if (target >= from.width) continue;
		const { data, info } = await from.image
			.clone()
			.resize({ width: target })
			.raw()
			.toBuffer({ resolveWithObject: true });
		const raw = { width: info.width, height: info.height, channels: info.channels };
		sources.push({ image: sharp(data, { raw }), width: info.width });
	}
	return sources;
}

/** The smallest source still at least as wide as `size` needs (a crop covers its box). */
function sourceFor(
	sources: readonly ResizeSource[],
	size: ImageSize,
	width: number,
	height: number,
): Sharp {
	const spec = imageSizeSpec(size);
	const needed =
		spec.width === null
			? width
			: spec.height === null
				? spec.width
				: Math.ceil(width * Math.max(spec.width / width, spec.height / height));
	let best = sources[0]!;
	for (const s of sources) if (s.width >= needed) best = s;
	return best.image;
}

interface Decoded {
	/** Upright pipeline every output clones. */
	base: Sharp;
	width: number;
	height: number;
	/** True only when some pixel is actually transparent. */
	hasAlpha: boolean;
	/** True when `base` reads decoded raw pixels (everything but JPEG). */
	raw: boolean;
}

/**
 * JPEG: the clones share one compressed input and each uses libjpeg's shrink-on-load, which
 * makes the small sizes nearly free. Other formats: decoded once to raw pixels that every
 * clone reads (memory is bounded by the pixel limit and the slots below).
 */
async function decode(bytes: Buffer, type: SniffedType, limits: ImageLimits): Promise<Decoded> {
	// failOn 'warning' (sharp's default, kept on purpose): a JPEG whose data runs short of its
	// declared size is refused at the first warning instead of being decoded into grey pixels.
	const options: SharpOptions = { limitInputPixels: limits.maxPixels, failOn: 'warning', pages: 1 };
	if (type === 'jpeg') {
		const base = sharp(bytes, options).rotate();
		const meta = await base.metadata();
		const upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
		return { base, ...upright, hasAlpha: false, raw: false };
	}
	const { data, info } = await sharp(bytes, options)
		.rotate()
		.raw()
		.toBuffer({ resolveWithObject: true });
	const raw = { width: info.width, height: info.height, channels: info.channels };
	const alphaChannel = info.channels === 2 || info.channels === 4;
	const hasAlpha = alphaChannel && !isOpaque(data, info.channels);
	const base =
		alphaChannel && !hasAlpha ? sharp(data, { raw }).removeAlpha() : sharp(data, { raw });
	return { base, width: info.width, height: info.height, hasAlpha, raw: true };
}

/** Whether every alpha byte (the last of each pixel) is 255; stops at the first that is not. */
function isOpaque(pixels: Uint8Array, channels: number): boolean {
	for (let i = channels - 1; i < pixels.length; i += channels) if (pixels[i] !== 255) return false;
	return true;
}

function chooseFormat(hasAlpha: boolean, width: number, height: number): OutputFormat {
	if (!hasAlpha) return 'jpeg';
	const tallest = Math.max(
		...IMAGE_SIZES.map((s) => {
			const d = variantSize(s, width, height);
			return Math.max(d.width, d.height);
		}),
	);
	return tallest > MAX_WEBP_SIDE ? 'png' : 'webp';
}

async function encodeSize(
	base: Sharp,
	size: ImageSize,
	format: OutputFormat,
): Promise<ProcessedOutput> {
	const spec = imageSizeSpec(size);
	let image = base.clone();
	if (spec.width !== null && spec.height !== null) {
		image = image.resize(spec.width, spec.height, { fit: 'cover', position: 'centre' });
	} else if (spec.width !== null) {
		image = image.resize({ width: spec.width, withoutEnlargement: true });
	}
	const { data, info } = await ENCODERS[format](image).toBuffer({ resolveWithObject: true });
	return {
		buffer: data,
		width: info.width,
		height: info.height,
		file: variantFileName(size, format),
	};
}

/**
 * The most common colour of a small copy, transparency shown on white: pixels fall into a
 * 4096-bin histogram (16 levels per channel) and the answer is the mean of the fullest bin.
 * Counted here rather than with sharp's `stats()`, which costs ~10 ms even on a thumbnail.
 * The visual-search features (SRC-06) are computed from the same small copy.
 */
async function colorAndFeatures(base: Sharp): Promise<{ color: string; features: ImageFeatures }> {
	const { data, info } = await smallCopy(base.clone()).toBuffer({ resolveWithObject: true });
	return {
		color: dominantOfPixels(data, info.channels),
		features: imageFeatures(data, info.width, info.height, info.channels),
	};
}

/**
 * The copy features are computed from: at most 64 px on its long side, transparency on white,
 * raw sRGB. Visual search applies it to a crop of a stored variant, so query and stored features
 * come from the same kind of pixels.
 */
export function smallCopy(image: Sharp): Sharp {
	return image
		.resize(64, 64, { fit: 'inside' })
		.flatten({ background: '#ffffff' })
		.toColourspace('srgb')
		.raw();
}

/** `#rrggbb` of the fullest 4096-bin histogram bin of raw pixels (mean colour of the bin). */
export function dominantOfPixels(pixels: Uint8Array, channels: number): string {
	const counts = new Uint32Array(4096);
	const sums = new Float64Array(4096 * 3);
	for (let i = 0; i + 2 < pixels.length; i += channels) {
		const r = pixels[i]!;
		const g = channels >= 3 ? pixels[i + 1]! : r;
		const b = channels >= 3 ? pixels[i + 2]! : r;
		const bin = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
		counts[bin] = counts[bin]! + 1;
		sums[bin * 3] = sums[bin * 3]! + r;
		sums[bin * 3 + 1] = sums[bin * 3 + 1]! + g;
		sums[bin * 3 + 2] = sums[bin * 3 + 2]! + b;
	}
	let best = 0;
	for (let bin = 1; bin < 4096; bin++) if (counts[bin]! > counts[best]!) best = bin;
	const n = counts[best]! || 1;
	const hex = (v: number) =>
		Math.round(v / n)
			.toString(16)
			.padStart(2, '0');
	return `#${hex(sums[best * 3]!)}${hex(sums[best * 3 + 1]!)}${hex(sums[best * 3 + 2]!)}`;
}

/** A 16 px wide, blurred WebP as a data URL (height follows the aspect, at most 64 px). */
async function placeholder(base: Sharp, width: number, height: number): Promise<string> {
	const h = Math.min(64, Math.max(1, Math.round((height * PLACEHOLDER_WIDTH) / width)));
	const webp = await base
		.clone()
		.resize(PLACEHOLDER_WIDTH, h, { fit: 'fill' })
		.blur(1)
		.webp({ quality: 40 })
		.toBuffer();
	return `data:image/webp;base64,${webp.toString('base64')}`;
}

/** Decoder failures become catalogue errors; the pixel limit keeps its own. */
function asImageError(error: unknown): unknown {
	if (error instanceof AppError) return error;
	const message = error instanceof Error ? error.message : String(error);
	if (/pixel limit/i.test(message)) return new AppError('ImageTooManyPixels', { cause: error });
	return new AppError('ImageCorrupt', {
		detail: errorsDetail().imageUndecodable(),
		cause: error,
	});
}

/**
 * At most this many images decode at once, so memory stays bounded (a 50 MP image with alpha is
 * 200 MB of raw pixels) and one burst of uploads cannot starve the rest of the process.
 */
const SLOTS = Math.max(2, os.availableParallelism());
let busy = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
	if (busy >= SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
	else busy++;
	try {
		return await work();
	} finally {
		const next = waiting.shift();
		if (next) next();
		else busy--;
	}
}
