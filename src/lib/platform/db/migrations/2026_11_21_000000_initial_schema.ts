import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columnTypes } from './dialect.ts';

/** Users, sessions, media, boards, sections, collaborators, pins, interests and follows. */
export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(db);
	const zero = sql`0`;

	await db.schema
		.createTable('users')
		.addColumn('id', t.id, (c) => c.primaryKey())
		.addColumn('username', 'text', (c) => c.notNull().unique())
		.addColumn('email', 'text', (c) => c.notNull().unique())
		.addColumn('password_hash', 'text')
		.addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('about', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('website_url', 'text')
		.addColumn('image_media_id', t.id)
		.addColumn('account_type', 'text', (c) => c.notNull().defaultTo('personal'))
		.addColumn('country', 'text', (c) => c.notNull().defaultTo('US'))
		.addColumn('locale', 'text', (c) => c.notNull().defaultTo('en-US'))
		.addColumn('is_private', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('follower_count', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('following_count', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('pin_count', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('board_count', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('created_at', t.time, (c) => c.notNull())
		.addColumn('updated_at', t.time, (c) => c.notNull())
		.execute();

	await db.schema
		.createTable('sessions')
		.addColumn('id', t.id, (c) => c.primaryKey())
		.addColumn('token_hash', 'text', (c) => c.notNull().unique())
		.addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('created_at', t.time, (c) => c.notNull())
		.addColumn('expires_at', t.time, (c) => c.notNull())
		.addColumn('last_used_at', t.time, (c) => c.notNull())
		.execute();
	await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

	await db.schema
		.createTable('media')
		.addColumn('id', t.id, (c) => c.primaryKey())
		.addColumn('owner_id', t.id, (c) => c.references('users.id').onDelete('set null'))
		.addColumn('storage_key', 'text', (c) => c.notNull())
		.addColumn('format', 'text', (c) => c.notNull())
		.addColumn('width', 'integer', (c) => c.notNull())
		.addColumn('height', 'integer', (c) => c.notNull())
		.addColumn('bytes', 'integer', (c) => c.notNull())
		.addColumn('dominant_color', 'text', (c) => c.notNull())
		.addColumn('placeholder', 'text', (c) => c.notNull())
		.addColumn('variants', 'text', (c) => c.notNull())
		.addColumn('created_at', t.time, (c) => c.notNull())
		.execute();

	await db.schema
		.createTable('boards')
		.addColumn('id', t.id, (c) => c.primaryKey())
		.addColumn('owner_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('name', 'text', (c) => c.notNull())
		.addColumn('slug', 'text', (c) => c.notNull())
		.addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('privacy', 'text', (c) => c.notNull().defaultTo('public'))
		.addColumn('is_collaborative', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('is_archived', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('cover_pin_id', t.id)
		.addColumn('pin_count', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('section_count', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('follower_count', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('collaborator_count', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('created_at', t.time, (c) => c.notNull())
		.addColumn('updated_at', t.time, (c) => c.notNull())
		.addUniqueConstraint('boards_owner_slug_uq', ['owner_id', 'slug'])
		.execute();

	await db.schema
		.createTable('board_sections')
		.addColumn('id', t.id, (c) => c.primaryKey())
		.addColumn('board_id', t.id, (c) => c.notNull().references('boards.id').onDelete('cascade'))
		.addColumn('title', 'text', (c) => c.notNull())
		.addColumn('slug', 'text', (c) => c.notNull())
		.addColumn('position', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('pin_count', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('created_at', t.time, (c) => c.notNull())
		.addUniqueConstraint('board_sections_board_slug_uq', ['board_id', 'slug'])
		.execute();

	await db.schema
		.createTable('board_collaborators')
		.addColumn('board_id', t.id, (c) => c.notNull().references('boards.id').onDelete('cascade'))
		.addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('status', 'text', (c) => c.notNull())
		.addColumn('invited_by_id', t.id)
		.addColumn('created_at', t.time, (c) => c.notNull())
		.addPrimaryKeyConstraint('board_collaborators_pk', ['board_id', 'user_id'])
		.execute();
	await db.schema
		.createIndex('board_collaborators_user_idx')
		.on('board_collaborators')
		.column('user_id')
		.execute();

	await db.schema
		.createTable('pins')
		.addColumn('id', t.id, (c) => c.primaryKey())
		.addColumn('pinner_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('board_id', t.id, (c) => c.notNull().references('boards.id').onDelete('cascade'))
		.addColumn('section_id', t.id, (c) => c.references('board_sections.id').onDelete('set null'))
		.addColumn('media_id', t.id, (c) => c.notNull().references('media.id'))
		.addColumn('origin_pin_id', t.id)
		.addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('link', 'text')
		.addColumn('domain', 'text')
		.addColumn('alt_text', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('dominant_color', 'text', (c) => c.notNull())
		.addColumn('repin_count', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('favorite_count', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('is_hidden', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('created_at', t.time, (c) => c.notNull())
		.addColumn('updated_at', t.time, (c) => c.notNull())
		.execute();
	await db.schema.createIndex('pins_board_idx').on('pins').columns(['board_id', 'id']).execute();
	await db.schema.createIndex('pins_pinner_idx').on('pins').columns(['pinner_id', 'id']).execute();
	await db.schema
		.createIndex('pins_section_idx')
		.on('pins')
		.columns(['section_id', 'id'])
		.execute();
	await db.schema.createIndex('pins_origin_idx').on('pins').column('origin_pin_id').execute();

	await db.schema
		.createTable('interests')
		.addColumn('id', t.id, (c) => c.primaryKey())
		.addColumn('name', 'text', (c) => c.notNull())
		.addColumn('slug', 'text', (c) => c.notNull().unique())
		.addColumn('parent_id', t.id, (c) => c.references('interests.id').onDelete('set null'))
		.addColumn('is_category', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('position', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('follower_count', 'integer', (c) => c.notNull().defaultTo(zero))
		.execute();

	await db.schema
		.createTable('pin_interests')
		.addColumn('pin_id', t.id, (c) => c.notNull().references('pins.id').onDelete('cascade'))
		.addColumn('interest_id', t.id, (c) =>
			c.notNull().references('interests.id').onDelete('cascade'),
		)
		.addPrimaryKeyConstraint('pin_interests_pk', ['pin_id', 'interest_id'])
		.execute();
	await db.schema
		.createIndex('pin_interests_interest_idx')
		.on('pin_interests')
		.columns(['interest_id', 'pin_id'])
		.execute();

	await db.schema
		.createTable('user_follows')
		.addColumn('follower_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('followee_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('created_at', t.time, (c) => c.notNull())
		.addPrimaryKeyConstraint('user_follows_pk', ['follower_id', 'followee_id'])
		.execute();
	await db.schema
		.createIndex('user_follows_followee_idx')
		.on('user_follows')
		.column('followee_id')
		.execute();

	await db.schema
		.createTable('board_follows')
		.addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('board_id', t.id, (c) => c.notNull().references('boards.id').onDelete('cascade'))
		.addColumn('created_at', t.time, (c) => c.notNull())
		.addPrimaryKeyConstraint('board_follows_pk', ['user_id', 'board_id'])
		.execute();

	await db.schema
		.createTable('interest_follows')
		.addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('interest_id', t.id, (c) =>
			c.notNull().references('interests.id').onDelete('cascade'),
		)
		.addColumn('created_at', t.time, (c) => c.notNull())
		.addPrimaryKeyConstraint('interest_follows_pk', ['user_id', 'interest_id'])
		.execute();
}

export async function down(db: Kysely<any>): Promise<void> {
	for (const table of [
		'interest_follows',
		'board_follows',
		'user_follows',
		'pin_interests',
		'interests',
		'pins',
		'board_collaborators',
		'board_sections',
		'boards',
		'media',
		'sessions',
		'users',
	]) {
		await db.schema.dropTable(table).execute();
	}
}
