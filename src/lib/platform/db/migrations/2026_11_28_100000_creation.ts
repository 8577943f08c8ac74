import type { Kysely } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * Creation (the pin builder):
 * - `pins.pin_type` (`single`, `carousel`, `story`, `video`), the per-pin switches of BLD-16
 *   (`comments_allowed`, `shopping_rec_allowed`), `story_data` (a story pin's pages, JSON read
 *   through `content/stories/story-data.ts`) and `video_id`;
 * - `videos`: an uploaded MP4/WebM file, its probed size and length, its 5 candidate cover
 *   frames (media rows) and the chosen one;
 * - `pin_carousel_slots`: the 2–10 pictures of a carousel pin, in order (slot 0 is also the
 *   pin's own `media_id`);
 * - `pin_tags`: product tags, a point of one picture with a link (BLD-08);
 * - `pin_drafts` / `pin_draft_items`: drafts stored on the server (BLD-02..04), which are also
 *   the scheduled pins (BLD-20) while `publish_option` is `scheduled`;
 * - `users.scheduled_pin_count` (BLD-20).
 */
export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(db);
	const zero = 0;
	const one = 1;

	await db.schema
		.createTable('videos')
		.addColumn('id', t.id, (c) => c.primaryKey())
		.addColumn('owner_id', t.id, (c) => c.references('users.id').onDelete('set null'))
		.addColumn('storage_key', 'text', (c) => c.notNull())
		.addColumn('format', 'text', (c) => c.notNull())
		.addColumn('width', 'integer', (c) => c.notNull())
		.addColumn('height', 'integer', (c) => c.notNull())
		.addColumn('duration_ms', 'integer', (c) => c.notNull())
		.addColumn('bytes', 'integer', (c) => c.notNull())
		.addColumn('frame_media_ids', 'text', (c) => c.notNull())
		.addColumn('cover_media_id', t.id, (c) => c.references('media.id').onDelete('set null'))
		.addColumn('captions_key', 'text')
		.addColumn('created_at', t.time, (c) => c.notNull())
		.execute();

	await db.schema
		.alterTable('pins')
		.addColumn('pin_type', 'text', (c) => c.notNull().defaultTo('single'))
		.execute();
	await db.schema
		.alterTable('pins')
		.addColumn('comments_allowed', 'integer', (c) => c.notNull().defaultTo(one))
		.execute();
	await db.schema
		.alterTable('pins')
		.addColumn('shopping_rec_allowed', 'integer', (c) => c.notNull().defaultTo(one))
		.execute();
	await db.schema.alterTable('pins').addColumn('story_data', 'text').execute();
	await db.schema
		.alterTable('pins')
		.addColumn('video_id', t.id, (c) => c.references('videos.id').onDelete('set null'))
		.execute();

	await db.schema
		.createTable('pin_carousel_slots')
		.addColumn('pin_id', t.id, (c) => c.notNull().references('pins.id').onDelete('cascade'))
		.addColumn('position', 'integer', (c) => c.notNull())
		.addColumn('media_id', t.id, (c) => c.notNull().references('media.id'))
		.addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('link', 'text')
		.addColumn('alt_text', 'text', (c) => c.notNull().defaultTo(''))
		.addPrimaryKeyConstraint('pin_carousel_slots_pk', ['pin_id', 'position'])
		.execute();
	await db.schema
		.createIndex('pin_carousel_slots_media_idx')
		.on('pin_carousel_slots')
		.column('media_id')
		.execute();

	await db.schema
		.createTable('pin_tags')
		.addColumn('id', t.id, (c) => c.primaryKey())
		.addColumn('pin_id', t.id, (c) => c.notNull().references('pins.id').onDelete('cascade'))
		.addColumn('slot', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('x', 'real', (c) => c.notNull())
		.addColumn('y', 'real', (c) => c.notNull())
		.addColumn('link', 'text', (c) => c.notNull())
		.addColumn('created_at', t.time, (c) => c.notNull())
		.execute();
	await db.schema
		.createIndex('pin_tags_pin_idx')
		.on('pin_tags')
		.columns(['pin_id', 'slot'])
		.execute();

	await db.schema
		.createTable('pin_drafts')
		.addColumn('id', t.id, (c) => c.primaryKey())
		.addColumn('owner_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
		.addColumn('type', 'text', (c) => c.notNull().defaultTo('single'))
		.addColumn('status', 'text', (c) => c.notNull().defaultTo('created'))
		.addColumn('publishing_status', 'text', (c) => c.notNull().defaultTo('notAttempted'))
		.addColumn('publish_option', 'text', (c) => c.notNull().defaultTo('immediately'))
		.addColumn('scheduled_at', t.time)
		.addColumn('board_id', t.id, (c) => c.references('boards.id').onDelete('set null'))
		.addColumn('section_id', t.id, (c) => c.references('board_sections.id').onDelete('set null'))
		.addColumn('alt_text', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('interest_tags', 'text', (c) => c.notNull().defaultTo('[]'))
		.addColumn('comments_allowed', 'integer', (c) => c.notNull().defaultTo(one))
		.addColumn('shopping_rec_allowed', 'integer', (c) => c.notNull().defaultTo(one))
		.addColumn('website_link', 'text')
		.addColumn('story_data', 'text')
		.addColumn('api_error', 'text')
		.addColumn('api_error_code', 'text')
		.addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(zero))
		.addColumn('published_pin_id', t.id)
		.addColumn('created_at', t.time, (c) => c.notNull())
		.addColumn('updated_at', t.time, (c) => c.notNull())
		.execute();
	await db.schema
		.createIndex('pin_drafts_owner_idx')
		.on('pin_drafts')
		.columns(['owner_id', 'updated_at'])
		.execute();
	await db.schema
		.createIndex('pin_drafts_due_idx')
		.on('pin_drafts')
		.columns(['publishing_status', 'scheduled_at'])
		.execute();

	await db.schema
		.createTable('pin_draft_items')
		.addColumn('id', t.id, (c) => c.primaryKey())
		.addColumn('draft_id', t.id, (c) => c.notNull().references('pin_drafts.id').onDelete('cascade'))
		.addColumn('position', 'integer', (c) => c.notNull())
		.addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('link', 'text')
		.addColumn('media_id', t.id, (c) => c.references('media.id').onDelete('set null'))
		.addColumn('video_id', t.id, (c) => c.references('videos.id').onDelete('set null'))
		.addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
		.addColumn('canvas_json', 'text')
		.addColumn('user_mention_tags', 'text', (c) => c.notNull().defaultTo('[]'))
		.execute();
	await db.schema
		.createIndex('pin_draft_items_draft_idx')
		.on('pin_draft_items')
		.columns(['draft_id', 'position'])
		.execute();

	await db.schema
		.alterTable('users')
		.addColumn('scheduled_pin_count', 'integer', (c) => c.notNull().defaultTo(zero))
		.execute();
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('users').dropColumn('scheduled_pin_count').execute();
	await db.schema.dropTable('pin_draft_items').execute();
	await db.schema.dropTable('pin_drafts').execute();
	await db.schema.dropTable('pin_tags').execute();
	await db.schema.dropTable('pin_carousel_slots').execute();
	for (const column of [
		'video_id',
		'story_data',
		'shopping_rec_allowed',
		'comments_allowed',
		'pin_type',
	]) {
		await db.schema.alterTable('pins').dropColumn(column).execute();
	}
	await db.schema.dropTable('videos').execute();
}
