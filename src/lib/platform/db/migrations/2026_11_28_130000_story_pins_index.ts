import { type Kysely, sql } from 'kysely';

/**
 * Story pins (cr-repins): a save keeps its original's story pages (PIN-17), so a picture or
 * video that a story names may be shown by pins of anyone, not only its uploader's. The checks
 * that an upload is no longer used before deleting it (a draft's delete) therefore look through
 * every story pin: this partial index holds just those (the query repeats its predicate).
 */
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema
		.createIndex('pins_story_idx')
		.on('pins')
		.column('id')
		.where(sql.ref('story_data'), 'is not', null)
		.execute();
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropIndex('pins_story_idx').execute();
}
