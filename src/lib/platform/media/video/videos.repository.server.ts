import type { Db, VideoTable } from '../../db/database.ts';

/** All SQL of uploaded videos (`videos`) and of cleaning up their frames' media rows. */

export type VideoRow = VideoTable;

/** Inserts one video row. */
export async function insertVideo(db: Db, row: VideoRow): Promise<void> {
	await db.insertInto('videos').values(row).execute();
}

/** One video row by id. */
export async function findVideoRow(db: Db, id: string): Promise<VideoRow | undefined> {
	return db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Video rows by id, in no particular order (one statement for a page of pins). */
export async function findVideoRows(db: Db, ids: readonly string[]): Promise<VideoRow[]> {
	if (ids.length === 0) return [];
	return db.selectFrom('videos').selectAll().where('id', 'in', ids).execute();
}

/** Sets the cover of an owner's video; answers whether a row changed. */
export async function updateVideoCover(
	db: Db,
	id: string,
	ownerId: string,
	mediaId: string,
): Promise<boolean> {
	const result = await db
		.updateTable('videos')
		.set({ cover_media_id: mediaId })
		.where('id', '=', id)
		.where('owner_id', '=', ownerId)
		.executeTakeFirst();
	return Number(result.numUpdatedRows) > 0;
}

/**
 * Points every pin of a video at its new cover (a pin of a video shows its cover as its
 * picture), with the cover's dominant colour. Answers how many pins changed.
 */
export async function updatePinsOfVideoCover(
	db: Db,
	videoId: string,
	mediaId: string,
	dominantColor: string,
): Promise<number> {
	const result = await db
		.updateTable('pins')
		.set({ media_id: mediaId, dominant_color: dominantColor })
		.where('video_id', '=', videoId)
		.executeTakeFirst();
	return Number(result.numUpdatedRows);
}

/** Sets (or replaces) the captions file of an owner's video; answers the previous key. */
export async function updateVideoCaptions(db: Db, id: string, captionsKey: string): Promise<void> {
	await db.updateTable('videos').set({ captions_key: captionsKey }).where('id', '=', id).execute();
}

/** Removes media rows (a failed upload's frames); their colour buckets go with them. */
export async function deleteMediaRows(db: Db, ids: readonly string[]): Promise<void> {
	if (ids.length === 0) return;
	await db.deleteFrom('media_color_buckets').where('media_id', 'in', ids).execute();
	await db.deleteFrom('media').where('id', 'in', ids).execute();
}
