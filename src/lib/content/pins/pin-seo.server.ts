import contentDefaults from '~/messages/content-defaults/index.ts';
import { absoluteUrl } from '../../platform/routing/absolute-url.server.ts';
import { BRAND } from '../../platform/ui/brand.ts';
import { displayTitle, type Pin, pinPath, truncate, visibleDescription } from './pin.ts';
import { richMetadataJsonLd } from './rich-jsonld.ts';
import type { RichMetadata } from './rich-metadata.ts';

/** What the closeup page shows crawlers and visitors about a pin, in one place. */
export interface PinPageSeo {
	/** Heading and document title (PIN-06 truncation). */
	title: string;
	/** The description shown on the page, or null when PIN-06 hides it. */
	description: string | null;
	/** Meta and Open Graph description, at most 160 characters. */
	metaDescription: string;
	/** Image alt text: the pin's own, else its title. */
	alt: string;
	/**
	 * schema.org `ImageObject` for the page's JSON-LD; with rich metadata (PIN-07) a `@graph` of
	 * it and the `Recipe`/`Product`/… nodes. Pages of secret or archived pins must not emit it.
	 */
	jsonLd: Record<string, unknown>;
}

export function pinPageSeo(
	pin: Pin & { richMetadata?: RichMetadata | null },
	requestUrl: URL,
): PinPageSeo {
	const title = displayTitle(pin);
	const description = visibleDescription(pin.title, pin.description);
	const abs = (path: string) => absoluteUrl(requestUrl, path);
	return {
		title,
		description,
		metaDescription: truncate(
			description ??
				contentDefaults().pinMetaDescription({ title, name: pin.pinner.fullName, brand: BRAND }),
			160,
		),
		alt: pin.altText || title,
		jsonLd: withRichNodes(
			{
				'@context': 'https://schema.org',
				'@type': 'ImageObject',
				name: title,
				description: description ?? undefined,
				contentUrl: abs(pin.images.orig.url),
				thumbnailUrl: abs(pin.images['236x'].url),
				width: pin.images.orig.width,
				height: pin.images.orig.height,
				url: abs(pinPath(pin.id)),
				author: { '@type': 'Person', name: pin.pinner.fullName, url: abs(pin.pinner.url) },
				datePublished: pin.createdAt,
			},
			richMetadataJsonLd(pin.richMetadata, {
				name: title,
				description: description ?? undefined,
				image: abs(pin.images['736x'].url),
				url: abs(pinPath(pin.id)),
				author: pin.pinner.fullName,
			}),
		),
	};
}

/** The image alone, or a `@graph` of it and the rich metadata's nodes. */
function withRichNodes(
	image: Record<string, unknown>,
	rich: Record<string, unknown>[],
): Record<string, unknown> {
	if (rich.length === 0) return image;
	const { '@context': context, ...node } = image;
	return { '@context': context, '@graph': [node, ...rich] };
}
