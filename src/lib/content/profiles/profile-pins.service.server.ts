import type { Kysely } from 'kysely';
import { decodeBookmark, END_BOOKMARK, encodeBookmark } from '../../platform/db/bookmark.ts';
import type { Database } from '../../platform/db/database.ts';
import { colorBucket } from '../../platform/media/color-bucket.ts';
import type { Pin } from '../pins/pin.ts';
import { pinRowToPin } from '../pins/pin-row.server.ts';
import { FEED_PAGE_SIZE, MAX_PAGE_SIZE } from '../pins/pins.service.server.ts';
import {
	findPinRowsByIds,
	listProfilePinColors,
	listProfilePinRows,
	type ProfilePinSet,
} from './profile-pins.repository.server.ts';

export interface ProfilePinsPage {
	pins: Pin[];
	/** Bookmark of the next page, or `-end-`. */
	bookmark: string;
}

/** How many candidates one `COLORS` page looks at, at most (in batches), before it stops. */
const COLOR_SCAN_BATCH = 250;
const COLOR_SCAN_BATCHES = 4;

/**
 * A page of a profile's pins for the viewer (U-18 page sizes, keyset bookmarks). The caller has
 * checked that the viewer may see the profile at all (private profiles, blocks).
 *
 * `COLORS` buckets are computed from each pin's `dominant_color` in code, not SQL (the two
 * dialects share no hex-to-hue arithmetic): a page scans candidates in batches of 250, at most
 * 1,000, and when the scan stops short the bookmark continues after the last pin scanned, so a
 * page may hold fewer pins than asked (even none) while `bookmark` is not `-end-`.
 */
export async function profilePinsPage(
	db: Kysely<Database>,
	input: {
		userId: string;
		viewerId: string | null;
		set: ProfilePinSet;
		bookmark?: string | null | undefined;
		pageSize?: number | undefined;
	},
): Promise<ProfilePinsPage> {
	const pageSize = Math.min(Math.max(input.pageSize ?? FEED_PAGE_SIZE, 1), MAX_PAGE_SIZE);
	const beforeId = decodeBookmark(input.bookmark)?.before;
	const query = { userId: input.userId, viewerId: input.viewerId, set: input.set, beforeId };
	const filter = input.set.kind === 'filter' ? input.set.filter : null;
	if (filter?.name === 'COLORS') {
		const wanted = new Set<string>(filter.colors);
		const matches: string[] = [];
		let cursor = beforeId;
		for (let batch = 0; batch < COLOR_SCAN_BATCHES; batch++) {
			const rows = await listProfilePinColors(db, { ...query, beforeId: cursor }, COLOR_SCAN_BATCH);
			for (const row of rows) {
				const bucket = colorBucket(row.dominant_color);
				if (bucket && wanted.has(bucket)) {
					matches.push(row.id);
					if (matches.length > pageSize) break;
				}
				cursor = row.id;
			}
			if (matches.length > pageSize) break;
			if (rows.length < COLOR_SCAN_BATCH) {
				cursor = undefined; // scanned to the end
				break;
			}
		}
		const pins = (await findPinRowsByIds(db, matches.slice(0, pageSize))).map(pinRowToPin);
		const last = pins.at(-1);
		const bookmark =
			matches.length > pageSize && last
				? encodeBookmark({ before: last.id })
				: cursor
					? encodeBookmark({ before: cursor })
					: END_BOOKMARK;
		return { pins, bookmark };
	}
	const rows = await listProfilePinRows(db, query, pageSize + 1);
	const pins = rows.slice(0, pageSize).map(pinRowToPin);
	const last = pins.at(-1);
	return {
		pins,
		bookmark: rows.length > pageSize && last ? encodeBookmark({ before: last.id }) : END_BOOKMARK,
	};
}
