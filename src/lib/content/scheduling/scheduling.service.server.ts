import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/errors.ts';
import { jobQueueFor } from '../../platform/jobs/job-queue.server.ts';
import type { JobQueue } from '../../platform/jobs/jobs.ts';
import {
	countScheduledPins,
	listScheduledDrafts,
	lockOwnDraft,
	type ScheduledPinRow,
	scheduledDraftOf,
	scheduledPinCount,
	setDraftScheduled,
	setDraftUnscheduled,
	setFirstItemTitle,
} from './scheduling.repository.server.ts';
import {
	PUBLISH_SCHEDULED_PIN_JOB,
	type PublishScheduledPinPayload,
	publishJobKey,
	scheduleTimeProblem,
} from './scheduling.ts';

/** A scheduled pin as the API answers it (BLD-20); its id is the draft's. */
export interface ScheduledPin {
	id: string;
	title: string;
	scheduled_ts: string;
}

/** Throws the envelope error for a publish time that is in the past or over 30 days ahead. */
function checkScheduleTime(at: Date, now: Date): string {
	if (Number.isNaN(at.getTime())) {
		throw new AppError('InvalidOptions', {
			detail: 'scheduled_ts must be an ISO date and time.',
			extra: { field: 'scheduled' },
		});
	}
	const problem = scheduleTimeProblem(at, now);
	if (problem === 'past')
		throw new AppError('ScheduleTimeInPast', { extra: { field: 'scheduled' } });
	if (problem === 'too_far') {
		throw new AppError('ScheduleTimeTooFar', { extra: { field: 'scheduled' } });
	}
	return at.toISOString();
}

/** Cancels the publish job of the draft's current time, then makes one for `at`, in `trx`. */
async function replacePublishJob(
	queue: JobQueue,
	trx: Db,
	draftId: string,
	previous: string | null,
	at: string,
): Promise<void> {
	if (previous && previous !== at)
		await queue.cancel(publishJobKey(draftId, previous), { db: trx });
	const payload: PublishScheduledPinPayload = { draftId, scheduledAt: at };
	await queue.enqueue(PUBLISH_SCHEDULED_PIN_JOB, payload, {
		runAt: new Date(at),
		singletonKey: publishJobKey(draftId, at),
		db: trx,
	});
}

/**
 * Schedules one of the owner's drafts (BLD-22): it will be published at `scheduledAt`, which
 * must not be in the past nor more than 30 days ahead. Sets `publish_option` and
 * `publishing_status` to `scheduled` and the time, and enqueues the publish job in the same
 * transaction (re-scheduling cancels the job of the old time). Another person's draft, or none,
 * is NotFound; a published one `ScheduleDraftPublished`. A refusal changes nothing.
 */
export async function scheduleDraft(
	db: Db,
	input: { ownerId: string; draftId: string; scheduledAt: Date | string; now?: Date },
): Promise<ScheduledPin> {
	const at = checkScheduleTime(new Date(input.scheduledAt), input.now ?? new Date());
	const queue = jobQueueFor(db);
	await db.transaction().execute(async (trx) => {
		const draft = await lockOwnDraft(trx, input.ownerId, input.draftId);
		if (!draft) throw new AppError('NotFound', { detail: 'No such draft.' });
		if (
			draft.published_pin_id ||
			draft.publishing_status === 'succeeded' ||
			draft.publishing_status === 'publishing'
		) {
			throw new AppError('ScheduleDraftPublished');
		}
		const previous = draft.publishing_status === 'scheduled' ? draft.scheduled_at : null;
		await setDraftScheduled(trx, draft.id, at, new Date().toISOString());
		// BLD-20: one more scheduled pin, unless it was scheduled already (a new time).
		if (draft.publishing_status !== 'scheduled') await countScheduledPins(trx, draft.owner_id, 1);
		await replacePublishJob(queue, trx, draft.id, previous, at);
	});
	return (
		(await scheduledPinOf(db, input.ownerId, input.draftId)) ?? {
			id: input.draftId,
			title: '',
			scheduled_ts: at,
		}
	);
}

/**
 * `ScheduledPinsResource` update (BLD-20): a new time re-positions the pin (same time rules,
 * the old job is replaced); the title becomes `title`, or '' when it is missing. Only the
 * owner's drafts waiting as scheduled; anything else is NotFound.
 */
export async function updateScheduledPin(
	db: Db,
	input: { ownerId: string; id: string; scheduledAt?: string; title?: string; now?: Date },
): Promise<ScheduledPin> {
	const at =
		input.scheduledAt === undefined
			? undefined
			: checkScheduleTime(new Date(input.scheduledAt), input.now ?? new Date());
	const queue = jobQueueFor(db);
	await db.transaction().execute(async (trx) => {
		const draft = await lockOwnDraft(trx, input.ownerId, input.id);
		if (!draft || draft.publishing_status !== 'scheduled' || !draft.scheduled_at) {
			throw new AppError('NotFound', { detail: 'No such scheduled pin.' });
		}
		if (at !== undefined && at !== draft.scheduled_at) {
			await setDraftScheduled(trx, draft.id, at, new Date().toISOString());
			await replacePublishJob(queue, trx, draft.id, draft.scheduled_at, at);
		}
		await setFirstItemTitle(trx, draft.id, input.title ?? '');
	});
	return (await scheduledPinOf(db, input.ownerId, input.id)) as ScheduledPin;
}

/**
 * `ScheduledPinsResource` delete (BLD-20): unschedules the draft (back to an ordinary draft to
 * publish at once) and cancels its job. Only the owner's scheduled drafts; else NotFound.
 */
export async function unscheduleScheduledPin(
	db: Db,
	input: { ownerId: string; id: string },
): Promise<void> {
	const queue = jobQueueFor(db);
	await db.transaction().execute(async (trx) => {
		const draft = await lockOwnDraft(trx, input.ownerId, input.id);
		if (!draft || draft.publishing_status !== 'scheduled' || !draft.scheduled_at) {
			throw new AppError('NotFound', { detail: 'No such scheduled pin.' });
		}
		await setDraftUnscheduled(trx, draft.id, new Date().toISOString());
		await countScheduledPins(trx, draft.owner_id, -1);
		await queue.cancel(publishJobKey(draft.id, draft.scheduled_at), { db: trx });
	});
}

function toScheduledPin(row: ScheduledPinRow): ScheduledPin {
	return { id: row.id, title: row.title ?? '', scheduled_ts: row.scheduled_at };
}

async function scheduledPinOf(
	db: Db,
	ownerId: string,
	draftId: string,
): Promise<ScheduledPin | null> {
	const row = await scheduledDraftOf(db, ownerId, draftId);
	return row ? toScheduledPin(row) : null;
}

export interface ScheduledPinsPage {
	scheduledPins: ScheduledPin[];
	scheduledPinCount: number;
	/** Keyset bookmark of the next page, or null at the end. */
	next: { at: string; id: string } | null;
}

/** One page of the owner's scheduled pins in time order (BLD-20), with their count. */
export async function listScheduledPins(
	db: Db,
	ownerId: string,
	after: { at: string; id: string } | null,
	pageSize: number,
): Promise<ScheduledPinsPage> {
	const rows = await listScheduledDrafts(db, ownerId, after, pageSize + 1);
	const page = rows.slice(0, pageSize);
	const last = page.at(-1);
	return {
		scheduledPins: page.map(toScheduledPin),
		scheduledPinCount: await scheduledPinCount(db, ownerId),
		next: rows.length > pageSize && last ? { at: last.scheduled_at, id: last.id } : null,
	};
}

/** The user's `scheduled_pin_count`. */
export function scheduledPinCountOf(db: Db, userId: string): Promise<number> {
	return scheduledPinCount(db, userId);
}
