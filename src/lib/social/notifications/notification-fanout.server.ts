import { parseUserSettings, type UserSettings } from '../../identity/users/user-settings.ts';
import {
	ACTIVITY_FANOUT_JOB,
	type ActivityEvent,
	NOTIFICATION_EMAIL_JOB,
	NOTIFICATION_PUSH_JOB,
	type NotificationDeliveryJob,
} from '../../platform/activity/activity.ts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { jobQueueFor } from '../../platform/jobs/job-queue.server.ts';
import type { Job, JobQueue } from '../../platform/jobs/jobs.ts';
import {
	addActor,
	claimReceipt,
	closeGroup,
	currentGroup,
	inBlockBetween,
	openGroup,
	recipientRow,
	targetVisibleTo,
	touchGroup,
} from './fanout.repository.server.ts';
import { type PlannedNotification, planNotifications } from './fanout-plan.server.ts';
import { groupStillCurrent, KIND_FACTS, type NotificationOption } from './notification-kinds.ts';

/** Whether a channel's switch for `option` is on (a missing switch reads as on). */
function switchOn(
	settings: UserSettings,
	channel: 'news' | 'email' | 'push',
	option: NotificationOption,
): boolean {
	const activity = settings.notifications[channel].activity as Record<string, boolean | undefined>;
	return activity[option] !== false;
}

/**
 * Writes one planned notification, or nothing: never to the actor themself, nor to a recipient
 * who is gone, in a block with the actor (either way), who cannot see the thing (the read-time
 * rule, `notification-visibility.sql.server.ts`) or whose `news` switch for the kind's option is
 * off (`group_boards` has no news switch: always on). A repeat actor moves the group first again
 * but enqueues no second mail or push. Delivery jobs join the fan-out's transaction.
 */
async function notifyOne(
	trx: Db,
	appDb: Db,
	plan: PlannedNotification,
	now: Date,
): Promise<string | null> {
	const { recipientId, actorId, kind, target } = plan;
	if (actorId !== null && actorId === recipientId) return null;
	const recipient = await recipientRow(trx, recipientId);
	if (recipient?.status !== 'active') return null;
	if (actorId !== null && (await inBlockBetween(trx, recipientId, actorId))) return null;
	const facts = KIND_FACTS[kind];
	const settings = parseUserSettings(recipient.settings);
	if (!switchOn(settings, 'news', facts.option)) return null;
	const refs = {
		kind,
		pin: target.pinId,
		board: target.boardId,
		draft: target.draftId,
		comment: target.commentId,
	};
	if (!(await targetVisibleTo(trx, recipientId, refs))) return null;
	if (plan.alsoBoardId) {
		const destination = { kind, pin: null, board: plan.alsoBoardId, draft: null, comment: null };
		if (!(await targetVisibleTo(trx, recipientId, destination))) return null;
	}

	const at = now.toISOString();
	let group = await currentGroup(trx, recipientId, kind, plan.targetKey);
	if (
		group &&
		!groupStillCurrent({ isRead: group.is_read === 1, updatedAt: group.updated_at }, now)
	) {
		await closeGroup(trx, group.id);
		group = null;
	}
	if (!group) {
		await openGroup(trx, {
			id: newId(),
			recipientId,
			kind,
			targetKey: plan.targetKey,
			...target,
			at,
		});
		group = await currentGroup(trx, recipientId, kind, plan.targetKey);
		if (!group) throw new Error('notification group vanished while being opened');
	}
	const sortId = newId();
	const added = actorId === null ? 0 : (await addActor(trx, group.id, actorId, sortId, at)) ? 1 : 0;
	await touchGroup(trx, group.id, {
		sortId,
		at,
		added,
		pinId: target.pinId,
		commentId: target.commentId,
	});
	if (actorId !== null && added === 0) return group.id;

	const payload: NotificationDeliveryJob = { notificationId: group.id, recipientId };
	const queue = jobQueueFor(appDb);
	if (switchOn(settings, 'email', facts.option))
		await queue.enqueue(NOTIFICATION_EMAIL_JOB, payload, { db: trx });
	if (switchOn(settings, 'push', facts.option))
		await queue.enqueue(NOTIFICATION_PUSH_JOB, payload, { db: trx });
	return group.id;
}

/**
 * Turns one event into notifications (`fanout-plan.server.ts` names the recipients), in one
 * transaction with the job's receipt: a job delivered twice (a lost lease, a retry after a
 * commit) finds its receipt and adds nothing. Answers the ids of the groups it touched.
 */
export async function fanOutActivity(
	db: Db,
	event: ActivityEvent,
	jobKey: string,
	now = new Date(),
): Promise<string[]> {
	const plans = await planNotifications(db, event);
	return db.transaction().execute(async (trx) => {
		if (!(await claimReceipt(trx, jobKey, now.toISOString()))) return [];
		const touched: string[] = [];
		for (const plan of plans) {
			const id = await notifyOne(trx, db, plan, now);
			if (id) touched.push(id);
		}
		return touched;
	});
}

/** The fan-out job's handler (`ACTIVITY_FANOUT_JOB`). */
export function activityFanoutHandler(db: Db) {
	return async (job: Job<ActivityEvent>): Promise<void> => {
		await fanOutActivity(db, job.payload, `${ACTIVITY_FANOUT_JOB}:${job.id}`);
	};
}

/**
 * Starts notifications in this process: registers the fan-out handler on the job queue of `db`
 * (`npm start` registers the process's queue) and starts the queue if it is not yet. Stopping
 * the queue (on shutdown) stops it.
 */
export async function startNotifications(options: { db: Db; queue?: JobQueue }): Promise<void> {
	const queue = options.queue ?? jobQueueFor(options.db);
	await queue.work(ACTIVITY_FANOUT_JOB, activityFanoutHandler(options.db));
	await queue.start();
}
