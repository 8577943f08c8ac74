import type { Db } from '../../platform/db/database.ts';
import { inMailLanguage } from '../../platform/mail/mail-language.server.ts';
import { KIND_FACTS, type NotificationOption } from './notification-kinds.ts';
import { notificationView } from './notification-view.server.ts';
import { actorRowsOf, findGroupRow, recipientLocale } from './notifications.repository.server.ts';

/**
 * What a channel (web push, mail) sends for one stored notification: composed now, in the
 * recipient's language, from what the recipient may see now. The delivery jobs
 * (`NOTIFICATION_PUSH_JOB`, `NOTIFICATION_EMAIL_JOB`, payload `NotificationDeliveryJob`) call
 * `notificationDelivery` when they run, so a thing hidden between the fan-out and the delivery
 * is not sent.
 */
export interface NotificationDelivery {
	notificationId: string;
	recipientId: string;
	option: NotificationOption;
	/** Mail at once (a mention, an invite, a join request), else the daily digest. */
	urgent: boolean;
	/** The sentence ("Ana and 12 others saved your Pin"), in the recipient's language. */
	title: string;
	/** What it is about as its owner wrote it (a board name, a pin title), or ''. */
	body: string;
	/** The site path it opens, e.g. `/pin/123/` or `/news_hub/{id}/`. */
	path: string;
	imageUrl: string | null;
	/** When its latest activity happened (ISO). */
	createdAt: string;
}

/** How many actors a delivery names (the first one; the rest are counted). */
const DELIVERY_ACTORS = 1;

/** null when the notification is gone or its thing is no longer visible to its recipient. */
export async function notificationDelivery(
	db: Db,
	notificationId: string,
): Promise<NotificationDelivery | null> {
	const row = await findGroupRow(db, notificationId);
	if (!row) return null;
	const actors = await actorRowsOf(db, row.recipient_id, [row.id], DELIVERY_ACTORS);
	const locale = await recipientLocale(db, row.recipient_id);
	const view = inMailLanguage(locale, () => notificationView(row, actors));
	if (!view) return null;
	const facts = KIND_FACTS[view.kind];
	return {
		notificationId: view.id,
		recipientId: row.recipient_id,
		option: facts.option,
		urgent: facts.urgent,
		title: view.text,
		body: view.detail,
		path: view.path,
		imageUrl: view.imageUrl,
		createdAt: view.time,
	};
}
