import { channelFromSettingsJson } from '../../identity/settings/notification-settings/notification-settings.service.server.ts';
import { findUserById } from '../../identity/users/users.repository.server.ts';
import type { NotificationDeliveryJob } from '../../platform/activity/activity.ts';
import type { Db, UserRow } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { jobQueueFor } from '../../platform/jobs/job-queue.server.ts';
import type { Job } from '../../platform/jobs/jobs.ts';
import { inMailLanguage } from '../../platform/mail/mail-language.server.ts';
import { enqueueMail, notifyOutbox } from '../../platform/mail/outbox.server.ts';
import { mailUrl } from '../../platform/routing/absolute-url.server.ts';
import type { LoadDelivery, NotificationDelivery } from '../push/delivery-source.ts';
import { nextDigestTime } from './digest-time.ts';
import {
	deleteDigestItems,
	insertDigestItem,
	listDigestItems,
} from './notification-mail.repository.server.ts';
import { digestMail, immediateMail, type MailItem } from './notification-mail.ts';
import { ACTIVITY_SECTION, type ActivityOption } from './notification-mail-options.ts';
import { optionNames, optionUnsubscribeUrl } from './option-unsubscribe-link.server.ts';
import { subscriptionPageUrlFor } from './subscription-link.server.ts';

/**
 * Notification mail (issue 28 "Channels and settings", NTF-11's email channel):
 *
 * - `NOTIFICATION_EMAIL_JOB` (`notificationEmailHandler`): an `urgent` notification (a mention,
 *   an invite, a join request) is mailed at once through the outbox; any other waits in the
 *   recipient's daily digest (`notification_digest_items`) and a digest job is enqueued.
 * - The digest runs at the next 09:00 UTC after its first waiting item (one fixed hour for
 *   everyone: simple to reason about and to test; a per-person hour would need a time zone we do
 *   not store). Its singleton key is per user and day (`notification-digest:{user}:{day}`), so
 *   items that arrive while a digest runs go to the next day's, never to a job that already read.
 * - `NOTIFICATION_DIGEST_JOB` (`notificationDigestHandler`): reads the waiting items again
 *   through `load` (`notificationDelivery`), so a notification that vanished or whose thing the
 *   recipient can no longer see drops out, keeps those whose switch is still on, sends one mail
 *   listing them (at most `DIGEST_LIMIT`; more wait for the next day) and clears what it read.
 *   Nothing left → no mail.
 * - Every mail goes only to an active account with a confirmed address (the texts carry words
 *   other people wrote; `platform/mail/names-for-mail.ts` says why), only while the recipient's
 *   email switch for the option is on, in the recipient's language, with a one-click
 *   unsubscribe link for its options (RFC 8058 headers).
 */

export const NOTIFICATION_DIGEST_JOB = 'notifications.email_digest';
const DIGEST_LIMIT = 50;
function digestKey(userId: string, runAt: Date): string {
	return `notification-digest:${userId}:${runAt.toISOString().slice(0, 10)}`;
}

/** The recipient when mail may go to them for these options, else null. */
async function mailRecipient(db: Db, userId: string): Promise<UserRow | null> {
	const user = await findUserById(db, userId);
	if (user?.status !== 'active' || !user.email_verified_at) return null;
	return user;
}

function switchOn(user: UserRow, option: ActivityOption): boolean {
	return channelFromSettingsJson(user.settings, 'email')[ACTIVITY_SECTION]?.[option] === true;
}

function mailItem(delivery: NotificationDelivery): MailItem {
	const path =
		delivery.path.startsWith('/') && !delivery.path.startsWith('//') ? delivery.path : '/';
	return { title: delivery.title, body: delivery.body, link: mailUrl(path) };
}

function links(user: UserRow, options: ActivityOption[]) {
	return {
		unsubscribe: optionUnsubscribeUrl(user.id, options),
		manage: subscriptionPageUrlFor(user.id, options),
		optionNames: optionNames(options),
	};
}

export function notificationEmailHandler(db: Db, load: LoadDelivery) {
	return async (job: Job<NotificationDeliveryJob>): Promise<void> => {
		const { notificationId, recipientId } = job.payload;
		const delivery = await load(db, notificationId);
		if (!delivery || delivery.recipientId !== recipientId) return;
		const user = await mailRecipient(db, recipientId);
		if (!user || !switchOn(user, delivery.option)) return;
		if (delivery.urgent) {
			const mail = inMailLanguage(user.locale, () =>
				immediateMail(mailItem(delivery), links(user, [delivery.option])),
			);
			await enqueueMail(db, { ...mail, to: user.email, userId: user.id });
			notifyOutbox();
			return;
		}
		const runAt = nextDigestTime(new Date());
		await db.transaction().execute(async (trx) => {
			await insertDigestItem(trx, {
				id: newId(),
				user_id: user.id,
				notification_id: notificationId,
				created_at: new Date().toISOString(),
			});
			await jobQueueFor(db).enqueue(
				NOTIFICATION_DIGEST_JOB,
				{ userId: user.id },
				{ runAt, singletonKey: digestKey(user.id, runAt), db: trx },
			);
		});
	};
}

export function notificationDigestHandler(db: Db, load: LoadDelivery) {
	return async (job: Job<{ userId: string }>): Promise<void> => {
		const { userId } = job.payload;
		const items = await listDigestItems(db, userId, DIGEST_LIMIT);
		if (items.length === 0) return;
		const user = await mailRecipient(db, userId);
		const deliveries: NotificationDelivery[] = [];
		if (user) {
			// One read per item through the notifications area's loader, which applies the access
			// rules; a digest holds at most DIGEST_LIMIT items.
			for (const item of items) {
				const d = await load(db, item.notification_id);
				if (d && d.recipientId === userId && switchOn(user, d.option)) deliveries.push(d);
			}
		}
		await db.transaction().execute(async (trx) => {
			if (user && deliveries.length > 0) {
				const options = [...new Set(deliveries.map((d) => d.option))];
				const mail = inMailLanguage(user.locale, () =>
					digestMail(deliveries.map(mailItem), links(user, options)),
				);
				await enqueueMail(trx, { ...mail, to: user.email, userId: user.id });
			}
			await deleteDigestItems(
				trx,
				userId,
				items.map((i) => i.id),
			);
			if (items.length === DIGEST_LIMIT) {
				// More wait: they go in tomorrow's digest.
				const runAt = nextDigestTime(new Date());
				await jobQueueFor(db).enqueue(
					NOTIFICATION_DIGEST_JOB,
					{ userId },
					{ runAt, singletonKey: digestKey(userId, runAt), db: trx },
				);
			}
		});
		if (user && deliveries.length > 0) notifyOutbox();
	};
}
