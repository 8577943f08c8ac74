import type { Kysely } from 'kysely';
import { type PinJoinedRow, selectPinRows } from '../../content/pins/pins.repository.server.ts';
import { discoveryVisibleSql } from '../../platform/access/discovery-visibility.server.ts';
import type { Database } from '../../platform/db/database.ts';

/** All SQL of visual search (SRC-06). */

/** A candidate image with its stored features. */
export interface CandidateRow {
	id: string;
	color_histogram: string;
	dhash: string;
}

/**
 * Images sharing one of `buckets`, at most `perBucket` per bucket (the newest images), with
 * their features: one query, each arm a range of the `(bucket, media_id)` primary key, so the
 * work is bounded however many images there are.
 */
export async function listCandidates(
	db: Kysely<Database>,
	buckets: readonly number[],
	perBucket: number,
): Promise<CandidateRow[]> {
	if (buckets.length === 0) return [];
	const arm = (bucket: number) =>
		db
			.selectFrom(
				db
					.selectFrom('media_color_buckets')
					.select('media_id')
					.where('bucket', '=', bucket)
					.orderBy('media_id', 'desc')
					.limit(perBucket)
					.as(`c${bucket}`),
			)
			.select('media_id');
	let ids = arm(buckets[0]!);
	for (const bucket of buckets.slice(1)) ids = ids.union(arm(bucket));
	const rows = await db
		.selectFrom('media as m')
		.select(['m.id', 'm.color_histogram', 'm.dhash'])
		.where('m.id', 'in', ids)
		.where('m.color_histogram', 'is not', null)
		.where('m.dhash', 'is not', null)
		.execute();
	return rows as CandidateRow[];
}

/**
 * For each image, the oldest pin showing it that the viewer may see in discovery (usually the
 * original rather than one of its saves): one query, a `(media_id, id)` index probe per image.
 * Images without such a pin are left out.
 */
export async function firstVisiblePinPerMedia(
	db: Kysely<Database>,
	mediaIds: readonly string[],
	viewerId: string | null,
): Promise<Map<string, string>> {
	if (mediaIds.length === 0) return new Map();
	const rows = await db
		.selectFrom('media as m')
		.select((eb) => [
			'm.id as media_id',
			eb
				.selectFrom('pins as p')
				.innerJoin('boards as b', 'b.id', 'p.board_id')
				.innerJoin('users as o', 'o.id', 'b.owner_id')
				.innerJoin('users as u', 'u.id', 'p.pinner_id')
				.select('p.id')
				.whereRef('p.media_id', '=', 'm.id')
				.where(discoveryVisibleSql(viewerId))
				.orderBy('p.id', 'asc')
				.limit(1)
				.as('pin_id'),
		])
		.where('m.id', 'in', mediaIds)
		.execute();
	const out = new Map<string, string>();
	for (const r of rows) if (r.pin_id !== null) out.set(r.media_id, String(r.pin_id));
	return out;
}

/** Card rows of these pins (already chosen for the viewer), in no particular order. */
export async function pinRowsByIds(
	db: Kysely<Database>,
	ids: readonly string[],
): Promise<PinJoinedRow[]> {
	if (ids.length === 0) return [];
	return selectPinRows(db).where('p.id', 'in', ids).execute();
}

/** The picture of a pin: where its files are and its stored features (null until computed). */
export interface PinMediaRow {
	id: string;
	storage_key: string;
	variants: string;
	color_histogram: string | null;
	dhash: string | null;
}

/** The picture of a pin, by pin id (one primary-key join). */
export async function findPinMedia(
	db: Kysely<Database>,
	pinId: string,
): Promise<PinMediaRow | undefined> {
	return db
		.selectFrom('pins as p')
		.innerJoin('media as m', 'm.id', 'p.media_id')
		.select(['m.id', 'm.storage_key', 'm.variants', 'm.color_histogram', 'm.dhash'])
		.where('p.id', '=', pinId)
		.executeTakeFirst();
}

/** Up to `limit` images without features, oldest first, after `afterId` (keyset). */
export async function listMediaWithoutFeatures(
	db: Kysely<Database>,
	afterId: string | null,
	limit: number,
): Promise<{ id: string; storage_key: string; variants: string }[]> {
	let q = db
		.selectFrom('media')
		.select(['id', 'storage_key', 'variants'])
		.where('color_histogram', 'is', null)
		.orderBy('id', 'asc')
		.limit(limit);
	if (afterId) q = q.where('id', '>', afterId);
	return q.execute();
}

/** Stores an image's features and colour buckets together. */
export async function saveMediaFeatures(
	db: Kysely<Database>,
	mediaId: string,
	features: { histogram: string; dhash: string; buckets: readonly number[] },
): Promise<void> {
	await db.transaction().execute(async (trx) => {
		await trx
			.updateTable('media')
			.set({ color_histogram: features.histogram, dhash: features.dhash })
			.where('id', '=', mediaId)
			.execute();
		await trx.deleteFrom('media_color_buckets').where('media_id', '=', mediaId).execute();
		await trx
			.insertInto('media_color_buckets')
			.values(features.buckets.map((bucket) => ({ bucket, media_id: mediaId })))
			.execute();
	});
}
