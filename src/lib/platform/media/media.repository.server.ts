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

/** SRC-06: the image's strong colour bins, each a row of the inverted index visual search reads. */
export async function insertColorBuckets(
	db: Kysely<Database>,
	mediaId: string,
	buckets: readonly number[],
): Promise<void> {
	if (buckets.length === 0) return;
	await db
		.insertInto('media_color_buckets')
		.values(buckets.map((bucket) => ({ bucket, media_id: mediaId })))
		.onConflict((oc) => oc.doNothing())
		.execute();
}

/** Runs `work` in a transaction, or in the caller's when `db` already is one. */
export async function inTransaction<T>(
	db: Kysely<Database>,
	work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
	return db.isTransaction ? work(db) : db.transaction().execute(work);
}
