import { type Kysely, sql } from 'kysely';

/**
 * Video pins (cr-video): `/videos` and `/tv` list uploaded video pins (`pins.video_id`) beside
 * the older rich-metadata video entries, so the video kind's partial index covers both. The
 * feeds repeat this predicate word for word (`discovery/shopping/discovery-kind.ts`).
 */
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema
		.createIndex('pins_video_kind_idx')
		.on('pins')
		.column('id')
		.where(sql<boolean>`rich_metadata like '%"video":%' or video_id is not null`)
		.execute();
	await db.schema.dropIndex('pins_video_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema
		.createIndex('pins_video_idx')
		.on('pins')
		.column('id')
		.where(sql.ref('rich_metadata'), 'like', sql.lit('%"video":%'))
		.execute();
	await db.schema.dropIndex('pins_video_kind_idx').execute();
}
