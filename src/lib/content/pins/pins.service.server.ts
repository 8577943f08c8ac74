import type { Kysely } from 'kysely';
import { type BoardAccess, boardAccess } from '../../platform/access/board-access.ts';
import { findCollaboratorStatus } from '../../platform/access/board-collaborator.server.ts';
import { mayReadPin } from '../../platform/access/pin-access.ts';
import { isFullyAuthenticated, type Viewer } from '../../platform/access/viewer.ts';
import { decodeBookmark, END_BOOKMARK, encodeBookmark } from '../../platform/db/bookmark.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Pin, PinDetail } from './pin.ts';
import {
	carouselSlotOfRow,
	pinDetailRowToPin,
	pinPeopleOf,
	pinRowOpenToAll,
	pinRowToPin,
	pinTagOfRow,
} from './pin-row.server.ts';
import {
	findPinRow,
	listCarouselSlotRows,
	listPinTagRows,
	listPublicPinRows,
} from './pins.repository.server.ts';

/** What `viewerId` may do with the board a pin sits on (one query for others than its owner). */
export async function accessToPinBoard(
	db: Kysely<Database>,
	viewerId: string | null,
	board: Pick<Pin['board'], 'id' | 'ownerId' | 'privacy' | 'isArchived'>,
): Promise<BoardAccess> {
	const status =
		viewerId === null || viewerId === board.ownerId
			? null
			: await findCollaboratorStatus(db, board.id, viewerId);
	return boardAccess(board, viewerId, status);
}

/**
 * A pin if the viewer may see it, else null (the caller answers 404, never 403, so a hidden
 * pin's existence does not leak): `mayReadPin`, i.e. its board's access (secret and archived
 * boards: members only; moderated pins: the pinner and members) and the person rule for the
 * board owner and the pinner (SET-01 private profiles: members only; SET-12 deactivated and
 * suspended accounts: nobody).
 */
export async function getPinForViewer(
	db: Kysely<Database>,
	viewer: Viewer | null,
	id: string,
): Promise<PinDetail | null> {
	const row = await findPinRow(db, id);
	if (!row) return null;
	// The common case (a public pin of people everyone sees) answers without a second query.
	if (pinRowOpenToAll(row)) return withSlotsAndTags(db, pinDetailRowToPin(row), row.has_tags);
	// A limited-login viewer (an expired session, LIM-01) reads what the signed-out read, as on
	// board pages (`readerIdOf`).
	if (!isFullyAuthenticated(viewer)) return null;
	const pin = pinDetailRowToPin(row);
	const access = await accessToPinBoard(db, viewer.id, pin.board);
	const moderation = { is_hidden: row.is_hidden, pinner_id: row.pinner_id };
	return mayReadPin(access, moderation, viewer.id, pinPeopleOf(row))
		? withSlotsAndTags(db, pin, row.has_tags)
		: null;
}

/**
 * A carousel's pictures and the product tags (BLD-08) of a pin, read only when it has them: a
 * plain single pin costs no extra query.
 */
async function withSlotsAndTags(
	db: Kysely<Database>,
	pin: PinDetail,
	hasTags: number,
): Promise<PinDetail> {
	const carousel = pin.pinType === 'carousel';
	if (!carousel && Number(hasTags) !== 1) return pin;
	const [slots, tags] = await Promise.all([
		carousel ? listCarouselSlotRows(db, [pin.id]) : [],
		Number(hasTags) === 1 ? listPinTagRows(db, [pin.id]) : [],
	]);
	return { ...pin, carouselSlots: slots.map(carouselSlotOfRow), pinTags: tags.map(pinTagOfRow) };
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
		/** The signed-in viewer: the pins they hid are left out. */
		viewerId?: string | null | undefined;
	},
): Promise<FeedPage> {
	const pageSize = Math.min(Math.max(options.pageSize ?? FEED_PAGE_SIZE, 1), MAX_PAGE_SIZE);
	const cursor = decodeBookmark(options.bookmark);
	const rows = await listPublicPinRows(db, {
		beforeId: cursor?.before,
		limit: pageSize + 1,
		viewerId: options.viewerId,
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
