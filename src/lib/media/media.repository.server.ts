import type { Kysely } from 'kysely';
import type { Database, MediaRow, NewMediaRow } from '../db/database.ts';

/** Inserts one media row. */
export async function insertMedia(db: Kysely<Database>, row: NewMediaRow): Promise<void> {
	await db.insertInto('media').values(row).execute();
}

/** One media row by id. */
export async function findMediaById(
	db: Kysely<Database>,
	id: string,
): Promise<MediaRow | undefined> {
	return db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
}
