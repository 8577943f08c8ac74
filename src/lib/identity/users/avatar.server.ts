import { config } from '../../platform/config/config.server.ts';
import type { ImageSize, StoredVariants } from '../../platform/media/image-sizes.ts';

/**
 * ACC-02: a user's picture in the four sizes the viewer model names. Small and medium are the
 * square crops (60, 136); large and xlarge keep the aspect ratio (236 and 474 wide).
 */
const AVATAR_SIZES = {
	image_small_url: '60x60',
	image_medium_url: '136x136',
	image_large_url: '236x',
	image_xlarge_url: '474x',
} as const satisfies Record<string, ImageSize>;

export type AvatarUrls = { [K in keyof typeof AVATAR_SIZES]: string | null };

/** URL of one stored variant, built as pin images are (`MEDIA_BASE_URL/storageKey/file`). */
export function avatarUrl(
	storageKey: string | null,
	variantsJson: string | null,
	size: ImageSize,
): string | null {
	if (!storageKey || !variantsJson) return null;
	try {
		const variant = (JSON.parse(variantsJson) as Partial<StoredVariants>)[size];
		return variant ? `${config().MEDIA_BASE_URL}/${storageKey}/${variant.file}` : null;
	} catch {
		return null;
	}
}

/** All four avatar URLs, or nulls when the user has no picture. */
export function avatarUrls(storageKey: string | null, variantsJson: string | null): AvatarUrls {
	return {
		image_small_url: avatarUrl(storageKey, variantsJson, AVATAR_SIZES.image_small_url),
		image_medium_url: avatarUrl(storageKey, variantsJson, AVATAR_SIZES.image_medium_url),
		image_large_url: avatarUrl(storageKey, variantsJson, AVATAR_SIZES.image_large_url),
		image_xlarge_url: avatarUrl(storageKey, variantsJson, AVATAR_SIZES.image_xlarge_url),
	};
}
