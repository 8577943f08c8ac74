import { type RawBuilder, type Selectable, sql } from 'kysely';
import { boardReadableBy } from '../../platform/access/board-visibility.server.ts';
import type { Database, Db } from '../../platform/db/database.ts';

/** Every statement of pin drafts (BLD-02..04, BLD-17, BLD-22). */

export type DraftRow = Selectable<Database['pin_drafts']>;
export type DraftItemRow = Selectable<Database['pin_draft_items']>;
export async function insertDraftRow(
	db: Db,
	row: {
		id: string;
		owner_id: string;
		type: string;
		board_id: string | null;
		section_id: string | null;
		created_at: string;
		updated_at: string;
	},
): Promise<void> {
	await db.insertInto('pin_drafts').values(row).execute();
}

/** One draft by id, of `ownerId` when given. */
export async function findDraftRow(
	db: Db,
	id: string,
	ownerId: string | null,
): Promise<DraftRow | undefined> {
	let q = db.selectFrom('pin_drafts').selectAll().where('id', '=', id);
	if (ownerId !== null) q = q.where('owner_id', '=', ownerId);
	return q.executeTakeFirst();
}

/** The items of the given drafts (one query for a page of drafts), in order. */
export async function listDraftItemRows(
	db: Db,
	draftIds: readonly string[],
): Promise<DraftItemRow[]> {
	if (draftIds.length === 0) return [];
	return db
		.selectFrom('pin_draft_items')
		.selectAll()
		.where('draft_id', 'in', [...draftIds])
		.orderBy('draft_id')
		.orderBy('position')
		.execute();
}

/**
 * A page of the owner's drafts not yet published (scheduled and failed ones included), newest
 * `updated_at` first, after the `(updated_at, id)` cursor when given: a walk of
 * `pin_drafts_owner_idx (owner_id, updated_at)`.
 */
export async function listDraftRows(
	db: Db,
	ownerId: string,
	after: { updatedAt: string; id: string } | null,
	limit: number,
): Promise<DraftRow[]> {
	let q = db
		.selectFrom('pin_drafts')
		.selectAll()
		.where('owner_id', '=', ownerId)
		.where('publishing_status', '!=', 'succeeded');
	if (after) {
		q = q.where((eb) =>
			eb.or([
				eb('updated_at', '<', after.updatedAt),
				eb.and([eb('updated_at', '=', after.updatedAt), eb('id', '<', after.id)]),
			]),
		);
	}
	return q.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Media rows by id, for answers (pictures and video frames). */
export async function listMediaRows(db: Db, ids: readonly string[]) {
	if (ids.length === 0) return [];
	return db
		.selectFrom('media')
		.select(['id', 'owner_id', 'storage_key', 'variants', 'dominant_color'])
		.where('id', 'in', [...new Set(ids)])
		.execute();
}

/** Video rows by id. */
export async function listVideoRows(db: Db, ids: readonly string[]) {
	if (ids.length === 0) return [];
	return db
		.selectFrom('videos')
		.selectAll()
		.where('id', 'in', [...new Set(ids)])
		.execute();
}

/** Interests by id (those that exist). */
export async function listInterestRows(db: Db, ids: readonly string[]) {
	if (ids.length === 0) return [];
	return db
		.selectFrom('interests')
		.select(['id', 'name'])
		.where('id', 'in', [...new Set(ids)])
		.execute();
}

/** The names of the boards among `ids` that `readerId` may read (`boardReadableBy`). */
export async function listReadableBoardNames(db: Db, ids: readonly string[], readerId: string) {
	if (ids.length === 0) return [];
	return db
		.selectFrom('boards as b')
		.select(['b.id', 'b.name'])
		.where('b.id', 'in', [...new Set(ids)])
		.where(boardReadableBy(readerId))
		.execute();
}

/**
 * Of `mediaIds`, those `ownerId` uploaded that no pin shows yet (as its picture or a carousel
 * slot): what a draft may use.
 */
export async function listUsableMediaIds(
	db: Db,
	ownerId: string,
	mediaIds: readonly string[],
): Promise<Set<string>> {
	if (mediaIds.length === 0) return new Set();
	const rows = await db
		.selectFrom('media as m')
		.select('m.id')
		.where('m.id', 'in', [...new Set(mediaIds)])
		.where('m.owner_id', '=', ownerId)
		.where((eb) =>
			eb.not(
				eb.exists(eb.selectFrom('pins as p').select('p.id').whereRef('p.media_id', '=', 'm.id')),
			),
		)
		.where((eb) =>
			eb.not(
				eb.exists(
					eb
						.selectFrom('pin_carousel_slots as s')
						.select('s.pin_id')
						.whereRef('s.media_id', '=', 'm.id'),
				),
			),
		)
		.execute();
	return new Set(rows.map((r) => r.id));
}

/** Of `videoIds`, those `ownerId` uploaded that no pin plays yet. */
export async function listUsableVideoIds(
	db: Db,
	ownerId: string,
	videoIds: readonly string[],
): Promise<Set<string>> {
	if (videoIds.length === 0) return new Set();
	const rows = await db
		.selectFrom('videos as v')
		.select('v.id')
		.where('v.id', 'in', [...new Set(videoIds)])
		.where('v.owner_id', '=', ownerId)
		.where((eb) =>
			eb.not(
				eb.exists(eb.selectFrom('pins as p').select('p.id').whereRef('p.video_id', '=', 'v.id')),
			),
		)
		.execute();
	return new Set(rows.map((r) => r.id));
}

export type DraftRowChanges = Partial<
	Pick<
		DraftRow,
		| 'type'
		| 'status'
		| 'publish_option'
		| 'scheduled_at'
		| 'board_id'
		| 'section_id'
		| 'alt_text'
		| 'interest_tags'
		| 'comments_allowed'
		| 'shopping_rec_allowed'
		| 'website_link'
		| 'story_data'
	>
> & { updated_at: string };

/**
 * Changes a draft of `ownerId` while it is still in one of `statuses` (so an edit never lands
 * on a draft that a racing publish already claimed). Answers whether it changed.
 */
export async function updateDraftRow(
	db: Db,
	id: string,
	ownerId: string,
	statuses: readonly string[],
	changes: DraftRowChanges,
): Promise<boolean> {
	const result = await db
		.updateTable('pin_drafts')
		.set(changes)
		.where('id', '=', id)
		.where('owner_id', '=', ownerId)
		.where('publishing_status', 'in', [...statuses])
		.executeTakeFirst();
	return Number(result.numUpdatedRows) > 0;
}

/** Replaces the items of a draft with `items` (in the caller's transaction). */
export async function replaceDraftItems(
	trx: Db,
	draftId: string,
	items: readonly {
		id: string;
		title: string;
		description: string;
		link: string | null;
		media_id: string | null;
		video_id: string | null;
		tags: string;
		canvas_json: string | null;
		user_mention_tags: string;
	}[],
): Promise<void> {
	await trx.deleteFrom('pin_draft_items').where('draft_id', '=', draftId).execute();
	if (items.length === 0) return;
	await trx
		.insertInto('pin_draft_items')
		.values(items.map((item, position) => ({ ...item, draft_id: draftId, position })))
		.execute();
}

/** Deletes a draft of `ownerId` (its items go by cascade); whether it was there. */
export async function deleteDraftRow(trx: Db, id: string, ownerId: string): Promise<boolean> {
	const result = await trx
		.deleteFrom('pin_drafts')
		.where('id', '=', id)
		.where('owner_id', '=', ownerId)
		.where('publishing_status', '!=', 'publishing')
		.executeTakeFirst();
	return Number(result.numDeletedRows) > 0;
}

/**
 * Conditions that no story names `id` (a media or video id, a JSON string in `story_data`): no
 * pin's, whoever's (saves keep their original's pages, `copyPinKind`; index `pins_story_idx`),
 * and no draft of `ownerId`'s. Used by both unreferenced-upload lists below.
 */
function notInStories(ownerId: string, id: RawBuilder<unknown>): RawBuilder<boolean>[] {
	const named = sql<string>`'%"' || ${id} || '"%'`;
	return [
		sql<boolean>`not exists (select 1 from pins sp where sp.story_data is not null and sp.story_data like ${named})`,
		sql<boolean>`not exists (select 1 from pin_drafts sd where sd.owner_id = ${ownerId} and sd.story_data is not null and sd.story_data like ${named})`,
	];
}

/**
 * Of `mediaIds`, those nothing else refers to: no pin of anyone's, saves included (picture or
 * carousel slot), no draft item, no account picture, no video (as a frame's cover), no story.
 */
export async function listUnreferencedMediaIds(
	db: Db,
	ownerId: string,
	mediaIds: readonly string[],
): Promise<string[]> {
	if (mediaIds.length === 0) return [];
	const rows = await db
		.selectFrom('media as m')
		.select('m.id')
		.where('m.id', 'in', [...new Set(mediaIds)])
		.where('m.owner_id', '=', ownerId)
		.where((eb) =>
			eb.and([
				eb.not(
					eb.exists(eb.selectFrom('pins as p').select('p.id').whereRef('p.media_id', '=', 'm.id')),
				),
				eb.not(
					eb.exists(
						eb
							.selectFrom('pin_carousel_slots as s')
							.select('s.pin_id')
							.whereRef('s.media_id', '=', 'm.id'),
					),
				),
				eb.not(
					eb.exists(
						eb
							.selectFrom('pin_draft_items as i')
							.select('i.id')
							.whereRef('i.media_id', '=', 'm.id'),
					),
				),
				eb.not(
					eb.exists(
						eb.selectFrom('users as u').select('u.id').whereRef('u.image_media_id', '=', 'm.id'),
					),
				),
				eb.not(
					eb.exists(
						eb.selectFrom('videos as v').select('v.id').whereRef('v.cover_media_id', '=', 'm.id'),
					),
				),
				...notInStories(ownerId, sql.ref('m.id')),
			]),
		)
		.execute();
	return rows.map((r) => r.id);
}

/** Of `videoIds`, those no pin (saves included), draft item or story refers to. */
export async function listUnreferencedVideoIds(
	db: Db,
	ownerId: string,
	videoIds: readonly string[],
): Promise<string[]> {
	if (videoIds.length === 0) return [];
	const rows = await db
		.selectFrom('videos as v')
		.select('v.id')
		.where('v.id', 'in', [...new Set(videoIds)])
		.where('v.owner_id', '=', ownerId)
		.where((eb) =>
			eb.and([
				eb.not(
					eb.exists(eb.selectFrom('pins as p').select('p.id').whereRef('p.video_id', '=', 'v.id')),
				),
				eb.not(
					eb.exists(
						eb
							.selectFrom('pin_draft_items as i')
							.select('i.id')
							.whereRef('i.video_id', '=', 'v.id'),
					),
				),
				...notInStories(ownerId, sql.ref('v.id')),
			]),
		)
		.execute();
	return rows.map((r) => r.id);
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

/**
 * Claims a draft for publishing with one conditional update: only while it is still as it was
 * read (`from`: its status and `updated_at`), so of two processes that read it, one claims it.
 */
export async function claimDraftRow(
	db: Db,
	id: string,
	from: { status: string; updatedAt: string },
	at: string,
): Promise<boolean> {
	const result = await db
		.updateTable('pin_drafts')
		.set({ publishing_status: 'publishing', updated_at: at })
		.where('id', '=', id)
		.where('publishing_status', '=', from.status)
		.where('updated_at', '=', from.updatedAt)
		.executeTakeFirst();
	return Number(result.numUpdatedRows) > 0;
}

/** Ends a claim (made at `claimedAt`) as published or failed; whether the claim was still ours. */
export async function finishDraftClaim(
	db: Db,
	id: string,
	claimedAt: string,
	outcome:
		| { kind: 'succeeded'; pinId: string; at: string }
		| { kind: 'failed'; error: string; code: string; at: string },
): Promise<boolean> {
	const result = await db
		.updateTable('pin_drafts')
		.set((eb) => ({
			attempts: eb('attempts', '+', 1),
			updated_at: outcome.at,
			...(outcome.kind === 'succeeded'
				? {
						publishing_status: 'succeeded',
						status: 'saved',
						published_pin_id: outcome.pinId,
						api_error: null,
						api_error_code: null,
					}
				: {
						publishing_status: 'failed',
						api_error: outcome.error,
						api_error_code: outcome.code,
					}),
		}))
		.where('id', '=', id)
		.where('publishing_status', '=', 'publishing')
		.where('updated_at', '=', claimedAt)
		.executeTakeFirst();
	return Number(result.numUpdatedRows) > 0;
}

/** BLD-20: one scheduled pin fewer for the user, never below zero. */
export async function countScheduledPinGone(db: Db, userId: string): Promise<void> {
	await db
		.updateTable('users')
		.set({
			scheduled_pin_count: sql<number>`case when scheduled_pin_count > 0 then scheduled_pin_count - 1 else 0 end`,
		})
		.where('id', '=', userId)
		.execute();
}
