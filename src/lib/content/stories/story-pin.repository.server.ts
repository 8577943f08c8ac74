import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/** Of `ids`, the media rows `ownerId` uploaded, with what the cover picture needs. */
export async function ownedMedia(db: Kysely<Database>, ownerId: string, ids: readonly string[]) {
	if (ids.length === 0) return [];
	return db
		.selectFrom('media')
		.select(['id', 'storage_key', 'variants', 'width', 'height'])
		.where('owner_id', '=', ownerId)
		.where('id', 'in', ids)
		.execute();
}

/** Of `ids`, the videos `ownerId` uploaded, with their cover picture. */
export async function ownedVideos(db: Kysely<Database>, ownerId: string, ids: readonly string[]) {
	if (ids.length === 0) return [];
	return db
		.selectFrom('videos')
		.select(['id', 'cover_media_id'])
		.where('owner_id', '=', ownerId)
		.where('id', 'in', ids)
		.execute();
}

/** One media row by id, for drawing (a video's cover). */
export async function mediaForDrawing(db: Kysely<Database>, id: string) {
	return db
		.selectFrom('media')
		.select(['id', 'storage_key', 'variants', 'width', 'height'])
		.where('id', '=', id)
		.executeTakeFirst();
}

/** The pictures a story shows, whoever uploaded them (the story was checked when published). */
export async function mediaForStory(db: Kysely<Database>, ids: readonly string[]) {
	if (ids.length === 0) return [];
	return db
		.selectFrom('media')
		.select(['id', 'storage_key', 'variants'])
		.where('id', 'in', ids)
		.execute();
}

/** The videos a story shows, with their cover picture's files. */
export async function videosForStory(db: Kysely<Database>, ids: readonly string[]) {
	if (ids.length === 0) return [];
	return db
		.selectFrom('videos as v')
		.leftJoin('media as c', 'c.id', 'v.cover_media_id')
		.select([
			'v.id',
			'v.storage_key',
			'v.format',
			'v.width',
			'v.height',
			'c.storage_key as cover_storage_key',
			'c.variants as cover_variants',
		])
		.where('v.id', 'in', ids)
		.execute();
}
