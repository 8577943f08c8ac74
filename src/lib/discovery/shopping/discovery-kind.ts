/**
 * The two rich-metadata feeds of discovery: product pins (`/shopping`) and video pins (`/videos`,
 * `/tv`). A pin is of a kind when its `rich_metadata` JSON has that key; each kind has a partial
 * index over `pins.id` (migration `2026_11_22_010000_image_features`) whose predicate the
 * queries repeat word for word, so both databases answer from the index.
 */
export type DiscoveryKind = 'product' | 'video';

/**
 * The LIKE pattern of each kind: the key as `JSON.stringify` writes it. Must match the index.
 * Video pins are also those with an uploaded video (`pins.video_id`): see `isKind` in the
 * repository and the index of migration `2026_11_28_120000_video_pins`.
 */
export const KIND_PATTERN: Record<DiscoveryKind, string> = {
	product: '%"product":%',
	video: '%"video":%',
};
