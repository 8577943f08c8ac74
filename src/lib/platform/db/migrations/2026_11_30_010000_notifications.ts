import { type Kysely, sql } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * Notifications (issue 28, NTF-01, NTF-05; `src/lib/social/notifications/README.md`):
 * - `notifications`: one GROUP per (recipient, kind, target) while it is current ("Ana and 12
 *   others saved your Pin"). `is_current` is 1 while the group takes new actors; a partial
 *   unique index keeps one current group per (recipient, kind, target_key), so two fan-outs of
 *   one group at once meet on it. `sort_id` is a fresh time-ordered id at every new actor: the
 *   feed is a keyset scan on `(recipient_id, sort_id)`, newest first. Targets (`pin_id`,
 *   `board_id`, `comment_id`, `draft_id`) carry no foreign key: a vanished thing hides its
 *   notification at read time (and it is re-checked against the access kernel there).
 * - `notification_actors`: the distinct actors of a group, newest first by `act_sort`.
 * - `notification_receipts`: the fan-out jobs already handled (a job delivered twice adds
 *   nothing the second time).
 * - The badge counts unseen groups through the partial index on `is_seen = 0`.
 */
export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(db);
	await db.schema
		.createTable('notifications')
		.addColumn('id', t.id, (c) => c.primaryKey())
		.addColumn('recipient_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('kind', 'text', (c) => c.notNull())
		.addColumn('target_key', 'text', (c) => c.notNull())
		.addColumn('is_current', 'integer', (c) => c.notNull().defaultTo(1))
		.addColumn('pin_id', t.id)
		.addColumn('board_id', t.id)
		.addColumn('comment_id', t.id)
		.addColumn('draft_id', t.id)
		.addColumn('actor_count', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('sort_id', t.id, (c) => c.notNull())
		.addColumn('is_seen', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('created_at', t.time, (c) => c.notNull())
		.addColumn('updated_at', t.time, (c) => c.notNull())
		.execute();
	await db.schema
		.createIndex('notifications_current_idx')
		.on('notifications')
		.columns(['recipient_id', 'kind', 'target_key'])
		.unique()
		.where(sql.ref('is_current'), '=', 1)
		.execute();
	await db.schema
		.createIndex('notifications_feed_idx')
		.on('notifications')
		.columns(['recipient_id', 'sort_id'])
		.execute();
	await db.schema
		.createIndex('notifications_unseen_idx')
		.on('notifications')
		.columns(['recipient_id', 'sort_id'])
		.where(sql.ref('is_seen'), '=', 0)
		.execute();

	await db.schema
		.createTable('notification_actors')
		.addColumn('notification_id', t.id, (c) =>
			c.notNull().references('notifications.id').onDelete('cascade'),
		)
		.addColumn('actor_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('act_sort', t.id, (c) => c.notNull())
		.addColumn('acted_at', t.time, (c) => c.notNull())
		.addPrimaryKeyConstraint('notification_actors_pk', ['notification_id', 'actor_id'])
		.execute();
	await db.schema
		.createIndex('notification_actors_order_idx')
		.on('notification_actors')
		.columns(['notification_id', 'act_sort'])
		.execute();
	await db.schema
		.createIndex('notification_actors_actor_idx')
		.on('notification_actors')
		.column('actor_id')
		.execute();

	await db.schema
		.createTable('notification_receipts')
		.addColumn('job_key', 'text', (c) => c.primaryKey())
		.addColumn('created_at', t.time, (c) => c.notNull())
		.execute();
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('notification_receipts').execute();
	await db.schema.dropTable('notification_actors').execute();
	await db.schema.dropTable('notifications').execute();
}
