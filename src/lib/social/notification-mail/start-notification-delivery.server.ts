import {
	NOTIFICATION_EMAIL_JOB,
	NOTIFICATION_PUSH_JOB,
	type NotificationDeliveryJob,
} from '../../platform/activity/activity.ts';
import type { Db } from '../../platform/db/database.ts';
import { jobQueueFor } from '../../platform/jobs/job-queue.server.ts';
import type { JobQueue } from '../../platform/jobs/jobs.ts';
import type { LoadDelivery } from '../push/delivery-source.ts';
import { pushDeliveryHandler } from '../push/push-delivery.server.ts';
import { vapidKeys } from '../push/vapid-keys.server.ts';
import {
	NOTIFICATION_DIGEST_JOB,
	notificationDigestHandler,
	notificationEmailHandler,
} from './notification-mail-delivery.server.ts';

/**
 * Starts notification delivery in this process (`scripts/start.ts`, like scheduled publishing):
 * makes the VAPID key pair if the database has none yet (first start), and registers the
 * handlers of the web push job, the email job and the daily digest job on the job queue of
 * `db`, then starts the queue if it is not yet. `load` is `notificationDelivery` of
 * `social/notifications`.
 */
export async function startNotificationDelivery(options: {
	db: Db;
	load: LoadDelivery;
	queue?: JobQueue;
}): Promise<void> {
	const queue = options.queue ?? jobQueueFor(options.db);
	await vapidKeys(options.db);
	await queue.work<NotificationDeliveryJob>(
		NOTIFICATION_PUSH_JOB,
		pushDeliveryHandler(options.db, options.load),
	);
	await queue.work<NotificationDeliveryJob>(
		NOTIFICATION_EMAIL_JOB,
		notificationEmailHandler(options.db, options.load),
	);
	await queue.work<{ userId: string }>(
		NOTIFICATION_DIGEST_JOB,
		notificationDigestHandler(options.db, options.load),
	);
	await queue.start();
}
