import { displayTitle, type Pin, pinPath } from '../../content/pins/pin.ts';
import { richMetadataJsonLd } from '../../content/pins/rich-jsonld.ts';
import { isBoardPublic } from '../../platform/access/board-access.ts';
import { videoObjectJsonLd } from '../../platform/media/video/playable-video.ts';
import type { ProductPin, VideoPin } from './shopping.service.server.ts';
import { isoDuration } from './video.ts';

/** schema.org for the shopping and video pages (SEO-05). `abs` makes a path absolute. */

type Abs = (path: string) => string;

/** A `Product` with its `Offer` (price, currency, availability), from the pin's metadata. */
export function productNode(item: ProductPin, abs: Abs): Record<string, unknown> {
	const [node] = richMetadataJsonLd(
		{ product: { name: item.name, brand: item.brand ?? undefined, offers: item.offers } },
		{
			name: displayTitle(item.pin),
			image: abs(item.pin.images['736x'].url),
			url: abs(pinPath(item.pin.id)),
			author: item.pin.pinner.fullName,
		},
	);
	return node!;
}

/**
 * A `VideoObject`: the pin's image as its thumbnail, its length, its watch page; for an
 * uploaded video also its file (`contentUrl`), type and size.
 */
export function videoNode(item: VideoPin, abs: Abs): Record<string, unknown> {
	const title = displayTitle(item.pin);
	if (item.video) {
		return videoObjectJsonLd(
			item.video,
			{
				name: title,
				description: item.pin.description.trim() || title,
				thumbnailUrl: item.pin.images['736x'].url,
				url: `/tv/${item.pin.id}/`,
				author: { name: item.pin.pinner.fullName, url: item.pin.pinner.url },
			},
			abs,
		);
	}
	return {
		'@type': 'VideoObject',
		name: title,
		description: item.pin.description.trim() || title,
		thumbnailUrl: abs(item.pin.images['736x'].url),
		uploadDate: item.pin.createdAt,
		duration: isoDuration(item.durationSeconds),
		url: abs(`/tv/${item.pin.id}/`),
		author: { '@type': 'Person', name: item.pin.pinner.fullName, url: abs(item.pin.pinner.url) },
	};
}

/** An `ItemList` page of nodes, in order. */
export function itemList(
	name: string,
	url: string,
	nodes: Record<string, unknown>[],
): Record<string, unknown> {
	return {
		'@context': 'https://schema.org',
		'@type': 'ItemList',
		name,
		url,
		numberOfItems: nodes.length,
		itemListElement: nodes.map((item, i) => ({ '@type': 'ListItem', position: i + 1, item })),
	};
}

/**
 * The `ItemList` of a discovery page: its items on public live boards only (others are not for
 * crawlers), each as `node` makes it.
 */
export function publicItemList<T extends { pin: Pin }>(
	name: string,
	url: string,
	items: T[],
	node: (item: T, abs: Abs) => Record<string, unknown>,
	abs: Abs,
): Record<string, unknown> {
	const shown = items.filter(({ pin }) => isBoardPublic(pin.board));
	return itemList(
		name,
		url,
		shown.map((item) => node(item, abs)),
	);
}
