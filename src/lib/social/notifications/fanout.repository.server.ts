import { sql } from 'kysely';
import { notInBlockWithSql } from '../../platform/access/blocks.server.ts';
import type { Db } from '../../platform/db/database.ts';
import {
	type NotificationRefs,
	notificationVisibleSql,
} from './notification-visibility.sql.server.ts';

/**
 * The fan-out's statements: who is told about an event, whether they may be, and the writes of
 * a notification group. Every function takes a `Db` that may be the fan-out's transaction.
 */

/** A pin's pinner (its owner); null when the pin is gone. */
export async function pinOwnerOf(db: Db, pinId: string): Promise<string | null> {
	const row = await db
		.selectFrom('pins')
		.select('pinner_id')
		.where('id', '=', pinId)
		.executeTakeFirst();
	return row?.pinner_id ?? null;
}

/** A board's owner; null when the board is gone. */
export async function boardOwnerOf(db: Db, boardId: string): Promise<string | null> {
	const row = await db
		.selectFrom('boards')
		.select('owner_id')
		.where('id', '=', boardId)
		.executeTakeFirst();
	return row?.owner_id ?? null;
}

/** A board's members: its owner and its accepted collaborators. */
export async function boardMembersOf(db: Db, boardId: string): Promise<string[]> {
	const owner = await boardOwnerOf(db, boardId);
	if (!owner) return [];
	const rows = await db
		.selectFrom('board_collaborators')
		.select('user_id')
		.where('board_id', '=', boardId)
		.where('status', '=', 'accepted')
		.execute();
	return [owner, ...rows.map((r) => r.user_id)];
}

/** A comment's author; null when it is gone. */
export async function commentAuthorOf(db: Db, commentId: string): Promise<string | null> {
	const row = await db
		.selectFrom('comments')
		.select('user_id')
		.where('id', '=', commentId)
		.executeTakeFirst();
	return row?.user_id ?? null;
}

/** Whether `userId` is @mentioned in the comment. */
export async function isMentionedIn(db: Db, commentId: string, userId: string): Promise<boolean> {
	const row = await db
		.selectFrom('comment_mentions')
		.select('user_id')
		.where('comment_id', '=', commentId)
		.where('user_id', '=', userId)
		.executeTakeFirst();
	return row !== undefined;
}

/** What the fan-out needs of a recipient: their switches, language, and whether they are live. */
export interface RecipientRow {
	id: string;
	settings: string;
	locale: string;
	status: string;
}

export async function recipientRow(db: Db, userId: string): Promise<RecipientRow | null> {
	const row = await db
		.selectFrom('users')
		.select(['id', 'settings', 'locale', 'status'])
		.where('id', '=', userId)
		.executeTakeFirst();
	return row ?? null;
}

/** Whether there is a block between the two people, either way (the kernel's twin). */
export async function inBlockBetween(db: Db, userId: string, otherId: string): Promise<boolean> {
	const row = await db
		.selectFrom('users as o')
		.select('o.id')
		.where('o.id', '=', otherId)
		.where(notInBlockWithSql(userId, ['o.id']))
		.executeTakeFirst();
	return row === undefined;
}

/** Whether the thing of a would-be notification is visible to its recipient (the read-time rule). */
export async function targetVisibleTo(
	db: Db,
	recipientId: string,
	refs: Omit<NotificationRefs, 'group'>,
): Promise<boolean> {
	const row = await db
		.selectFrom('users as r')
		.select('r.id')
		.where('r.id', '=', recipientId)
		.where(notificationVisibleSql(recipientId, { ...refs, group: null }))
		.executeTakeFirst();
	return row !== undefined;
}

/** Records a fan-out job as handled; false when it was already (a second delivery). */
export async function claimReceipt(db: Db, jobKey: string, at: string): Promise<boolean> {
	const result = await db
		.insertInto('notification_receipts')
		.values({ job_key: jobKey, created_at: at })
		.onConflict((oc) => oc.column('job_key').doNothing())
		.executeTakeFirst();
	return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export interface CurrentGroup {
	id: string;
	is_read: number;
	updated_at: string;
}

/** The current group of (recipient, kind, target), if any. */
export async function currentGroup(
	db: Db,
	recipientId: string,
	kind: string,
	targetKey: string,
): Promise<CurrentGroup | null> {
	const row = await db
		.selectFrom('notifications')
		.select(['id', 'is_read', 'updated_at'])
		.where('recipient_id', '=', recipientId)
		.where('kind', '=', kind)
		.where('target_key', '=', targetKey)
		.where('is_current', '=', 1)
		.executeTakeFirst();
	return row ?? null;
}

/** Ends a group: new activity starts another one. */
export async function closeGroup(db: Db, id: string): Promise<void> {
	await db.updateTable('notifications').set({ is_current: 0 }).where('id', '=', id).execute();
}

export interface NewGroup {
	id: string;
	recipientId: string;
	kind: string;
	targetKey: string;
	pinId: string | null;
	boardId: string | null;
	commentId: string | null;
	draftId: string | null;
	at: string;
}

/**
 * Opens a group; nothing when another fan-out opened the same one first (the partial unique
 * index on current groups): the caller reads the current group again. The conflict target
 * repeats the index's predicate as a literal (SQLite matches it by text, not by a parameter).
 */
export async function openGroup(db: Db, group: NewGroup): Promise<void> {
	await db
		.insertInto('notifications')
		.values({
			id: group.id,
			recipient_id: group.recipientId,
			kind: group.kind,
			target_key: group.targetKey,
			is_current: 1,
			pin_id: group.pinId,
			board_id: group.boardId,
			comment_id: group.commentId,
			draft_id: group.draftId,
			actor_count: 0,
			sort_id: group.id,
			is_seen: 0,
			is_read: 0,
			created_at: group.at,
			updated_at: group.at,
		})
		.onConflict((oc) =>
			oc
				.columns(['recipient_id', 'kind', 'target_key'])
				.where('is_current', '=', sql.lit(1))
				.doNothing(),
		)
		.execute();
}

/**
 * Adds an actor to a group, or moves them first again when they acted before (actors are
 * distinct, newest first). True when they are new to the group.
 */
export async function addActor(
	db: Db,
	groupId: string,
	actorId: string,
	actSort: string,
	at: string,
): Promise<boolean> {
	const inserted = await db
		.insertInto('notification_actors')
		.values({ notification_id: groupId, actor_id: actorId, act_sort: actSort, acted_at: at })
		.onConflict((oc) => oc.columns(['notification_id', 'actor_id']).doNothing())
		.executeTakeFirst();
	if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
	await db
		.updateTable('notification_actors')
		.set({ act_sort: actSort, acted_at: at })
		.where('notification_id', '=', groupId)
		.where('actor_id', '=', actorId)
		.execute();
	return false;
}

/**
 * New activity in a group: first in the feed again, unseen and unread, `added` more actors, and
 * its latest pin and comment (a collaborator's newest pin, the newest comment) shown.
 */
export async function touchGroup(
	db: Db,
	groupId: string,
	change: {
		sortId: string;
		at: string;
		added: number;
		pinId: string | null;
		commentId: string | null;
	},
): Promise<void> {
	await db
		.updateTable('notifications')
		.set({
			...(change.pinId ? { pin_id: change.pinId } : {}),
			...(change.commentId ? { comment_id: change.commentId } : {}),
			sort_id: change.sortId,
			updated_at: change.at,
			is_seen: 0,
			is_read: 0,
			actor_count: sql`actor_count + ${change.added}`,
		})
		.where('id', '=', groupId)
		.execute();
}
