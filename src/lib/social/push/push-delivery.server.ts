import webPush from 'web-push';
import type { NotificationDeliveryJob } from '../../platform/activity/activity.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Job } from '../../platform/jobs/jobs.ts';
import { logger } from '../../platform/log/logger.server.ts';
import type { LoadDelivery, NotificationDelivery } from './delivery-source.ts';
import {
	deleteGoneSubscription,
	listUserSubscriptions,
	markSubscriptionUsed,
	type PushSubscriptionRow,
} from './push.repository.server.ts';
import { sendPushRequest } from './push-transport.server.ts';
import { vapidKeys, vapidSubject } from './vapid-keys.server.ts';

/**
 * The `NOTIFICATION_PUSH_JOB` handler (NTF-08..NTF-10, issue 28 "Web push"): sends one stored
 * notification to every push subscription of its recipient.
 *
 * - The notification is read through `load` (`notificationDelivery`): a notification that is
 *   gone, or whose thing its recipient can no longer see, sends nothing.
 * - Payload (encrypted, aes128gcm, RFC 8291, by web-push): `{title, body, url, icon, tag}`;
 *   `url` is the site path, `tag` the notification id, so a retried delivery replaces the
 *   notification in the browser instead of showing it twice.
 * - TTL one day: a push for a browser that is off longer is not worth showing later.
 * - 404 or 410 from the push service: the subscription is gone for good and is deleted.
 *   Any other failure throws after trying every subscription, so the job queue retries (4
 *   deliveries); each failure logs the metric line `web_push.failed`.
 * - An endpoint refused at send time (its name now resolves to a private address) is skipped
 *   and logged (`web_push.refused`): retrying would not change it.
 */

const PUSH_TTL_SECONDS = 24 * 60 * 60;

export interface PushPayload {
	title: string;
	body: string;
	url: string;
	icon: string | null;
	tag: string;
}

function pushPayload(delivery: NotificationDelivery): PushPayload {
	return {
		title: delivery.title,
		body: delivery.body,
		url: delivery.path.startsWith('/') && !delivery.path.startsWith('//') ? delivery.path : '/',
		// A site path or an absolute URL; the service worker resolves a path against its origin.
		icon: delivery.imageUrl,
		tag: `notification-${delivery.notificationId}`,
	};
}

export function pushDeliveryHandler(db: Db, load: LoadDelivery) {
	return async (job: Job<NotificationDeliveryJob>): Promise<void> => {
		const { notificationId, recipientId } = job.payload;
		const delivery = await load(db, notificationId);
		if (!delivery || delivery.recipientId !== recipientId) return;
		const subscriptions = await listUserSubscriptions(db, recipientId);
		if (subscriptions.length === 0) return;
		const payload = JSON.stringify(pushPayload(delivery));
		const keys = await vapidKeys(db);
		const subject = vapidSubject();
		let failures = 0;
		for (const subscription of subscriptions) {
			const ok = await sendOne(db, subscription, payload, { ...keys, subject }, notificationId);
			if (!ok) failures += 1;
		}
		if (failures > 0) {
			throw new Error(`web push failed for ${failures} of ${subscriptions.length} subscriptions`);
		}
	};
}

/** Sends to one subscription; false when it should be tried again. */
async function sendOne(
	db: Db,
	subscription: PushSubscriptionRow,
	payload: string,
	vapid: { publicKey: string; privateKey: string; subject: string },
	notificationId: string,
): Promise<boolean> {
	const details = webPush.generateRequestDetails(
		{
			endpoint: subscription.endpoint,
			keys: { p256dh: subscription.p256dh, auth: subscription.auth },
		},
		payload,
		{
			vapidDetails: vapid,
			TTL: PUSH_TTL_SECONDS,
			contentEncoding: 'aes128gcm',
			urgency: 'normal',
		},
	);
	const metric = { subscriptionId: subscription.id, notificationId };
	try {
		const outcome = await sendPushRequest({
			endpoint: details.endpoint,
			method: details.method,
			headers: details.headers as Record<string, string | number>,
			body: details.body,
		});
		if (outcome.kind === 'sent') {
			await markSubscriptionUsed(db, subscription.id, new Date().toISOString());
			return true;
		}
		if (outcome.kind === 'refused') {
			logger.warn('web_push.refused', { ...metric, reason: outcome.reason });
			return true;
		}
		if (outcome.status === 404 || outcome.status === 410) {
			await deleteGoneSubscription(db, subscription.id, subscription.endpoint);
			logger.info('web_push.gone', { ...metric, status: outcome.status });
			return true;
		}
		logger.warn('web_push.failed', { ...metric, status: outcome.status });
		return false;
	} catch (error) {
		logger.warn('web_push.failed', { ...metric, error: String(error) });
		return false;
	}
}
