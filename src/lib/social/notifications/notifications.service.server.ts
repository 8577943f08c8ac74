import { type Cursor, decodeBookmark, encodeBookmark } from '../../platform/db/bookmark.ts';
import type { Db } from '../../platform/db/database.ts';
import { BADGE_COUNT_CAP, NOTIFICATIONS_PAGE_SIZE } from './notification-kinds.ts';
import { type NotificationView, notificationView } from './notification-view.server.ts';
import {
	type ActorRow,
	actorRowsOf,
	countUnseen,
	findGroupRow,
	listGroupRows,
	markAllSeen,
	markRead,
	type NotificationGroupRow,
} from './notifications.repository.server.ts';

/** How many actors a list row names (the first is in the sentence; the others are faces). */
const LIST_ACTORS = 3;
/** How many actors `/news_hub/{id}/` lists. */
const HUB_ACTORS = 50;

export interface NotificationsPage {
	items: NotificationView[];
	/** The next page's bookmark, or null at the end. */
	bookmark: string | null;
}

/** Views of rows with their actors (one statement for all of them), in the current language. */
async function viewsOf(
	db: Db,
	recipientId: string,
	rows: readonly NotificationGroupRow[],
	perGroup: number,
): Promise<NotificationView[]> {
	const actors = await actorRowsOf(
		db,
		recipientId,
		rows.map((r) => r.id),
		perGroup,
	);
	const byGroup = new Map<string, ActorRow[]>();
	for (const a of actors) {
		const list = byGroup.get(a.notification_id) ?? [];
		list.push(a);
		byGroup.set(a.notification_id, list);
	}
	return rows.flatMap((row) => notificationView(row, byGroup.get(row.id) ?? []) ?? []);
}

/**
 * One page of the recipient's notifications, newest activity first (NTF-05: 15 a page), keyset
 * by bookmark. Only what the read-time rule lets through is listed.
 */
export async function notificationsPage(
	db: Db,
	recipientId: string,
	bookmark: string | null | undefined,
	pageSize = NOTIFICATIONS_PAGE_SIZE,
): Promise<NotificationsPage> {
	const cursor: Cursor | null = decodeBookmark(bookmark);
	const rows = await listGroupRows(db, recipientId, cursor?.before ?? null, pageSize + 1);
	const page = rows.slice(0, pageSize);
	const last = page.at(-1);
	return {
		items: await viewsOf(db, recipientId, page, LIST_ACTORS),
		bookmark: rows.length > pageSize && last ? encodeBookmark({ before: last.sort_id }) : null,
	};
}

/** NTF-01: the unseen count (visible groups only), at most 100. */
export function unseenCount(db: Db, recipientId: string): Promise<number> {
	return countUnseen(db, recipientId, BADGE_COUNT_CAP);
}

/** NTF-01: clears the badge (every notification of the recipient is seen). */
export function clearBadge(db: Db, recipientId: string): Promise<void> {
	return markAllSeen(db, recipientId);
}

/** Marks notifications read: the given ones of the recipient (others' ids change nothing), or all. */
export function markNotificationsRead(
	db: Db,
	recipientId: string,
	ids: readonly string[] | null,
): Promise<void> {
	return markRead(db, recipientId, ids);
}

/**
 * One group for `/news_hub/{id}/` with up to 50 actors: the viewer's own and visible, else null
 * (the page answers not found, whoever's it is). Opening it marks it read.
 */
export async function newsHubGroup(
	db: Db,
	viewerId: string,
	id: string,
): Promise<NotificationView | null> {
	const row = await findGroupRow(db, id);
	if (!row || row.recipient_id !== viewerId) return null;
	const [view] = await viewsOf(db, viewerId, [row], HUB_ACTORS);
	if (!view) return null;
	await markRead(db, viewerId, [id]);
	return view;
}
