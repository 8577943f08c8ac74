import { type RawBuilder, sql } from 'kysely';
import type { Database, Db } from '../../platform/db/database.ts';

/**
 * The statements about a draft's uploads (pictures and videos): which of them a draft may use
 * (BLD-09: the owner's, shown by no pin yet) and, when a draft is deleted, which of them nothing
 * refers to any more, and deleting those.
 */

/** A column that may hold an upload's id, as `table.column`. */
type IdColumn = {
	[T in keyof Database & string]: `${T}.${keyof Database[T] & string}`;
}[keyof Database & string];

/** Where a pin shows a picture: as its own picture or a carousel slot's. */
const MEDIA_IN_PINS: readonly IdColumn[] = ['pins.media_id', 'pin_carousel_slots.media_id'];
/** Where a pin plays a video. */
const VIDEO_IN_PINS: readonly IdColumn[] = ['pins.video_id'];

/**
 * One `not exists` condition per column: no row of that table holds `id`. The outer query reads
 * the upload's own table, so a column here is never of that table.
 */
function referencedByNone(
	id: RawBuilder<unknown>,
	columns: readonly IdColumn[],
): RawBuilder<boolean>[] {
	return columns.map((column) => {
		const table = column.slice(0, column.indexOf('.'));
		return sql<boolean>`not exists (select 1 from ${sql.table(table)} where ${sql.ref(column)} = ${id})`;
	});
}

/**
 * Conditions that no story names `id` (a media or video id, a JSON string in `story_data`): no
 * pin's, whoever's (saves keep their original's pages, `copyPinKind`; index `pins_story_idx`),
 * and no draft of `ownerId`'s.
 */
function notInStories(ownerId: string, id: RawBuilder<unknown>): RawBuilder<boolean>[] {
	const named = sql<string>`'%"' || ${id} || '"%'`;
	return [
		sql<boolean>`not exists (select 1 from pins sp where sp.story_data is not null and sp.story_data like ${named})`,
		sql<boolean>`not exists (select 1 from pin_drafts sd where sd.owner_id = ${ownerId} and sd.story_data is not null and sd.story_data like ${named})`,
	];
}

/** Of `ids` (rows of `table`), those `ownerId` uploaded that meet every one of `conditions`. */
async function ownUploadIds(
	db: Db,
	table: 'media' | 'videos',
	ownerId: string,
	ids: readonly string[],
	conditions: (id: RawBuilder<unknown>) => RawBuilder<boolean>[],
): Promise<string[]> {
	if (ids.length === 0) return [];
	const rows = await db
		.selectFrom(table)
		.select('id')
		.where('id', 'in', [...new Set(ids)])
		.where('owner_id', '=', ownerId)
		.where((eb) => eb.and(conditions(sql.ref(`${table}.id`))))
		.execute();
	return rows.map((r) => r.id);
}

/** Of `mediaIds`, those `ownerId` uploaded that no pin shows yet: what a draft may use. */
export async function listUsableMediaIds(
	db: Db,
	ownerId: string,
	mediaIds: readonly string[],
): Promise<Set<string>> {
	const ids = await ownUploadIds(db, 'media', ownerId, mediaIds, (id) =>
		referencedByNone(id, MEDIA_IN_PINS),
	);
	return new Set(ids);
}

/** Of `videoIds`, those `ownerId` uploaded that no pin plays yet. */
export async function listUsableVideoIds(
	db: Db,
	ownerId: string,
	videoIds: readonly string[],
): Promise<Set<string>> {
	const ids = await ownUploadIds(db, 'videos', ownerId, videoIds, (id) =>
		referencedByNone(id, VIDEO_IN_PINS),
	);
	return new Set(ids);
}

/**
 * Of `mediaIds`, those nothing else refers to: no pin of anyone's, saves included (picture or
 * carousel slot), no draft item, no account picture, no video (as a frame's cover), no story.
 */
export function listUnreferencedMediaIds(
	db: Db,
	ownerId: string,
	mediaIds: readonly string[],
): Promise<string[]> {
	return ownUploadIds(db, 'media', ownerId, mediaIds, (id) => [
		...referencedByNone(id, [
			...MEDIA_IN_PINS,
			'pin_draft_items.media_id',
			'users.image_media_id',
			'videos.cover_media_id',
		]),
		...notInStories(ownerId, id),
	]);
}

/** Of `videoIds`, those no pin (saves included), draft item or story refers to. */
export function listUnreferencedVideoIds(
	db: Db,
	ownerId: string,
	videoIds: readonly string[],
): Promise<string[]> {
	return ownUploadIds(db, 'videos', ownerId, videoIds, (id) => [
		...referencedByNone(id, [...VIDEO_IN_PINS, 'pin_draft_items.video_id']),
		...notInStories(ownerId, id),
	]);
}

/** Deletes video rows; answers their stored files' keys and their frames' media ids. */
export async function deleteVideoRows(trx: Db, ids: readonly string[]) {
	if (ids.length === 0) return [];
	return trx
		.deleteFrom('videos')
		.where('id', 'in', [...ids])
		.returning(['id', 'storage_key', 'format', 'captions_key', 'frame_media_ids', 'cover_media_id'])
		.execute();
}

/** Deletes media rows (their colour buckets go by cascade); answers where their files are. */
export async function deleteMediaRows(trx: Db, ids: readonly string[]) {
	if (ids.length === 0) return [];
	return trx
		.deleteFrom('media')
		.where('id', 'in', [...ids])
		.returning(['id', 'storage_key', 'variants'])
		.execute();
}
