import { type Selectable, sql } from 'kysely';
import { boardReadableBy } from '../../platform/access/board-visibility.server.ts';
import type { Database, Db } from '../../platform/db/database.ts';

/**
 * The statements of pin drafts and their items (BLD-02..04, BLD-17, BLD-22); those about the
 * pictures and videos a draft uses are in `draft-uploads.repository.server.ts`.
 */

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
