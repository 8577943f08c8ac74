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
export function scaledSize(w: number, h: number, targetWidth: number): { width: number; height: number } {
	if (w <= targetWidth) return { width: w, height: h };
	return { width: targetWidth, height: Math.max(1, Math.round((h * targetWidth) / w)) };
}
