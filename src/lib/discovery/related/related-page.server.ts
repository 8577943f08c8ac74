import type { Kysely } from 'kysely';
import { type Pin, pinIdFromSegment } from '../../content/pins/pin.ts';
import { getPinForViewer } from '../../content/pins/pins.service.server.ts';
import { readerIdOf, type Viewer } from '../../platform/access/viewer.ts';
import { END_BOOKMARK } from '../../platform/db/bookmark.ts';
import type { Database } from '../../platform/db/database.ts';
import type { PageLoad } from '../../platform/routing/page-load.ts';
import { relatedPinsPage } from './related.service.server.ts';

/** The address of a later page of a pin's "More like this" (`/pin/{id}/more/?bookmark=`). */
export function relatedPageHref(pinId: string, bookmark: string): string | null {
	return bookmark === END_BOOKMARK
		? null
		: `/pin/${pinId}/more/?bookmark=${encodeURIComponent(bookmark)}`;
}

export interface RelatedPageData {
	pin: Pin;
	/** This page of related pins the viewer may see. */
	pins: Pin[];
	/** The next page's address, or null at the end. */
	nextHref: string | null;
}

/**
 * `/pin/{id}/more/?bookmark=` (FED-11): a later page of the closeup's "More like this", the
 * closeup's next link without JavaScript and the page the endless scroll reads its cards from.
 * 404 when the viewer may not see the pin; a bookmark that cannot be read starts at the top.
 */
export async function loadRelatedPage(input: {
	db: Kysely<Database>;
	viewer: Viewer | null;
	segment: string;
	bookmark: string | null;
}): Promise<PageLoad<RelatedPageData>> {
	const id = pinIdFromSegment(input.segment);
	const pin = id ? await getPinForViewer(input.db, input.viewer, id) : null;
	if (!pin) return { kind: 'not-found' };
	const page = await relatedPinsPage(input.db, pin, {
		readerId: readerIdOf(input.viewer),
		bookmark: input.bookmark,
		pageSize: 25,
	});
	return {
		kind: 'ok',
		data: { pin, pins: page.pins, nextHref: relatedPageHref(pin.id, page.bookmark) },
	};
}
