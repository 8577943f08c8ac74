import type { Kysely } from 'kysely';
import errorsDetail from '~/messages/errors-detail/index.ts';
import { config } from '../../platform/config/config.server.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { type ImageVariants, variantsToImages } from '../../platform/media/image-sizes.ts';
import { ingestImage, uploadLimits } from '../../platform/media/media.service.server.ts';
import type { MediaStore } from '../../platform/media/media-store.server.ts';
import {
	type GuardedFetchOptions,
	guardedFetch,
} from '../../platform/security/guarded-fetch.server.ts';
import { GuardedFetchError } from '../../platform/security/guarded-fetch-error.ts';
import { type RateLimitRule, rateLimiter } from '../../platform/security/rate-limit.server.ts';
import { createImageScanner, type FoundImage } from './page-images.ts';
import { pageText } from './page-text.ts';

/**
 * The pin builder's "Save from a website" (BLD-19): list the images of a page, then save one
 * of them like an upload. Both make our server fetch someone else's site, so both go through
 * `guardedFetch` (public addresses only, ports 80/443, size and time caps) and both count
 * against a per-viewer limit.
 */

const MINUTE = 60_000;

/** Page lookups per viewer: a person tries a few pages; a script walking the web stops here. */
export const FINDER_LIMIT: RateLimitRule = {
	name: 'image-finder:user',
	limit: 30,
	windowMs: 10 * MINUTE,
};
/** Images saved from the web per viewer. */
const WEB_IMAGE_LIMIT: RateLimitRule = {
	name: 'web-image:user',
	limit: 30,
	windowMs: 10 * MINUTE,
};

/** The most of a page read: 3 MiB of HTML holds every image any real page shows. */
const PAGE_MAX_BYTES = 3 * 1024 * 1024;
const PAGE_TIMEOUT_MS = 10_000;
const IMAGE_TIMEOUT_MS = 20_000;
const PAGE_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1';
const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif;q=0.9,*/*;q=0.1';

/**
 * TESTS ONLY: what lets a test's loopback server stand in for a website (`testOnlyTargets`,
 * `resolve`). The resources pass only the pairs a browser-test server registered
 * (`fetch-test-targets.server.ts`, NODE_ENV=test); in production nothing, so the guard stays shut.
 */
export type FinderFetchOptions = Pick<GuardedFetchOptions, 'testOnlyTargets' | 'resolve'>;

export interface ImageFinderAnswer {
	page: { url: string; title: string };
	images: FoundImage[];
}

export interface WebImageAnswer {
	id: string;
	images: ImageVariants;
	dominant_color: string;
	/** The page the image was found on: the draft's link. */
	link: string;
}

async function spend(rule: RateLimitRule, viewerId: string): Promise<void> {
	if (!(await rateLimiter().hit(rule, viewerId)).allowed) throw new AppError('RateLimited');
}

/** Refuses an answer that is not a 2xx (a 404 page is not the page). */
function requireSuccess(status: number): void {
	if (status < 200 || status > 299) {
		throw new AppError('ImageFinderPageError', {
			detail: errorsDetail().imageFinderHttpStatus({ status: String(status) }),
		});
	}
}

/** `ImageFinderResource get`: the page's title and up to 50 of its images. */
export async function findPageImages(
	viewerId: string,
	url: string,
	fetchOptions: FinderFetchOptions = {},
): Promise<ImageFinderAnswer> {
	await spend(FINDER_LIMIT, viewerId);
	const page = await guardedFetch(url, {
		...fetchOptions,
		accept: PAGE_ACCEPT,
		maxBytes: PAGE_MAX_BYTES,
		timeoutMs: PAGE_TIMEOUT_MS,
	});
	requireSuccess(page.status);
	const text = pageText(page.headers.get('content-type'), page.body);
	if (text === null) throw new AppError('ImageFinderNotHtml');
	const scanner = createImageScanner(page.url);
	for (const piece of text) if (!scanner.write(piece)) break;
	const { title, images } = scanner.end();
	return { page: { url: page.url, title }, images };
}

/** The page link as stored on the draft, or InvalidPinLink. */
function pageLink(pageUrl: string): string {
	let url: URL;
	try {
		url = new URL(pageUrl.trim());
	} catch {
		throw new AppError('InvalidPinLink');
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AppError('InvalidPinLink');
	return url.href;
}

/**
 * `WebImageResource create`: fetches the image (at most the upload limit), and stores it as an
 * upload of the viewer: the same pipeline sniffs the real type from its bytes, checks it and
 * makes every size. A refusal stores nothing.
 */
export async function saveWebImage(
	db: Kysely<Database>,
	store: MediaStore,
	viewerId: string,
	input: { imageUrl: string; pageUrl: string },
	fetchOptions: FinderFetchOptions = {},
): Promise<WebImageAnswer> {
	const link = pageLink(input.pageUrl);
	await spend(WEB_IMAGE_LIMIT, viewerId);
	const limits = uploadLimits();
	let bytes: Buffer;
	try {
		const image = await guardedFetch(input.imageUrl, {
			...fetchOptions,
			accept: IMAGE_ACCEPT,
			maxBytes: limits.maxBytes,
			timeoutMs: IMAGE_TIMEOUT_MS,
		});
		requireSuccess(image.status);
		bytes = image.body;
	} catch (error) {
		if (error instanceof GuardedFetchError && error.code === 'FetchTooLarge') {
			throw new AppError('ImageTooLarge', { cause: error });
		}
		throw error;
	}
	const stored = await ingestImage(db, store, { ownerId: viewerId, bytes }, { limits });
	return {
		id: stored.id,
		images: variantsToImages(config().MEDIA_BASE_URL, stored.storageKey, stored.variants),
		dominant_color: stored.dominantColor,
		link,
	};
}
