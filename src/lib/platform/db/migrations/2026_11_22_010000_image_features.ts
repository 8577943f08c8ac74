import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * Discovery by look and kind (issue 5):
 * - image features per media row (SRC-06 visual search): a 64-bin RGB colour histogram (hex,
 *   one byte per bin) and a 64-bit difference hash (16 hex digits), null until computed;
 * - `media_color_buckets`: an inverted index from each strong histogram bin to the media rows
 *   that have it, so visual search compares a bounded set of candidates, never every image;
 * - `pins (media_id, id)`: one readable pin per similar image, found by index;
 * - partial indexes of product pins and video pins (rich metadata), for `/shopping` and
 *   `/videos` feeds that stay cheap however many ordinary pins there are.
 */
export async function up(db: Kysely<any>): Promise<void> {
	const t = columnTypes(db);
	await db.schema
		.alterTable('media')
		.addColumn('color_histogram', 'text', (c) => c)
		.execute();
	await db.schema
		.alterTable('media')
		.addColumn('dhash', 'text', (c) => c)
		.execute();

	await db.schema
		.createTable('media_color_buckets')
		.addColumn('bucket', 'integer', (c) => c.notNull())
		.addColumn('media_id', t.id, (c) => c.notNull().references('media.id').onDelete('cascade'))
		.addPrimaryKeyConstraint('media_color_buckets_pk', ['bucket', 'media_id'])
		.execute();
	await db.schema
		.createIndex('media_color_buckets_media_idx')
		.on('media_color_buckets')
		.column('media_id')
		.execute();

	await db.schema.createIndex('pins_media_idx').on('pins').columns(['media_id', 'id']).execute();
	// The predicates are literals (never parameters) so both planners can match them to queries.
	await db.schema
		.createIndex('pins_product_idx')
		.on('pins')
		.column('id')
		.where(sql.ref('rich_metadata'), 'like', sql.lit('%"product":%'))
		.execute();
	await db.schema
		.createIndex('pins_video_idx')
		.on('pins')
		.column('id')
		.where(sql.ref('rich_metadata'), 'like', sql.lit('%"video":%'))
		.execute();
}

export async function down(db: Kysely<any>): Promise<void> {
	for (const index of ['pins_video_idx', 'pins_product_idx', 'pins_media_idx']) {
		await db.schema.dropIndex(index).execute();
	}
	await db.schema.dropTable('media_color_buckets').execute();
	for (const column of ['dhash', 'color_histogram']) {
		await db.schema.alterTable('media').dropColumn(column).execute();
	}
}
