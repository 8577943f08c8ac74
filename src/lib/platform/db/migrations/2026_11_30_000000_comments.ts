import { type Kysely, sql } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * Comments on pins (CMT-01..12, `social/comments`):
 * - `comments`: a top-level comment (`parent_id` null) or a reply to one (one level deep). The
 *   counts (`like_count`, `helpful_count`, `reply_count`) are kept by the service in the write's
 *   transaction, like `pins.comment_count`. `is_edited` marks an edited text; `is_highlighted`
 *   the pin owner's highlight (CMT-08).
 * - `comment_likes`, `comment_helpful_marks`: one row per (comment, person) (CMT-07, CMT-09).
 * - `comment_mentions`: who is @mentioned in a comment and where (`offset`, `length` in the text).
 * - `comment_flags`: reports (CMT-04), one per (comment, reporter).
 * - `comment_hidden_users`: a pin owner hid every comment of one person on their pins (CMT-02).
 * - `comment_translations`: cached translations (CMT-06), per comment and language; an edit
 *   deletes the comment's rows.
 * Keyset indexes: top-level comments of a pin (highlighted first, newest first), replies of a
 * comment (oldest first), a person's comments.
 */
export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(db);
	const zero = 0;

	await db.schema
		.createTable('comments')
		.addColumn('id', t.id, (c) => c.primaryKey())
		.addColumn('pin_id', t.id, (c) => c.notNull().references('pins.id').onDelete('cascade'))
		.addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('parent_id', t.id, (c) => c.references('comments.id').onDelete('cascade'))
		.addColumn('text', 'text', (c) => c.notNull())
		.addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('helpful_count', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('is_highlighted', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('is_edited', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('created_at', t.time, (c) => c.notNull())
		.addColumn('updated_at', t.time, (c) => c.notNull())
		.execute();
	await db.schema
		.createIndex('comments_pin_top_idx')
		.on('comments')
		.columns(['pin_id', 'is_highlighted', 'id'])
		.where(sql.ref('parent_id'), 'is', null)
		.execute();
	await db.schema
		.createIndex('comments_parent_idx')
		.on('comments')
		.columns(['parent_id', 'id'])
		.where(sql.ref('parent_id'), 'is not', null)
		.execute();
	await db.schema
		.createIndex('comments_pin_idx')
		.on('comments')
		.columns(['pin_id', 'id'])
		.execute();
	await db.schema
		.createIndex('comments_user_idx')
		.on('comments')
		.columns(['user_id', 'id'])
		.execute();

	for (const table of ['comment_likes', 'comment_helpful_marks']) {
		await db.schema
			.createTable(table)
			.addColumn('comment_id', t.id, (c) =>
				c.notNull().references('comments.id').onDelete('cascade'),
			)
			.addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
			.addColumn('created_at', t.time, (c) => c.notNull())
			.addPrimaryKeyConstraint(`${table}_pk`, ['comment_id', 'user_id'])
			.execute();
		await db.schema.createIndex(`${table}_user_idx`).on(table).column('user_id').execute();
	}

	await db.schema
		.createTable('comment_mentions')
		.addColumn('comment_id', t.id, (c) => c.notNull().references('comments.id').onDelete('cascade'))
		.addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('offset', 'integer', (c) => c.notNull())
		.addColumn('length', 'integer', (c) => c.notNull())
		.addColumn('created_at', t.time, (c) => c.notNull())
		.addPrimaryKeyConstraint('comment_mentions_pk', ['comment_id', 'user_id'])
		.execute();
	await db.schema
		.createIndex('comment_mentions_user_idx')
		.on('comment_mentions')
		.columns(['user_id', 'comment_id'])
		.execute();

	await db.schema
		.createTable('comment_flags')
		.addColumn('id', t.id, (c) => c.primaryKey())
		.addColumn('comment_id', t.id, (c) => c.notNull().references('comments.id').onDelete('cascade'))
		.addColumn('reporter_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('reason', 'text', (c) => c.notNull())
		.addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('created_at', t.time, (c) => c.notNull())
		.addUniqueConstraint('comment_flags_comment_reporter_uq', ['comment_id', 'reporter_id'])
		.execute();

	await db.schema
		.createTable('comment_hidden_users')
		.addColumn('owner_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('created_at', t.time, (c) => c.notNull())
		.addPrimaryKeyConstraint('comment_hidden_users_pk', ['owner_id', 'user_id'])
		.execute();

	await db.schema
		.createTable('comment_translations')
		.addColumn('comment_id', t.id, (c) => c.notNull().references('comments.id').onDelete('cascade'))
		.addColumn('language', 'text', (c) => c.notNull())
		.addColumn('text', 'text', (c) => c.notNull())
		.addColumn('created_at', t.time, (c) => c.notNull())
		.addPrimaryKeyConstraint('comment_translations_pk', ['comment_id', 'language'])
		.execute();
}

export async function down(db: Kysely<any>): Promise<void> {
	for (const table of [
		'comment_translations',
		'comment_hidden_users',
		'comment_flags',
		'comment_mentions',
		'comment_helpful_marks',
		'comment_likes',
		'comments',
	]) {
		await db.schema.dropTable(table).execute();
	}
}
