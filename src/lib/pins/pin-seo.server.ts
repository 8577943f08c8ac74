import { BRAND } from '../brand.ts';
import { absoluteUrl } from '../routing/absolute-url.server.ts';
import { displayTitle, type Pin, pinPath, truncate, visibleDescription } from './pin.ts';

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
	/** schema.org `ImageObject` for the page's JSON-LD. */
	jsonLd: Record<string, unknown>;
}

export function pinPageSeo(pin: Pin, requestUrl: URL): PinPageSeo {
	const title = displayTitle(pin);
	const description = visibleDescription(pin.title, pin.description);
	const abs = (path: string) => absoluteUrl(requestUrl, path);
	return {
		title,
		description,
		metaDescription: truncate(
			description ?? `${title}: saved by ${pin.pinner.fullName} on ${BRAND}.`,
			160,
		),
		alt: pin.altText || title,
		jsonLd: {
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
	};
}
