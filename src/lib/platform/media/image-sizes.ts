/**
 * The image sizes every pin image comes in (PIN-02). `NNNx` keeps the aspect ratio at that
 * width (never upscaled); `WxH` is a centre crop to exactly that box; `orig` is the
 * re-encoded original.
 */
export const IMAGE_SIZES = [
	'60x60',
	'136x136',
	'170x',
	'236x',
	'474x',
	'564x',
	'600x315',
	'736x',
	'orig',
] as const;

export type ImageSize = (typeof IMAGE_SIZES)[number];

export interface ImageSizeSpec {
	width: number | null;
	/** Set for fixed boxes (centre crop); null keeps the aspect ratio. */
	height: number | null;
}

export function imageSizeSpec(size: ImageSize): ImageSizeSpec {
	if (size === 'orig') return { width: null, height: null };
	const [w, h] = size.split('x');
	return { width: Number(w), height: h ? Number(h) : null };
}

/** Stored per media row: where each variant is and how big it came out. */
export type StoredVariants = Record<ImageSize, { width: number; height: number; file: string }>;

/** Answered to clients: the spec's `{url, width, height}` per size. */
export type ImageVariants = Record<ImageSize, { url: string; width: number; height: number }>;

/** Turns stored variants into public URLs under `baseUrl/storageKey/`. */
export function variantsToImages(
	baseUrl: string,
	storageKey: string,
	variants: StoredVariants,
): ImageVariants {
	const out = {} as ImageVariants;
	for (const size of IMAGE_SIZES) {
		const v = variants[size];
		out[size] = { url: `${baseUrl}/${storageKey}/${v.file}`, width: v.width, height: v.height };
	}
	return out;
}

/** The dimensions a width-bound size (`236x`) gets for an original of `w`×`h`. */
export function scaledSize(
	w: number,
	h: number,
	targetWidth: number,
): { width: number; height: number } {
	if (w <= targetWidth) return { width: w, height: h };
	return { width: targetWidth, height: Math.max(1, Math.round((h * targetWidth) / w)) };
}

/** The dimensions `size` comes out at for an (upright) original of `w`×`h`. */
export function variantSize(
	size: ImageSize,
	w: number,
	h: number,
): { width: number; height: number } {
	const spec = imageSizeSpec(size);
	if (spec.width === null) return { width: w, height: h };
	if (spec.height === null) return scaledSize(w, h, spec.width);
	return { width: spec.width, height: spec.height };
}

/** Formats variants are stored in: JPEG for opaque images, WebP (or PNG) for ones with alpha. */
export const OUTPUT_FORMATS = {
	jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
	png: { extension: 'png', contentType: 'image/png' },
	webp: { extension: 'webp', contentType: 'image/webp' },
} as const;

export type OutputFormat = keyof typeof OUTPUT_FORMATS;

/**
 * Cache-Control of every variant file: a variant never changes once written (new content gets
 * a new storage key), so browsers and CDNs may keep it for a year without asking again.
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The file name of one variant, e.g. `236x.jpg`. */
export function variantFileName(size: ImageSize, format: OutputFormat): string {
	return `${size}.${OUTPUT_FORMATS[format].extension}`;
}

/** The content type of a stored variant file, from its extension; null for anything else. */
export function variantContentType(fileName: string): string | null {
	const ext = fileName.slice(fileName.lastIndexOf('.') + 1);
	for (const f of Object.values(OUTPUT_FORMATS)) if (f.extension === ext) return f.contentType;
	return null;
}
