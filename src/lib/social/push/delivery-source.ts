import type { Db } from '../../platform/db/database.ts';

/**
 * What the delivery channels (web push here, `social/notification-mail`) read of a stored
 * notification: the shape of `social/notifications`' `notificationDelivery` (its file
 * `notification-delivery.server.ts` is the source; this is its contract as agreed, so the
 * channels are built and tested against it). The loader answers null when the notification is
 * gone or what it is about is no longer visible to its recipient, so nothing about a secret
 * board or a blocked person is ever sent.
 */
export interface NotificationDelivery {
	notificationId: string;
	recipientId: string;
	option: 'comments' | 'mentions' | 'saves' | 'follows' | 'group_boards';
	/** Mail at once (mention, invite, join request); else the daily digest. */
	urgent: boolean;
	/** In the recipient's language. */
	title: string;
	body: string;
	/** The site path it opens (`/pin/…/`). */
	path: string;
	imageUrl: string | null;
	createdAt: string;
}

export type LoadDelivery = (db: Db, notificationId: string) => Promise<NotificationDelivery | null>;
