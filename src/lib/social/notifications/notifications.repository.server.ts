import { nameColumns } from '../../identity/users/display-name.sql.server.ts';
import { notInBlockWithSql } from '../../platform/access/blocks.server.ts';
import { personLiveSql } from '../../platform/access/person-visibility.server.ts';
import type { Db } from '../../platform/db/database.ts';
import { countAll } from '../../platform/db/sql.server.ts';
import { notificationVisibleSql } from './notification-visibility.sql.server.ts';

/**
 * The reads and state changes of a recipient's notifications. Every read filters with the
 * read-time rule (`notificationVisibleSql`) for the recipient, so a group whose thing is gone or
 * no longer visible to them is neither listed, counted nor delivered.
 */

const refs = {
	kind: { ref: 'n.kind' },
	pin: { ref: 'n.pin_id' },
	board: { ref: 'n.board_id' },
	draft: { ref: 'n.draft_id' },
	comment: { ref: 'n.comment_id' },
	group: { ref: 'n.id' },
};

function groupsOf(db: Db, recipientId: string) {
	return db
		.selectFrom('notifications as n')
		.leftJoin('pins as p', 'p.id', 'n.pin_id')
		.leftJoin('media as m', 'm.id', 'p.media_id')
		.leftJoin('boards as b', 'b.id', 'n.board_id')
		.leftJoin('users as bo', 'bo.id', 'b.owner_id')
		.leftJoin('comments as c', 'c.id', 'n.comment_id')
		.select([
			'n.id',
			'n.recipient_id',
			'n.kind',
			'n.pin_id',
			'n.board_id',
			'n.comment_id',
			'n.draft_id',
			'n.sort_id',
			'n.is_seen',
			'n.is_read',
			'n.created_at',
			'n.updated_at',
			'p.title as pin_title',
			'm.storage_key as pin_storage_key',
			'm.variants as pin_variants',
			'b.name as board_name',
			'b.slug as board_slug',
			'bo.username as board_owner_username',
			'c.text as comment_text',
		])
		.where('n.recipient_id', '=', recipientId)
		.where(notificationVisibleSql(recipientId, refs));
}

export type NotificationGroupRow = Awaited<
	ReturnType<ReturnType<typeof groupsOf>['executeTakeFirstOrThrow']>
>;

/** One page of the recipient's groups, newest activity first; `before` a `sort_id` (keyset). */
export async function listGroupRows(
	db: Db,
	recipientId: string,
	before: string | null,
	limit: number,
): Promise<NotificationGroupRow[]> {
	let query = groupsOf(db, recipientId);
	if (before) query = query.where('n.sort_id', '<', before);
	return query.orderBy('n.sort_id', 'desc').limit(limit).execute();
}

/** One group when it is visible to its own recipient; null when gone or hidden. */
export async function findGroupRow(db: Db, id: string): Promise<NotificationGroupRow | null> {
	const owner = await db
		.selectFrom('notifications')
		.select('recipient_id')
		.where('id', '=', id)
		.executeTakeFirst();
	if (!owner) return null;
	const row = await groupsOf(db, owner.recipient_id).where('n.id', '=', id).executeTakeFirst();
	return row ?? null;
}

/**
 * The first `perGroup` visible actors of each group (newest first) and how many visible actors
 * each has (`total`): live accounts with no block with the recipient. One statement for a page.
 */
export async function actorRowsOf(
	db: Db,
	recipientId: string,
	groupIds: readonly string[],
	perGroup: number,
) {
	if (groupIds.length === 0) return [];
	return db
		.selectFrom((eb) =>
			eb
				.selectFrom('notification_actors as na')
				.innerJoin('users as u', 'u.id', 'na.actor_id')
				.leftJoin('media as am', 'am.id', 'u.image_media_id')
				.select((s) => [
					'na.notification_id',
					'na.acted_at',
					'u.id as actor_id',
					...nameColumns('u'),
					'am.storage_key as image_storage_key',
					'am.variants as image_variants',
					s.fn
						.agg<number>('row_number')
						.over((o) => o.partitionBy('na.notification_id').orderBy('na.act_sort', 'desc'))
						.as('position'),
					s.fn
						.agg<number>('count', [s.lit(1)])
						.over((o) => o.partitionBy('na.notification_id'))
						.as('total'),
				])
				.where('na.notification_id', 'in', groupIds)
				.where(personLiveSql('u'))
				.where(notInBlockWithSql(recipientId, ['na.actor_id']))
				.as('x'),
		)
		.selectAll()
		.where('x.position', '<=', perGroup)
		.orderBy('x.notification_id')
		.orderBy('x.position')
		.execute();
}

export type ActorRow = Awaited<ReturnType<typeof actorRowsOf>>[number];

/** Unseen visible groups, counted up to `cap` (NTF-01; the badge shows `99+` from 100). */
export async function countUnseen(db: Db, recipientId: string, cap: number): Promise<number> {
	const row = await db
		.selectFrom((eb) =>
			eb
				.selectFrom('notifications as n')
				.select('n.id')
				.where('n.recipient_id', '=', recipientId)
				.where('n.is_seen', '=', 0)
				.where(notificationVisibleSql(recipientId, refs))
				.limit(cap)
				.as('unseen'),
		)
		.select(countAll().as('count'))
		.executeTakeFirstOrThrow();
	return Number(row.count);
}

/** Clears the badge: every group of the recipient is seen. */
export async function markAllSeen(db: Db, recipientId: string): Promise<void> {
	await db
		.updateTable('notifications')
		.set({ is_seen: 1 })
		.where('recipient_id', '=', recipientId)
		.where('is_seen', '=', 0)
		.execute();
}

/** Marks the recipient's groups read (and seen): the given ones, or all when `ids` is null. */
export async function markRead(
	db: Db,
	recipientId: string,
	ids: readonly string[] | null,
): Promise<void> {
	let query = db
		.updateTable('notifications')
		.set({ is_read: 1, is_seen: 1 })
		.where('recipient_id', '=', recipientId)
		.where('is_read', '=', 0);
	if (ids) {
		if (ids.length === 0) return;
		query = query.where('id', 'in', ids);
	}
	await query.execute();
}

/** The recipient's language (`users.locale`) and name, for texts composed outside a request. */
export async function recipientLocale(db: Db, userId: string): Promise<string | null> {
	const row = await db
		.selectFrom('users')
		.select('locale')
		.where('id', '=', userId)
		.executeTakeFirst();
	return row?.locale ?? null;
}
