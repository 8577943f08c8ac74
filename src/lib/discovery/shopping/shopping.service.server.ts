import type { Kysely } from 'kysely';
import type { Pin } from '../../content/pins/pin.ts';
import { pinRowToPin } from '../../content/pins/pin-row.server.ts';
import {
	headlineOffer,
	type ProductOffer,
	parseRichMetadata,
} from '../../content/pins/rich-metadata.ts';
import { readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import { decodeBookmark, END_BOOKMARK, encodeBookmark } from '../../platform/db/bookmark.ts';
import type { Database } from '../../platform/db/database.ts';
import { isId } from '../../platform/db/ids.ts';
import type { PlayableVideo } from '../../platform/media/video/playable-video.ts';
import { playableVideos } from '../../platform/media/video/video.service.server.ts';
import type { DiscoveryKind } from './discovery-kind.ts';
import {
	findInterest,
	findKindPinRow,
	type KindPinRow,
	listCategories,
	listKindPinRows,
} from './shopping.repository.server.ts';

const KIND_PAGE_SIZE = 24;

/** A product pin (PIN-07) as the shopping pages show it. */
export interface ProductPin {
	pin: Pin;
	name: string;
	brand: string | null;
	/** The offer shown first (the cheapest in stock, else the cheapest). */
	offer: ProductOffer;
	offers: ProductOffer[];
}

/**
 * A video pin: the pin (its image is the poster) and its length; `video` is the uploaded file
 * to play, null for a rich-metadata entry (a poster and a length only).
 */
export interface VideoPin {
	pin: Pin;
	durationSeconds: number;
	video: PlayableVideo | null;
}

export interface KindPage<T> {
	items: T[];
	/** Bookmark of the next page, or `-end-`. */
	bookmark: string;
}

export interface DiscoveryCategory {
	id: string;
	name: string;
	slug: string;
	hasItems: boolean;
}

function toProduct(row: KindPinRow): ProductPin | null {
	const product = parseRichMetadata(row.rich_metadata)?.product;
	const offer = product && headlineOffer(product.offers);
	if (!product || !offer) return null;
	const pin = pinRowToPin(row);
	return {
		pin,
		name: product.name ?? pin.title,
		brand: product.brand ?? null,
		offer,
		offers: product.offers,
	};
}

/** A video row: its uploaded video when it has one (from `videos`), else its rich metadata. */
function toVideo(row: KindPinRow, videos: ReadonlyMap<string, PlayableVideo>): VideoPin | null {
	const uploaded = row.video_id ? videos.get(row.video_id) : undefined;
	if (uploaded) {
		return {
			pin: pinRowToPin(row),
			durationSeconds: Math.round(uploaded.durationMs / 1000),
			video: uploaded,
		};
	}
	const video = parseRichMetadata(row.rich_metadata)?.video;
	return video
		? { pin: pinRowToPin(row), durationSeconds: video.durationSeconds, video: null }
		: null;
}

/** The uploaded videos of a page of rows, in one statement. */
async function videosOf(
	db: Kysely<Database>,
	rows: readonly KindPinRow[],
): Promise<ReadonlyMap<string, PlayableVideo>> {
	const ids = rows.flatMap((r) => (r.video_id ? [r.video_id] : []));
	return ids.length > 0 ? playableVideos(db, ids) : new Map();
}

async function kindPage<T>(
	db: Kysely<Database>,
	kind: DiscoveryKind,
	convert: (row: KindPinRow, videos: ReadonlyMap<string, PlayableVideo>) => T | null,
	options: {
		viewer: Viewer | null;
		interestId?: string | undefined;
		bookmark?: string | null | undefined;
		pageSize?: number;
	},
): Promise<KindPage<T>> {
	const pageSize = options.pageSize ?? KIND_PAGE_SIZE;
	const cursor = decodeBookmark(options.bookmark);
	const rows = await listKindPinRows(db, {
		kind,
		readerId: readerIdOf(options.viewer),
		interestId: options.interestId,
		beforeId: cursor?.before,
		limit: pageSize + 1,
	});
	const page = rows.slice(0, pageSize);
	const last = page.at(-1);
	const videos = kind === 'video' ? await videosOf(db, page) : new Map<string, PlayableVideo>();
	return {
		// A row whose metadata no longer parses is skipped (it never breaks the page).
		items: page.flatMap((row) => {
			const item = convert(row, videos);
			return item ? [item] : [];
		}),
		bookmark: rows.length > pageSize && last ? encodeBookmark({ before: last.id }) : END_BOOKMARK,
	};
}

/**
 * A page of product pins the viewer may see, newest first (of one category when `interestId`
 * is given); keyset-paged by bookmark.
 */
export function productsPage(
	db: Kysely<Database>,
	options: {
		viewer: Viewer | null;
		interestId?: string | undefined;
		bookmark?: string | null | undefined;
	},
): Promise<KindPage<ProductPin>> {
	return kindPage(db, 'product', toProduct, options);
}

/** A page of video pins the viewer may see, newest first; keyset-paged by bookmark. */
export function videosPage(
	db: Kysely<Database>,
	options: {
		viewer: Viewer | null;
		interestId?: string | undefined;
		bookmark?: string | null | undefined;
		pageSize?: number;
	},
): Promise<KindPage<VideoPin>> {
	return kindPage(db, 'video', toVideo, options);
}

/** `/tv/{pin_id}`: a video pin the viewer may see, or null (the page answers 404). */
export async function videoPinForViewer(
	db: Kysely<Database>,
	viewer: Viewer | null,
	pinId: string,
): Promise<VideoPin | null> {
	if (!isId(pinId)) return null;
	const row = await findKindPinRow(db, 'video', pinId, readerIdOf(viewer));
	return row ? toVideo(row, await videosOf(db, [row])) : null;
}

/** The 13 categories for a kind's hub, with whether each has something to show. */
export async function discoveryCategories(
	db: Kysely<Database>,
	kind: DiscoveryKind,
): Promise<DiscoveryCategory[]> {
	const rows = await listCategories(db, kind);
	return rows.map((r) => ({
		id: r.id,
		name: r.name,
		slug: r.slug,
		hasItems: Boolean(r.has_items),
	}));
}

/**
 * The category of `/{shopping|videos}/{slug}/{id}/`: found by id; `redirect` is set when the
 * slug in the URL is not the category's (the page answers 301 to the canonical path). Null when
 * there is no such interest.
 */
export async function categoryForPath(
	db: Kysely<Database>,
	slug: string,
	id: string,
): Promise<{ id: string; name: string; slug: string; redirect: boolean } | null> {
	if (!isId(id)) return null;
	const interest = await findInterest(db, id);
	if (!interest) return null;
	return { ...interest, redirect: interest.slug !== slug };
}
