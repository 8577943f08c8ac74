import type { Kysely } from 'kysely';
import { decodeBookmark, END_BOOKMARK, encodeBookmark } from '../../platform/db/bookmark.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Pin } from '../pins/pin.ts';
import { pinRowToPin } from '../pins/pin-row.server.ts';
import { FEED_PAGE_SIZE, MAX_PAGE_SIZE } from '../pins/pins.service.server.ts';
import { listBoardPinRows } from './board-pins.repository.server.ts';
import type { BoardForViewer } from './boards.service.server.ts';

export interface BoardPinsPage {
	pins: Pin[];
	/** Next page's bookmark, or `-end-`. */
	bookmark: string;
}

/**
 * A page of a board's pins for a viewer who may read the board (the caller checked), newest
 * first in board order, keyset on `board_sort`, one query (U-18: 25 by default, 250 at most).
 * `sectionId` null lists the unorganized pins; undefined lists all.
 */
export async function boardPinsPage(
	db: Kysely<Database>,
	found: BoardForViewer,
	options: {
		sectionId?: string | null | undefined;
		bookmark?: string | null | undefined;
		pageSize?: number | undefined;
		/** The reader, whose hidden pins are left out. */
		viewerId?: string | null;
	},
): Promise<BoardPinsPage> {
	const pageSize = Math.min(Math.max(options.pageSize ?? FEED_PAGE_SIZE, 1), MAX_PAGE_SIZE);
	const cursor = decodeBookmark(options.bookmark);
	const rows = await listBoardPinRows(db, {
		boardId: found.board.id,
		...(options.sectionId !== undefined ? { sectionId: options.sectionId } : {}),
		beforeSort: cursor?.before,
		limit: pageSize + 1,
		includeHidden: found.access.role !== 'none',
		viewerId: options.viewerId ?? null,
		member: found.access.role !== 'none',
	});
	const page = rows.slice(0, pageSize);
	const last = page.at(-1);
	return {
		pins: page.map(pinRowToPin),
		bookmark:
			rows.length > pageSize && last
				? encodeBookmark({ before: last.board_sort_id })
				: END_BOOKMARK,
	};
}
