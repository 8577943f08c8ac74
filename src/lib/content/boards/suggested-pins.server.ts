import type { Kysely } from 'kysely';
import { decodeBookmark, END_BOOKMARK, encodeBookmark } from '../../platform/db/bookmark.ts';
import type { Database } from '../../platform/db/database.ts';
import { pinRowToPin } from '../pins/pin-row.server.ts';
import { FEED_PAGE_SIZE, MAX_PAGE_SIZE } from '../pins/pins.service.server.ts';
import { listSuggestedPinRows } from './board-pins.repository.server.ts';
import type { BoardPinsPage } from './board-pins.service.server.ts';

/**
 * BRD-11 "more ideas": public pins that share an interest with the board's pins and are not on
 * the board (nor the pins its pins were saved from), newest first, keyset on the pin id, one
 * query per page. Only public boards' pins are suggested, whoever asks, and only those the
 * discovery rule lets the reader see (`discoveryVisibleSql`: active accounts, no private
 * profiles, nothing hidden or in a block).
 */
export async function suggestedPinsPage(
	db: Kysely<Database>,
	boardId: string,
	options: {
		bookmark?: string | null | undefined;
		pageSize?: number | undefined;
		/** The reader (null signed out or limited-login): their hidden pins and blocks are left out. */
		viewerId?: string | null;
	},
): Promise<BoardPinsPage> {
	const pageSize = Math.min(Math.max(options.pageSize ?? FEED_PAGE_SIZE, 1), MAX_PAGE_SIZE);
	const cursor = decodeBookmark(options.bookmark);
	const rows = await listSuggestedPinRows(db, boardId, {
		viewerId: options.viewerId ?? null,
		limit: pageSize + 1,
		beforeId: cursor?.before,
	});
	const page = rows.slice(0, pageSize);
	const last = page.at(-1);
	return {
		pins: page.map(pinRowToPin),
		bookmark: rows.length > pageSize && last ? encodeBookmark({ before: last.id }) : END_BOOKMARK,
	};
}
