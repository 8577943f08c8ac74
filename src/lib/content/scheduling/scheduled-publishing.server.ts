import { findUserById } from '../../identity/users/users.repository.server.ts';
import { recordActivity } from '../../platform/activity/record-activity.server.ts';
import type { Db } from '../../platform/db/database.ts';
import { ERRORS, errorMessage } from '../../platform/http/errors.ts';
import { withLanguage } from '../../platform/i18n/language-scope.server.ts';
import { DEFAULT_LANGUAGE, knownLanguage } from '../../platform/i18n/languages.ts';
import { jobQueueFor } from '../../platform/jobs/job-queue.server.ts';
import type { Job, JobQueue } from '../../platform/jobs/jobs.ts';
import { logger } from '../../platform/log/logger.server.ts';
import {
	countScheduledPins,
	draftScheduleState,
	markScheduleFailed,
	restoreScheduled,
} from './scheduling.repository.server.ts';
import { PUBLISH_SCHEDULED_PIN_JOB, type PublishScheduledPinPayload } from './scheduling.ts';

/**
 * What publishing a draft answers (cr-drafts' `publishDraft`): the pin, a refusal or failure it
 * recorded on the draft, or `NotClaimed` when another process publishes (or published) it.
 */
type PublishResult = { ok: true; pinId: string } | { ok: false; code: string; message?: string };

export type PublishDraft = (draftId: string) => Promise<PublishResult>;

/**
 * A failure worth another try: the server's own trouble (`Internal`, a 5xx entry of the
 * catalogue, an exception, a code we do not know). A refusal of the draft itself (a 4xx
 * entry: no board, bad link, …) would fail the same way again, so it fails at once.
 */
function isTransientPublishFailure(code: string): boolean {
	const spec = (ERRORS as Record<string, { status: number } | undefined>)[code];
	return !spec || spec.status >= 500;
}

/**
 * The job handler: at the due time, publishes the draft through `publish`, exactly once.
 * - A job for a draft that is gone, no longer scheduled, or scheduled for another time (it was
 *   re-timed; its new job will come) does nothing.
 * - Exactly once: `publish` claims the draft with a conditional update, so when two processes
 *   run it (a job delivered twice after a lost lease), one publishes and the other gets
 *   `NotClaimed`. The engines themselves deliver a job to one worker at a time.
 * - A transient failure is retried by the engine with backoff (the draft waits as `scheduled`
 *   meanwhile); the last attempt, or a refusal, leaves the draft `failed` with `api_error` and
 *   `api_error_code` and no time, so the drafts list shows it; `users.scheduled_pin_count` loses
 *   it in the same transaction (a successful publish takes it off in `publishDraft`'s).
 */
export function publishScheduledPinHandler(db: Db, publish: PublishDraft, queue?: JobQueue) {
	return async (job: Job<PublishScheduledPinPayload>): Promise<void> => {
		const { draftId, scheduledAt } = job.payload;
		const draft = await draftScheduleState(db, draftId);
		if (!draft || draft.scheduled_at !== scheduledAt) return;
		// The failure text is stored on the draft and shown to its owner later: it is composed in
		// the owner's language, as a mail to them would be (a job runs outside any request).
		const owner = await findUserById(db, draft.owner_id);
		const language = knownLanguage(owner?.locale) ?? DEFAULT_LANGUAGE;
		await withLanguage(language, async () => {
			// `failed` with its time still set: an earlier attempt failed and its retry was cut short
			// (the process died before putting it back); it waits as scheduled again first.
			if (draft.publishing_status === 'failed') await restoreScheduled(db, draftId, scheduledAt);
			else if (draft.publishing_status !== 'scheduled') return;
			let result: PublishResult;
			try {
				result = await publish(draftId);
			} catch (error) {
				logger.error('scheduled publish threw', { draftId, error: String(error) });
				result = { ok: false, code: 'Internal', message: errorMessage('Internal') };
			}
			if (result.ok) {
				// Issue 28: its owner hears it went out (after the publish's own transaction).
				const event = {
					kind: 'scheduled_pin_published',
					ownerId: draft.owner_id,
					draftId,
					pinId: result.pinId,
				} as const;
				await recordActivity(db, event, queue ? { queue } : {});
				return;
			}
			if (result.code === 'NotClaimed') return;
			const message =
				result.message ??
				(result.code in ERRORS ? errorMessage(result.code as keyof typeof ERRORS) : '');
			if (isTransientPublishFailure(result.code) && job.attempt < job.maxAttempts) {
				await restoreScheduled(db, draftId, scheduledAt);
				throw new Error(`scheduled publish failed (${result.code}), attempt ${job.attempt}`);
			}
			logger.warn('scheduled publish failed', { draftId, code: result.code, attempt: job.attempt });
			await db.transaction().execute(async (trx) => {
				const failed = await markScheduleFailed(
					trx,
					draftId,
					scheduledAt,
					{ code: result.code, message },
					new Date().toISOString(),
				);
				// It no longer waits for its time: one scheduled pin fewer (BLD-20).
				if (failed) await countScheduledPins(trx, draft.owner_id, -1);
				if (failed) {
					const event = { kind: 'scheduled_pin_failed', ownerId: draft.owner_id, draftId } as const;
					await recordActivity(db, event, { within: trx, ...(queue ? { queue } : {}) });
				}
			});
		});
	};
}

/**
 * Starts scheduled publishing in this process (BLD-22): registers the publish job's handler on
 * the job queue of `db` (`platform/jobs`, registered by `npm start`) and starts the queue if it
 * is not yet. Stopping the queue (on shutdown) stops it.
 */
export async function startScheduledPublishing(options: {
	publish: PublishDraft;
	db: Db;
	queue?: JobQueue;
}): Promise<void> {
	const queue = options.queue ?? jobQueueFor(options.db);
	await queue.work(
		PUBLISH_SCHEDULED_PIN_JOB,
		publishScheduledPinHandler(options.db, options.publish, queue),
	);
	await queue.start();
}
