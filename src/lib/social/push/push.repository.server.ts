import type { Db } from '../../platform/db/database.ts';

/**
 * The statements on `web_push_keys` and `web_push_subscriptions` (migration
 * `2026_11_30_020000_web_push`). Every function takes a `Db`, which may be the caller's
 * transaction; the rules are in the services.
 */

export interface VapidKeyRow {
	public_key: string;
	private_key: string;
}

/** Stores the key pair unless one is stored already (the primary key decides between racers). */
export async function insertVapidKeysIfAbsent(
	db: Db,
	keys: VapidKeyRow,
	now: string,
): Promise<void> {
	await db
		.insertInto('web_push_keys')
		.values({ id: 'vapid', ...keys, created_at: now })
		.onConflict((oc) => oc.column('id').doNothing())
		.execute();
}

/** The stored key pair, if any. */
export async function findVapidKeys(db: Db): Promise<VapidKeyRow | undefined> {
	return db
		.selectFrom('web_push_keys')
		.select(['public_key', 'private_key'])
		.where('id', '=', 'vapid')
		.executeTakeFirst();
}

export interface PushSubscriptionRow {
	id: string;
	user_id: string;
	subscription_id: string;
	endpoint: string;
	p256dh: string;
	auth: string;
	created_at: string;
	last_used_at: string | null;
}

const COLUMNS = [
	'id',
	'user_id',
	'subscription_id',
	'endpoint',
	'p256dh',
	'auth',
	'created_at',
	'last_used_at',
] as const;

/** The subscription stored under this endpoint, whoever owns it. */
export async function findSubscriptionByEndpoint(
	db: Db,
	endpoint: string,
): Promise<PushSubscriptionRow | undefined> {
	return db
		.selectFrom('web_push_subscriptions')
		.select(COLUMNS)
		.where('endpoint', '=', endpoint)
		.executeTakeFirst();
}

/** A user's subscription by its client id. */
export async function findUserSubscription(
	db: Db,
	userId: string,
	subscriptionId: string,
): Promise<PushSubscriptionRow | undefined> {
	return db
		.selectFrom('web_push_subscriptions')
		.select(COLUMNS)
		.where('user_id', '=', userId)
		.where('subscription_id', '=', subscriptionId)
		.executeTakeFirst();
}

/** Every subscription of a user (a handful: one per browser), oldest first. */
export async function listUserSubscriptions(
	db: Db,
	userId: string,
): Promise<PushSubscriptionRow[]> {
	return db
		.selectFrom('web_push_subscriptions')
		.select(COLUMNS)
		.where('user_id', '=', userId)
		.orderBy('id')
		.execute();
}

export async function insertSubscription(db: Db, row: PushSubscriptionRow): Promise<void> {
	await db.insertInto('web_push_subscriptions').values(row).execute();
}

/** Points one of the user's subscriptions at a new endpoint and keys (the browser renewed it). */
export async function updateSubscription(
	db: Db,
	id: string,
	set: { endpoint: string; p256dh: string; auth: string },
): Promise<void> {
	await db.updateTable('web_push_subscriptions').set(set).where('id', '=', id).execute();
}

/** Deletes a user's subscription by its client id; whether one was deleted. */
export async function deleteUserSubscription(
	db: Db,
	userId: string,
	subscriptionId: string,
): Promise<boolean> {
	const result = await db
		.deleteFrom('web_push_subscriptions')
		.where('user_id', '=', userId)
		.where('subscription_id', '=', subscriptionId)
		.executeTakeFirst();
	return Number(result.numDeletedRows) > 0;
}

/** Deletes one subscription row (the service has checked whose it is). */
export async function deleteSubscriptionRow(db: Db, id: string): Promise<void> {
	await db.deleteFrom('web_push_subscriptions').where('id', '=', id).execute();
}

/** Deletes a subscription by row id when it still has this endpoint (the push service said 404/410). */
export async function deleteGoneSubscription(db: Db, id: string, endpoint: string): Promise<void> {
	await db
		.deleteFrom('web_push_subscriptions')
		.where('id', '=', id)
		.where('endpoint', '=', endpoint)
		.execute();
}

export async function markSubscriptionUsed(db: Db, id: string, now: string): Promise<void> {
	await db
		.updateTable('web_push_subscriptions')
		.set({ last_used_at: now })
		.where('id', '=', id)
		.execute();
}
