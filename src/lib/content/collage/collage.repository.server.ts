import { pinReadableSql } from '../../platform/access/pin-visibility.server.ts';
import type { Db } from '../../platform/db/database.ts';

/**
 * The source Pins of a collage that `readerId` may read (`pinReadableSql`, the closeup's rule),
 * with their pinner's username and their picture's stored files, in one query. Pins the reader
 * may not read, and ids of no pin, are simply not in the answer.
 */
export async function findReadableSourcePins(db: Db, readerId: string, pinIds: readonly string[]) {
	if (pinIds.length === 0) return [];
	return db
		.selectFrom('pins as p')
		.innerJoin('boards as b', 'b.id', 'p.board_id')
		.innerJoin('users as u', 'u.id', 'p.pinner_id')
		.innerJoin('users as o', 'o.id', 'b.owner_id')
		.innerJoin('media as m', 'm.id', 'p.media_id')
		.select([
			'p.id as pin_id',
			'u.username as pinner_username',
			'm.id as media_id',
			'm.storage_key',
			'm.variants',
		])
		.where('p.id', 'in', [...pinIds])
		.where(pinReadableSql(readerId, { pin: 'p', board: 'b', pinner: 'u', owner: 'o' }))
		.execute();
}

/** The viewer's own uploads among `mediaIds`, with their stored files. */
export async function findOwnSourceMedia(db: Db, ownerId: string, mediaIds: readonly string[]) {
	if (mediaIds.length === 0) return [];
	return db
		.selectFrom('media')
		.select(['id as media_id', 'storage_key', 'variants'])
		.where('id', 'in', [...mediaIds])
		.where('owner_id', '=', ownerId)
		.execute();
}

/** Removes a media row and its colour buckets (a rendered collage whose Pin was not made). */
export async function deleteMediaRow(db: Db, mediaId: string): Promise<void> {
	await db.transaction().execute(async (trx) => {
		await trx.deleteFrom('media_color_buckets').where('media_id', '=', mediaId).execute();
		await trx.deleteFrom('media').where('id', '=', mediaId).execute();
	});
}
