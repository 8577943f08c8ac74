import type { Kysely } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * Web push and notification mail (issue 28; NTF-08..NTF-10, NTF-11's email channel):
 * - `web_push_keys`: the one VAPID key pair of the installation (`id` is always `vapid`), made
 *   at first start; the primary key makes two processes starting at once end with one pair
 *   (insert-if-absent, then read).
 * - `web_push_subscriptions`: a browser's push subscription for one user (NTF-09): the client's
 *   id from the path, the push service's endpoint (unique: an endpoint belongs to one user) and
 *   the keys that encrypt payloads for it.
 * - `notification_digest_items`: notifications waiting for a person's daily digest mail.
 * - `outbox.headers`: extra mail headers as JSON (`List-Unsubscribe`, RFC 8058), or null.
 */
export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(db);
	await db.schema
		.createTable('web_push_keys')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('public_key', 'text', (c) => c.notNull())
		.addColumn('private_key', 'text', (c) => c.notNull())
		.addColumn('created_at', t.time, (c) => c.notNull())
		.execute();

	await db.schema
		.createTable('web_push_subscriptions')
		.addColumn('id', t.id, (c) => c.primaryKey())
		.addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('subscription_id', 'text', (c) => c.notNull())
		.addColumn('endpoint', 'text', (c) => c.notNull().unique())
		.addColumn('p256dh', 'text', (c) => c.notNull())
		.addColumn('auth', 'text', (c) => c.notNull())
		.addColumn('created_at', t.time, (c) => c.notNull())
		.addColumn('last_used_at', t.time)
		.execute();
	await db.schema
		.createIndex('web_push_subscriptions_user_idx')
		.on('web_push_subscriptions')
		.columns(['user_id', 'subscription_id'])
		.unique()
		.execute();

	await db.schema
		.createTable('notification_digest_items')
		.addColumn('id', t.id, (c) => c.primaryKey())
		.addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		// The notification (social/notifications); no foreign key: a vanished one just drops out.
		.addColumn('notification_id', t.id, (c) => c.notNull())
		.addColumn('created_at', t.time, (c) => c.notNull())
		.execute();
	await db.schema
		.createIndex('notification_digest_items_user_idx')
		.on('notification_digest_items')
		.columns(['user_id', 'notification_id'])
		.unique()
		.execute();

	await db.schema.alterTable('outbox').addColumn('headers', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('outbox').dropColumn('headers').execute();
	await db.schema.dropTable('notification_digest_items').execute();
	await db.schema.dropTable('web_push_subscriptions').execute();
	await db.schema.dropTable('web_push_keys').execute();
}
