import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer.ts';
import { boardAccess, isBoardPublic } from '../boards/board-access.ts';
import type { Database } from '../db/database.ts';
import { decodeBookmark, END_BOOKMARK, encodeBookmark } from '../feed/bookmark.ts';
import type { Pin } from './pin.ts';
import { pinRowToPin } from './pin-row.server.ts';
import { collaboratorStatus, findPinRow, listPublicPinRows } from './pins.repository.server.ts';

/**
 * A pin if the viewer may see it, else null (the caller answers 404, never 403, so a secret
 * pin's existence does not leak). Secret boards show to their owner and accepted collaborators.
 */
export async function getPinForViewer(
	db: Kysely<Database>,
	viewer: Viewer | null,
	id: string,
): Promise<Pin | null> {
	const row = await findPinRow(db, id);
	if (!row) return null;
	const board = {
		owner_id: row.board_owner_id,
		privacy: row.board_privacy,
		is_archived: row.board_is_archived,
	};
	// The common case (a public pin) answers without a second query.
	if (isBoardPublic(board) && row.is_hidden === 0) return pinRowToPin(row);
	if (viewer === null) return null;
	const status =
		viewer.id === row.board_owner_id ? null : await collaboratorStatus(db, row.board_id, viewer.id);
	return boardAccess(board, viewer.id, status).read ? pinRowToPin(row) : null;
}

export const FEED_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 250;

export interface FeedPage {
	pins: Pin[];
	/** Bookmark of the next page, or `-end-` when there is none. */
	bookmark: string;
}

/**
 * A page of the newest public pins, optionally of one pinner (the first home feed and profile
 * grid; ranking comes with discovery).
 */
export async function recentPinsPage(
	db: Kysely<Database>,
	options: {
		bookmark?: string | null | undefined;
		pageSize?: number | undefined;
		pinnerId?: string;
	},
): Promise<FeedPage> {
	const pageSize = Math.min(Math.max(options.pageSize ?? FEED_PAGE_SIZE, 1), MAX_PAGE_SIZE);
	const cursor = decodeBookmark(options.bookmark);
	const rows = await listPublicPinRows(db, {
		beforeId: cursor?.before,
		limit: pageSize + 1,
		// A person's grid shows everything they saved; other feeds show each idea once, so
		// saves of a pin do not repeat its picture next to the original.
		...(options.pinnerId ? { pinnerId: options.pinnerId } : { originalsOnly: true }),
	});
	const hasMore = rows.length > pageSize;
	const pins = rows.slice(0, pageSize).map(pinRowToPin);
	const last = pins.at(-1);
	return {
		pins,
		bookmark: hasMore && last ? encodeBookmark({ before: last.id }) : END_BOOKMARK,
	};
}
