import { callResource } from '../../../platform/client/api.ts';
import type { ImageVariants } from '../../../platform/media/image-sizes.ts';
import type { FoundImage } from '../page-images.ts';

/** `ImageFinderResource get`'s answer (BLD-19). */
export interface FoundPage {
	page: { url: string; title: string };
	images: FoundImage[];
}

/** `WebImageResource create`'s answer: an upload of the viewer, as `/upload-image/` answers. */
export interface WebImageUpload {
	id: string;
	images: ImageVariants;
	dominant_color: string;
	/** The page the image came from: the pin's link. */
	link: string;
}

/**
 * What a person typed, as a web address: `example.com/page` gets `https://`; anything with a
 * scheme is left for the server to judge.
 */
export function typedWebAddress(text: string): string {
	const trimmed = text.trim();
	// A scheme (`https:`, `ftp:`, `javascript:`) but not a host and port (`example.com:8080`).
	if (!trimmed || /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(trimmed)) return trimmed;
	return `https://${trimmed.replace(/^\/\//, '')}`;
}

/** Lists the images of a page. Failures are the island's to explain (quiet). */
export function findImages(url: string): Promise<FoundPage> {
	return callResource<FoundPage>('ImageFinderResource', 'get', { url }, { quiet: true });
}

/** Saves one found image as the viewer's upload. */
export function saveWebImage(imageUrl: string, pageUrl: string): Promise<WebImageUpload> {
	return callResource<WebImageUpload>(
		'WebImageResource',
		'create',
		{ image_url: imageUrl, page_url: pageUrl },
		{ quiet: true },
	);
}
