import type { Db } from '../../platform/db/database.ts';

/**
 * The statements on `notification_digest_items` (migration `2026_11_30_020000_web_push`): the
 * notifications waiting for a person's daily digest. Every function takes a `Db`, which may be
 * the caller's transaction.
 */

/** Adds a notification to the user's digest; a second add of the same one changes nothing. */
export async function insertDigestItem(
	db: Db,
	row: { id: string; user_id: string; notification_id: string; created_at: string },
): Promise<void> {
	await db
		.insertInto('notification_digest_items')
		.values(row)
		.onConflict((oc) => oc.columns(['user_id', 'notification_id']).doNothing())
		.execute();
}

/** The user's waiting items up to `limit`, oldest first. */
export async function listDigestItems(
	db: Db,
	userId: string,
	limit: number,
): Promise<{ id: string; notification_id: string }[]> {
	return db
		.selectFrom('notification_digest_items')
		.select(['id', 'notification_id'])
		.where('user_id', '=', userId)
		.orderBy('id')
		.limit(limit)
		.execute();
}

/** Removes the given items of the user (sent, or no longer deliverable). */
export async function deleteDigestItems(
	db: Db,
	userId: string,
	ids: readonly string[],
): Promise<void> {
	if (ids.length === 0) return;
	await db
		.deleteFrom('notification_digest_items')
		.where('user_id', '=', userId)
		.where('id', 'in', ids)
		.execute();
}
