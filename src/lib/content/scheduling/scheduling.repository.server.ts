import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

/**
 * SQL of scheduled pins: drafts (`pin_drafts`) whose `publishing_status` is `scheduled`, and the
 * user's `scheduled_pin_count`, changed in the transaction that changes them.
 */

export interface DraftScheduleRow {
	id: string;
	owner_id: string;
	publishing_status: string;
	scheduled_at: string | null;
	published_pin_id: string | null;
}

/**
 * Locks one of the owner's drafts for the rest of the transaction (an update that changes
 * nothing, so both dialects take the row's write lock) and returns its scheduling state.
 */
export async function lockOwnDraft(
	trx: Db,
	ownerId: string,
	draftId: string,
): Promise<DraftScheduleRow | undefined> {
	return trx
		.updateTable('pin_drafts')
		.set((eb) => ({ updated_at: eb.ref('updated_at') }))
		.where('id', '=', draftId)
		.where('owner_id', '=', ownerId)
		.returning(['id', 'owner_id', 'publishing_status', 'scheduled_at', 'published_pin_id'])
		.executeTakeFirst();
}

/** A draft's scheduling state, unlocked (the publishing worker's first look). */
export async function draftScheduleState(
	db: Db,
	draftId: string,
): Promise<DraftScheduleRow | undefined> {
	return db
		.selectFrom('pin_drafts')
		.select(['id', 'owner_id', 'publishing_status', 'scheduled_at', 'published_pin_id'])
		.where('id', '=', draftId)
		.executeTakeFirst();
}

/** Sets the draft to be published at `scheduledAt` (BLD-22); clears an earlier failure. */
export async function setDraftScheduled(
	trx: Db,
	draftId: string,
	scheduledAt: string,
	now: string,
): Promise<void> {
	await trx
		.updateTable('pin_drafts')
		.set({
			publish_option: 'scheduled',
			publishing_status: 'scheduled',
			scheduled_at: scheduledAt,
			api_error: null,
			api_error_code: null,
			updated_at: now,
		})
		.where('id', '=', draftId)
		.execute();
}

/** Unschedules a draft: it is an ordinary draft again, to publish at once. */
export async function setDraftUnscheduled(trx: Db, draftId: string, now: string): Promise<void> {
	await trx
		.updateTable('pin_drafts')
		.set({
			publish_option: 'immediately',
			publishing_status: 'notAttempted',
			scheduled_at: null,
			updated_at: now,
		})
		.where('id', '=', draftId)
		.execute();
}

/** Sets the title of the draft's first item (the scheduled pin's title); a draft without items keeps none. */
export async function setFirstItemTitle(trx: Db, draftId: string, title: string): Promise<void> {
	await trx
		.updateTable('pin_draft_items')
		.set({ title })
		.where('draft_id', '=', draftId)
		.where('position', '=', (eb) =>
			eb
				.selectFrom('pin_draft_items as i')
				.select((e) => e.fn.min('i.position').as('p'))
				.where('i.draft_id', '=', draftId),
		)
		.execute();
}

export interface ScheduledPinRow {
	id: string;
	title: string | null;
	scheduled_at: string;
}

function scheduledDrafts(db: Db, ownerId: string) {
	return db
		.selectFrom('pin_drafts as d')
		.select((eb) => [
			'd.id',
			'd.scheduled_at',
			eb
				.selectFrom('pin_draft_items as i')
				.select('i.title')
				.whereRef('i.draft_id', '=', 'd.id')
				.orderBy('i.position')
				.limit(1)
				.as('title'),
		])
		.where('d.owner_id', '=', ownerId)
		.where('d.publishing_status', '=', 'scheduled');
}

function toRow(r: {
	id: string;
	scheduled_at: string | null;
	title: string | null;
}): ScheduledPinRow {
	return { id: r.id, title: r.title, scheduled_at: r.scheduled_at ?? '' };
}

/**
 * One page of the owner's scheduled drafts in time order (then id), after the keyset
 * `(scheduled_at, id)` when given; one statement, the title from each draft's first item.
 */
export async function listScheduledDrafts(
	db: Db,
	ownerId: string,
	after: { at: string; id: string } | null,
	limit: number,
): Promise<ScheduledPinRow[]> {
	let q = scheduledDrafts(db, ownerId);
	if (after) {
		q = q.where((eb) =>
			eb.or([
				eb('d.scheduled_at', '>', after.at),
				eb.and([eb('d.scheduled_at', '=', after.at), eb('d.id', '>', after.id)]),
			]),
		);
	}
	const rows = await q.orderBy('d.scheduled_at').orderBy('d.id').limit(limit).execute();
	return rows.map(toRow);
}

/** One of the owner's scheduled drafts as a scheduled pin, if it is one. */
export async function scheduledDraftOf(
	db: Db,
	ownerId: string,
	draftId: string,
): Promise<ScheduledPinRow | undefined> {
	const row = await scheduledDrafts(db, ownerId).where('d.id', '=', draftId).executeTakeFirst();
	return row ? toRow(row) : undefined;
}

/** The user's `scheduled_pin_count`. */
export async function scheduledPinCount(db: Db, userId: string): Promise<number> {
	const row = await db
		.selectFrom('users')
		.select('scheduled_pin_count')
		.where('id', '=', userId)
		.executeTakeFirst();
	return Number(row?.scheduled_pin_count ?? 0);
}

/**
 * After a failed publish attempt that will be retried: the draft waits as scheduled again
 * (only if it still has this time and was not published or unscheduled meanwhile).
 */
export async function restoreScheduled(
	db: Db,
	draftId: string,
	scheduledAt: string,
): Promise<boolean> {
	const result = await db
		.updateTable('pin_drafts')
		.set({ publishing_status: 'scheduled' })
		.where('id', '=', draftId)
		.where('scheduled_at', '=', scheduledAt)
		.where('publishing_status', '=', 'failed')
		.executeTakeFirst();
	return Number(result.numUpdatedRows) > 0;
}

/**
 * The last attempt failed: the draft is `failed` with the error (it shows in the drafts list)
 * and loses its time (so a late copy of the job finds nothing to do), unless it was published,
 * unscheduled or re-timed meanwhile. Whether it changed (then the caller uncounts it).
 */
export async function markScheduleFailed(
	db: Db,
	draftId: string,
	scheduledAt: string,
	error: { code: string; message: string },
	now: string,
): Promise<boolean> {
	const result = await db
		.updateTable('pin_drafts')
		.set({
			publishing_status: 'failed',
			scheduled_at: null,
			api_error: error.message.slice(0, 500),
			api_error_code: error.code.slice(0, 100),
			updated_at: now,
		})
		.where('id', '=', draftId)
		.where('scheduled_at', '=', scheduledAt)
		.where('publishing_status', 'in', ['scheduled', 'failed'])
		.executeTakeFirst();
	return Number(result.numUpdatedRows) > 0;
}

/**
 * BLD-20: adds `delta` to the user's `scheduled_pin_count`, never below zero (in the caller's
 * transaction, the one that schedules or unschedules the draft). The drafts domain takes one off
 * when it publishes or deletes a scheduled draft.
 */
export async function countScheduledPins(db: Db, userId: string, delta: number): Promise<void> {
	if (delta === 0) return;
	await db
		.updateTable('users')
		.set({
			scheduled_pin_count:
				delta > 0
					? sql<number>`scheduled_pin_count + ${delta}`
					: sql<number>`case when scheduled_pin_count > ${-delta} then scheduled_pin_count - ${-delta} else 0 end`,
		})
		.where('id', '=', userId)
		.execute();
}
